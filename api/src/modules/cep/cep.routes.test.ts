import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CEP_MESSAGES, ENDPOINTS } from '@ponte/shared';
import { createTestApp, refusal, statusOf, type TestApp } from '../../../test/test-app.ts';
import { startFakeCepServers, type FakeCepServers } from '../../../test/fake-cep-servers.ts';
import { CEP_LOOKUP_LIMIT } from './cep.routes.ts';

const SE = {
  logradouro: 'Praça da Sé',
  complemento: 'lado ímpar',
  bairro: 'Sé',
  localidade: 'São Paulo',
  uf: 'SP',
};
const CAIUBI = { logradouro: 'Rua Caiubi', bairro: 'Perdizes', localidade: 'São Paulo', uf: 'SP' };
const TIMEOUT_MS = 300;

let t: TestApp;
let fake: FakeCepServers;
let token: string;
// `send`, not the client's cep(): that one keeps the digits only, and these tests send a CEP as typed.
const lookUp = (cep: string, as = token) => t.api(as).send(ENDPOINTS.cep.lookup, { params: { cep } });
const upstreamCalls = () => [...fake.viacep.calls, ...fake.brasilapi.calls];

beforeAll(async () => {
  t = await createTestApp();
  fake = await startFakeCepServers({ slowMs: 2000 });
  // Unique CEPs per test: the app's cache lives as long as the app.
  for (const cep of ['01001000', '01001001', '01001002', '01001003', '01001004', '01001005', '01001006']) {
    fake.addAddress(cep, SE);
  }
  fake.addAddress('05010000', CAIUBI);
  fake.addAddress('05010001', CAIUBI);
  Object.assign(t.deps.env, fake.env, { CEP_TIMEOUT_MS: TIMEOUT_MS });
  // A client without a subscription: addresses are filled in before anyone subscribes.
  token = (await t.signUp('client')).token;
});
afterEach(() => fake.reset());
afterAll(async () => {
  await fake.close();
  await t.close();
});

describe('GET /api/v1/cep/{cep}', () => {
  it('answers the address from ViaCEP in the spec fields and ours, for an inactive user too', async () => {
    expect(await lookUp('01001-000')).toEqual({
      cep: '01001-000',
      logradouro: 'Praça da Sé',
      complemento: 'lado ímpar',
      uf: 'SP',
      localidade: 'São Paulo',
      bairro: 'Sé',
      postcode: '01001000',
      address: 'Praça da Sé',
      complement: 'lado ímpar',
      state: 'SP',
      city: 'São Paulo',
      district: 'Sé',
    });
    expect(fake.viacep.calls).toEqual(['01001000']);
    expect(fake.brasilapi.calls).toEqual([]);
  });

  it('answers 404 when ViaCEP says `erro`, as a string or as a boolean, without asking BrasilAPI', async () => {
    expect(await refusal(lookUp('99999999'))).toEqual({
      status: 404,
      body: { error: 'CEP não encontrado.' },
    });
    fake.viacepErro = true;
    expect(await statusOf(lookUp('99999998'))).toBe(404);
    expect(fake.viacep.calls).toEqual(['99999999', '99999998']);
    expect(fake.brasilapi.calls).toEqual([]);
  });

  it('falls back to BrasilAPI when ViaCEP answers 500, mapping its fields', async () => {
    fake.viacep.setMode('05010000', 'error');
    expect(await lookUp('05010000')).toEqual({
      cep: '05010-000',
      logradouro: 'Rua Caiubi',
      complemento: '',
      uf: 'SP',
      localidade: 'São Paulo',
      bairro: 'Perdizes',
      postcode: '05010000',
      address: 'Rua Caiubi',
      complement: '',
      state: 'SP',
      city: 'São Paulo',
      district: 'Perdizes',
    });
    expect(fake.viacep.calls).toEqual(['05010000']);
    expect(fake.brasilapi.calls).toEqual(['05010000']);
  });

  it('gives up on a slow ViaCEP after the timeout and asks BrasilAPI', async () => {
    fake.viacep.setMode('01001001', 'slow');
    const started = Date.now();
    const res = await lookUp('01001001');
    expect(res.logradouro).toBe('Praça da Sé');
    expect(Date.now() - started).toBeLessThan(fake.slowMs);
    expect(fake.brasilapi.calls).toEqual(['01001001']);
  });

  it('falls back when ViaCEP drops the connection, and BrasilAPI 404 is a not-found', async () => {
    fake.viacep.setMode('*', 'down');
    expect(await statusOf(lookUp('01001002'))).toBe(200);
    expect(await refusal(lookUp('88888888'))).toEqual({
      status: 404,
      body: { error: CEP_MESSAGES.notFound },
    });
    expect(fake.brasilapi.calls).toEqual(['01001002', '88888888']);
  });

  it('answers 503 when both services fail, and does not cache the failure', async () => {
    fake.viacep.setMode('01001003', 'down');
    fake.brasilapi.setMode('01001003', 'error');
    expect(await refusal(lookUp('01001003'))).toEqual({
      status: 503,
      body: {
        error:
          'Serviço de CEP indisponível no momento. Tente novamente em instantes ou preencha o endereço manualmente.',
      },
    });
    fake.viacep.setMode('01001003', 'slow');
    fake.brasilapi.setMode('01001003', 'slow');
    expect(await statusOf(lookUp('01001003'))).toBe(503);

    fake.reset();
    expect(await statusOf(lookUp('01001003'))).toBe(200);
    expect(fake.viacep.calls).toEqual(['01001003']);
  });

  it('refuses a malformed CEP with 422 before calling anyone', async () => {
    // ' ' goes on the wire as %20.
    for (const cep of ['1234567', '123456789', 'abcdefgh', '0100-1000', '01001-00', ' ']) {
      expect(await refusal(lookUp(cep)), cep).toEqual({
        status: 422,
        body: {
          error: 'Os dados enviados são inválidos.',
          errors: { cep: ['CEP inválido: informe 8 dígitos.'] },
        },
      });
    }
    expect(upstreamCalls()).toEqual([]);
  });

  it('serves a repeated lookup from the cache (found and not found) until it expires', async () => {
    expect(await statusOf(lookUp('01001004'))).toBe(200);
    expect(await statusOf(lookUp('77777777'))).toBe(404);
    fake.reset();
    const again = await lookUp('01001004');
    expect(again.postcode).toBe('01001004');
    expect(await statusOf(lookUp('77777777'))).toBe(404);
    expect(upstreamCalls()).toEqual([]);

    const start = t.clock.now;
    try {
      t.clock.now = new Date(start.getTime() + 3600_000 + 1000);
      expect(await statusOf(lookUp('77777777'))).toBe(404);
      expect(await statusOf(lookUp('01001004'))).toBe(200);
      expect(fake.viacep.calls).toEqual(['77777777']);
      t.clock.now = new Date(start.getTime() + 24 * 3600_000 + 1000);
      expect(await statusOf(lookUp('01001004'))).toBe(200);
      expect(fake.viacep.calls).toEqual(['77777777', '01001004']);
    } finally {
      t.clock.now = start;
    }
  });

  it('makes one upstream call for concurrent lookups of the same CEP', async () => {
    fake.slowMs = 400;
    fake.viacep.setMode('01001005', 'slow');
    t.deps.env.CEP_TIMEOUT_MS = 3000;
    try {
      const { token: other } = await t.signUp('supplier');
      const statuses = await Promise.all(
        [token, token, other, other, token].map((as) => statusOf(lookUp('01001005', as))),
      );
      expect(statuses).toEqual([200, 200, 200, 200, 200]);
      expect(fake.viacep.calls).toEqual(['01001005']);
      expect(fake.brasilapi.calls).toEqual([]);
    } finally {
      t.deps.env.CEP_TIMEOUT_MS = TIMEOUT_MS;
    }
  });

  it('limits lookups that reach the services per user; cached answers stay free', async () => {
    const { token: busy } = await t.signUp('client');
    expect(await statusOf(lookUp('01001006', busy))).toBe(200);
    for (let i = 1; i < CEP_LOOKUP_LIMIT.limit; i++) {
      expect(await statusOf(lookUp(`6${String(i).padStart(7, '0')}`, busy))).toBe(404);
    }
    // The raw answer: its Retry-After header.
    const limited = await t.call('GET', '/api/v1/cep/60009999', { token: busy });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(fake.viacep.calls).not.toContain('60009999');
    expect(await statusOf(lookUp('01001006', busy))).toBe(200);
    expect(await statusOf(lookUp('60009999'))).toBe(404);
  });

  it('needs a session', async () => {
    await expect(t.api().cep('01001000')).rejects.toMatchObject({ status: 401 });
    await expect(t.api().cep('123')).rejects.toMatchObject({ status: 401 });
    expect(upstreamCalls()).toEqual([]);
  });
});
