import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHIPPING_STATUSES, nextSteps } from './vocabulary.ts';

/** Every module `entry` reaches through relative imports, with the bare packages each one imports. */
function importGraph(entry: string) {
  const seen = new Map<string, string[]>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    const source = fs.readFileSync(file, 'utf8');
    const specifiers = [...source.matchAll(/(?:import|export)[^'"]*?from\s+'([^']+)'/g)].map((m) => m[1]!);
    seen.set(file, specifiers.filter((s) => !s.startsWith('.')));
    for (const s of specifiers) if (s.startsWith('.')) visit(path.resolve(path.dirname(file), s));
  };
  visit(entry);
  return seen;
}

describe('@ponte/shared/vocabulary', () => {
  it('reaches no zod (and no other package): the front ends import it in browser code', () => {
    const graph = importGraph(path.resolve(import.meta.dirname, 'vocabulary.ts'));
    const packages = [...graph].flatMap(([file, bare]) => bare.map((name) => `${path.basename(file)} → ${name}`));
    expect(packages).toEqual([]);
    expect(graph.size).toBeGreaterThan(5);
  });

  it('offers each role the steps of the state machine, forward steps before cancelling', () => {
    expect(nextSteps('supplier', 'pending')).toEqual(['processing', 'cancelled']);
    expect(nextSteps('client', 'pending')).toEqual(['cancelled']);
    expect(nextSteps('client', 'processing')).toEqual([]);
    expect(nextSteps('admin', 'shipped')).toEqual(['delivered']);
    for (const status of SHIPPING_STATUSES) expect(nextSteps('admin', status)).toEqual(nextSteps('supplier', status));
    expect(nextSteps('supplier', 'delivered')).toEqual([]);
  });
});
