/** Self time of a V8 CPU profile by module and by function, per request (decision 051's profiles). */
export interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
export interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** The bucket a frame's self time is charged to: a package, a file of ours, or what V8 calls it. */
export function moduleOf(url: string, functionName: string): string {
  if (!url) return functionName.startsWith('(') ? functionName : `(native) ${functionName || 'anonymous'}`;
  const nm = url.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = url.slice(nm + 'node_modules/'.length).split('/');
    return rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!;
  }
  if (url.startsWith('node:')) return url;
  const src = url.indexOf('/src/');
  if (src >= 0) return url.slice(url.lastIndexOf('/', src - 1) + 1).replace(/^file:\/\//, '');
  return url.replace(/^file:\/\//, '');
}

export function summariseProfile(profile: Profile, requests: number, top = { modules: 25, functions: 30 }) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const selfUs = new Map<number, number>();
  profile.samples.forEach((id, i) => selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const modules = new Map<string, number>();
  const functions = new Map<string, number>();
  let total = 0;
  for (const [id, us] of selfUs) {
    const { callFrame } = byId.get(id)!;
    total += us;
    const mod = moduleOf(callFrame.url, callFrame.functionName);
    modules.set(mod, (modules.get(mod) ?? 0) + us);
    const fn = `${callFrame.functionName || '(anonymous)'} ${mod}:${callFrame.lineNumber + 1}`;
    functions.set(fn, (functions.get(fn) ?? 0) + us);
  }
  const busy = total - (modules.get('(idle)') ?? 0);
  const table = (map: Map<string, number>, n: number) =>
    [...map]
      .filter(([k]) => k !== '(idle)')
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, us]) => `  ${((100 * us) / busy).toFixed(1).padStart(5)}%  ${(us / requests).toFixed(0).padStart(5)} µs/req  ${k}`)
      .join('\n');
  console.info(
    `busy ${(busy / 1e6).toFixed(2)} s of ${(total / 1e6).toFixed(2)} s sampled; ${requests} requests; ` +
      `${(busy / requests).toFixed(0)} µs of main-thread CPU per request`,
  );
  console.info(`self time by module:\n${table(modules, top.modules)}`);
  console.info(`heaviest functions (self):\n${table(functions, top.functions)}`);
}
