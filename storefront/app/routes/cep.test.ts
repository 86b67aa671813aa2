import { describe, expect, it } from 'vitest';
import { cookie, failure } from '../components/shipping/shipping-fixtures.ts';
import { fakeApi, routeArgs } from '../testing/fake-api.ts';
import { loader } from './cep.ts';

const address = {
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
};

const lookUp = (cep: string, api: ReturnType<typeof fakeApi>, headers: HeadersInit = cookie) =>
  loader(routeArgs(new Request(`http://localhost:3000/cep/${cep}`, { headers }), api.context, { cep }));

describe('cep resource route', () => {
  it("answers the API's address as JSON", async () => {
    const api = fakeApi({ 'GET /api/v1/cep/01001000': () => Response.json(address) });
    const response = await lookUp('01001-000', api);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(address);
    expect(api.requests[0]?.headers.get('Authorization')).toBe('Bearer tok-123');
  });

  it('refuses anything but 8 digits without asking the API', async () => {
    const api = fakeApi({});
    const response = await lookUp('0100', api);
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ error: 'CEP inválido: informe 8 dígitos.' });
    expect(api.requests).toHaveLength(0);
  });

  it("passes the API's refusals on with their text", async () => {
    const api = fakeApi({ 'GET /api/v1/cep/99999999': failure(404, 'CEP não encontrado.') });
    const response = await lookUp('99999999', api);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'CEP não encontrado.' });

    const down = fakeApi({
      'GET /api/v1/cep/01001000': failure(503, 'Serviço de CEP indisponível no momento.'),
    });
    expect((await lookUp('01001000', down)).status).toBe(503);
  });

  it('answers 401 without a session', async () => {
    const api = fakeApi({});
    expect((await lookUp('01001000', api, {})).status).toBe(401);
    expect(api.requests).toHaveLength(0);
  });
});
