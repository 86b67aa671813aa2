import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Local stand-ins for ViaCEP and BrasilAPI (formats: docs/bling-and-cep.md#viacep and #brasilapi),
 * so no test touches the internet. Both know the same addresses; any other CEP is unknown.
 *
 *   const cep = await startFakeCepServers();
 *   cep.addAddress('01001000', { logradouro: 'Praça da Sé', bairro: 'Sé', localidade: 'São Paulo', uf: 'SP' });
 *   deps.env.CEP_VIACEP_URL = cep.viacep.url;   // or Object.assign(env, cep.env)
 *   cep.viacep.setMode('01001000', 'error');      // this CEP now gets a 500 from ViaCEP only
 *   expect(cep.brasilapi.calls).toEqual(['01001000']);
 *   await cep.close();
 */

export interface FakeCepAddress {
  logradouro: string;
  complemento?: string;
  bairro: string;
  localidade: string;
  uf: string;
}

/**
 * How a service answers a CEP: `normal` (found when known, else its not-found answer), `not-found` even
 * when known, `error` (500), `slow` (answers after `slowMs`, meant to exceed the client's timeout),
 * `down` (the connection is dropped without an answer).
 */
export type FakeCepMode = 'normal' | 'not-found' | 'error' | 'slow' | 'down';

export interface FakeCepService {
  readonly url: string;
  /** The CEPs requested, in order (as written in the path). */
  readonly calls: string[];
  /** The mode for one CEP, or for every CEP without its own mode with '*'. */
  setMode(cep: string, mode: FakeCepMode): void;
}

export interface FakeCepServers {
  viacep: FakeCepService;
  brasilapi: FakeCepService;
  /** Ready to spread into the API's env. */
  env: { CEP_VIACEP_URL: string; CEP_BRASILAPI_URL: string };
  /** ViaCEP's not-found body: `{"erro":"true"}` today; `{"erro":true}` in older answers. */
  viacepErro: 'true' | true;
  /** How long `slow` answers wait. */
  slowMs: number;
  addAddress(cep: string, address: FakeCepAddress): void;
  /** Forgets modes and calls, restores `viacepErro` and `slowMs`; addresses stay. */
  reset(): void;
  close(): Promise<void>;
}

const digits = (cep: string) => cep.replace(/\D/g, '');

type Answer = (cep: string, address: FakeCepAddress | undefined, res: http.ServerResponse) => void;

function json(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

async function startService(
  route: RegExp,
  addresses: Map<string, FakeCepAddress>,
  delay: () => number,
  answer: Answer,
  badRequest: (res: http.ServerResponse) => void,
) {
  const modes = new Map<string, FakeCepMode>();
  const calls: string[] = [];
  const timers = new Set<NodeJS.Timeout>();

  const server = http.createServer((req, res) => {
    const match = route.exec(new URL(req.url ?? '/', 'http://fake').pathname);
    if (!match) return json(res, 404, { message: 'not found' });
    const cep = decodeURIComponent(match[1]!);
    calls.push(cep);
    if (!/^\d{8}$/.test(cep)) return badRequest(res);
    const mode = modes.get(cep) ?? modes.get('*') ?? 'normal';
    if (mode === 'down') return void req.socket.destroy();
    if (mode === 'error') return json(res, 500, { message: 'Erro interno', type: 'internal_error' });
    const address = mode === 'not-found' ? undefined : addresses.get(cep);
    if (mode !== 'slow') return answer(cep, address, res);
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (!res.destroyed) answer(cep, address, res);
    }, delay());
    timers.add(timer);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    service: {
      url: `http://127.0.0.1:${port}`,
      calls,
      setMode: (cep: string, mode: FakeCepMode) => void modes.set(cep === '*' ? cep : digits(cep), mode),
    } satisfies FakeCepService,
    reset() {
      modes.clear();
      calls.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export async function startFakeCepServers(
  options: { addresses?: Record<string, FakeCepAddress>; slowMs?: number } = {},
): Promise<FakeCepServers> {
  const addresses = new Map(Object.entries(options.addresses ?? {}).map(([cep, a]) => [digits(cep), a]));
  const state = { viacepErro: 'true' as 'true' | true, slowMs: options.slowMs ?? 5000 };
  const delay = () => state.slowMs;

  const viacep = await startService(
    /^\/ws\/([^/]*)\/json\/?$/,
    addresses,
    delay,
    (cep, a, res) =>
      a
        ? json(res, 200, {
            cep: `${cep.slice(0, 5)}-${cep.slice(5)}`,
            logradouro: a.logradouro,
            complemento: a.complemento ?? '',
            unidade: '',
            bairro: a.bairro,
            localidade: a.localidade,
            uf: a.uf,
            estado: '',
            regiao: '',
            ibge: '',
            gia: '',
            ddd: '',
            siafi: '',
          })
        : json(res, 200, { erro: state.viacepErro }),
    (res) => {
      res.writeHead(400, { 'content-type': 'text/html' });
      res.end('<h1>Http 400</h1>');
    },
  );

  const brasilapi = await startService(
    /^\/api\/cep\/v1\/([^/]*)$/,
    addresses,
    delay,
    (cep, a, res) =>
      a
        ? json(res, 200, {
            cep,
            state: a.uf,
            city: a.localidade,
            neighborhood: a.bairro,
            street: a.logradouro,
            service: 'open-cep',
            ibge: { city: null, state: null },
          })
        : json(res, 404, {
            name: 'CepPromiseError',
            message: 'Todos os serviços de CEP retornaram erro.',
            type: 'service_error',
            errors: [
              { name: 'ServiceError', message: 'CEP não encontrado na base do ViaCEP.', service: 'viacep' },
            ],
          }),
    (res) =>
      json(res, 400, {
        name: 'CepPromiseError',
        message: 'CEP deve conter exatamente 8 caracteres.',
        type: 'validation_error',
        errors: [{ message: 'CEP informado possui mais do que 8 caracteres.', service: 'cep_validation' }],
      }),
  );

  return {
    viacep: viacep.service,
    brasilapi: brasilapi.service,
    env: { CEP_VIACEP_URL: viacep.service.url, CEP_BRASILAPI_URL: brasilapi.service.url },
    get viacepErro() {
      return state.viacepErro;
    },
    set viacepErro(value) {
      state.viacepErro = value;
    },
    get slowMs() {
      return state.slowMs;
    },
    set slowMs(value) {
      state.slowMs = value;
    },
    addAddress(cep, address) {
      addresses.set(digits(cep), address);
    },
    reset() {
      viacep.reset();
      brasilapi.reset();
      state.viacepErro = 'true';
      state.slowMs = options.slowMs ?? 5000;
    },
    close: async () => {
      await Promise.all([viacep.close(), brasilapi.close()]);
    },
  };
}
