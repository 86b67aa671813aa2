import { describe, expect, it } from 'vitest';
import { currentUserAnswer, fakeApi, formPost, routeArgs, thrownResponse } from '../testing/fake-api.ts';
import { action } from './profile.tsx';

const cookie = { Cookie: 'ponte_session=tok-123' };
const currentUser = () => Response.json(currentUserAnswer);
const updated = () => Response.json(currentUserAnswer.current_user);

const profile = {
  name: 'Ana',
  last_name: 'Souza',
  email: 'ana@example.com',
  document: '529.982.247-25',
  phone: '(11) 99999-0000',
  postcode: '01310-100',
  address: 'Avenida Paulista',
  number: '1000',
  complement: '',
  district: 'Bela Vista',
  city: 'São Paulo',
  state: 'sp',
};

const cepAnswer = {
  cep: '01310-100',
  logradouro: 'Avenida Paulista',
  complemento: 'de 612 a 1510 - lado par',
  uf: 'SP',
  localidade: 'São Paulo',
  bairro: 'Bela Vista',
  postcode: '01310100',
  address: 'Avenida Paulista',
  complement: 'de 612 a 1510 - lado par',
  state: 'SP',
  city: 'São Paulo',
  district: 'Bela Vista',
};

async function post(fields: Record<string, string>, handlers: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi({ 'GET /api/v1/users/current-user': currentUser, ...handlers });
  const result = await action(routeArgs(formPost('/profile', fields, cookie), api.context));
  if (result instanceof Response) throw new Error('expected the page to be shown again');
  const sent = api.requests.filter((r) => !r.url.endsWith('/current-user'));
  return { result, sent };
}

describe('profile action: personal data and address', () => {
  it("saves the person's own record, clearing empty optional fields", async () => {
    const { result, sent } = await post(
      { intent: 'profile', ...profile },
      { 'PUT /api/v1/users/7': updated },
    );
    expect(result.data).toMatchObject({ intent: 'profile', ok: true });
    expect(sent[0]?.method).toBe('PUT');
    expect(await sent[0]?.json()).toEqual({ data: { ...profile, complement: null, state: 'SP' } });
  });

  it("keeps the API's field messages and what was typed after a 422", async () => {
    const errors = { document: ['CPF ou CNPJ inválido.'] };
    const { result } = await post(
      { intent: 'profile', ...profile, document: '123' },
      {
        'PUT /api/v1/users/7': () =>
          Response.json({ error: 'Os dados enviados são inválidos.', errors }, { status: 422 }),
      },
    );
    expect(result.init?.status).toBe(422);
    expect(result.data).toMatchObject({ intent: 'profile', errors, values: { ...profile, document: '123' } });
  });

  it('sends a new e-mail with the current password, and never sends the password back to the page', async () => {
    const { result, sent } = await post(
      { intent: 'profile', ...profile, email: ' Ana.Nova@Example.com ', current_password: 'minha-senha' },
      { 'PUT /api/v1/users/7': updated },
    );
    expect(result.data).toMatchObject({ intent: 'profile', ok: true });
    expect(await sent[0]?.json()).toMatchObject({
      data: { email: ' Ana.Nova@Example.com ', current_password: 'minha-senha' },
    });
    expect(JSON.stringify(result.data)).not.toContain('minha-senha');
  });

  it('does not send a typed password when the e-mail stays the same (any case)', async () => {
    const { sent } = await post(
      { intent: 'profile', ...profile, email: 'ANA@example.com', current_password: 'minha-senha' },
      { 'PUT /api/v1/users/7': updated },
    );
    expect((await sent[0]!.json()).data).not.toHaveProperty('current_password');
  });

  it("puts the API's current-password message on that field, keeping the new e-mail typed", async () => {
    const errors = { current_password: ['Informe a sua senha atual.'] };
    const { result, sent } = await post(
      { intent: 'profile', ...profile, email: 'ana.nova@example.com' },
      {
        'PUT /api/v1/users/7': () =>
          Response.json({ error: 'Os dados enviados são inválidos.', errors }, { status: 422 }),
      },
    );
    // An empty field is sent as empty: the API is the one that says what is missing.
    expect((await sent[0]!.json()).data.current_password).toBe('');
    expect(result.init?.status).toBe(422);
    expect(result.data).toMatchObject({ intent: 'profile', errors, values: { email: 'ana.nova@example.com' } });
  });

  it('shows the API’s 429 text when wrong current passwords were too many', async () => {
    const error = 'Muitas tentativas. Aguarde um pouco e tente novamente.';
    const { result } = await post(
      { intent: 'profile', ...profile, email: 'ana.nova@example.com', current_password: 'palpite' },
      { 'PUT /api/v1/users/7': () => Response.json({ error }, { status: 429, headers: { 'Retry-After': '60' } }) },
    );
    expect(result.init?.status).toBe(429);
    expect(result.data).toMatchObject({ intent: 'profile', error });
  });

  it('shows the generic message for other failures', async () => {
    const { result } = await post(
      { intent: 'profile', ...profile },
      { 'PUT /api/v1/users/7': () => Response.json({ error: 'x' }, { status: 500 }) },
    );
    expect(result.data.error).toBe('Algo deu errado, entre em contato com os desenvolvedores');
  });

  it('needs a session', async () => {
    const api = fakeApi({});
    const response = await thrownResponse(
      action(routeArgs(formPost('/profile', { intent: 'profile' }), api.context)),
    );
    expect(response.headers.get('Location')).toBe('/login');
  });
});

describe('profile action: CEP lookup', () => {
  it('fills the address from the CEP, keeping the number and a typed complement', async () => {
    const { result, sent } = await post(
      { intent: 'cep', ...profile, postcode: '01310100', address: '', complement: 'Sala 5' },
      { 'GET /api/v1/cep/01310100': () => Response.json(cepAnswer) },
    );
    expect(sent).toHaveLength(1);
    expect(result.data.values).toMatchObject({
      address: 'Avenida Paulista',
      number: '1000',
      complement: 'Sala 5',
    });
  });

  it('puts "CEP não encontrado." on the CEP field', async () => {
    const { result } = await post(
      { intent: 'cep', ...profile, postcode: '99999999' },
      { 'GET /api/v1/cep/99999999': () => Response.json({ error: 'CEP não encontrado.' }, { status: 404 }) },
    );
    expect(result.data.errors).toEqual({ postcode: ['CEP não encontrado.'] });
  });

  it("shows the API's text when the CEP service is unavailable", async () => {
    const error = 'Serviço de CEP indisponível no momento.';
    const { result } = await post(
      { intent: 'cep', ...profile },
      { 'GET /api/v1/cep/01310100': () => Response.json({ error }, { status: 503 }) },
    );
    expect(result.data.error).toBe(error);
  });

  it('refuses a malformed CEP without calling the API', async () => {
    const { result, sent } = await post({ intent: 'cep', ...profile, postcode: '123' }, {});
    expect(result.init?.status).toBe(422);
    expect(result.data.errors?.postcode).toEqual(['CEP inválido: informe 8 dígitos.']);
    expect(sent).toHaveLength(0);
  });
});

describe('profile action: password', () => {
  const passwords = {
    current_password: 'antiga-senha',
    password: 'nova-senha-1',
    password_confirmation: 'nova-senha-1',
  };

  it('sends the new password with the current one', async () => {
    const { result, sent } = await post(
      { intent: 'password', ...passwords },
      { 'PUT /api/v1/users/7': updated },
    );
    expect(result.data).toEqual({ intent: 'password', ok: true });
    expect(await sent[0]?.json()).toEqual({
      data: { password: 'nova-senha-1', current_password: 'antiga-senha' },
    });
  });

  it('refuses a confirmation that differs, without calling the API', async () => {
    const { result, sent } = await post(
      { intent: 'password', ...passwords, password_confirmation: 'outra' },
      {},
    );
    expect(result.init?.status).toBe(422);
    expect(result.data.errors).toEqual({ password_confirmation: ['As senhas não conferem.'] });
    expect(sent).toHaveLength(0);
  });

  it("shows the API's message for a wrong current password", async () => {
    const errors = { current_password: ['Senha atual incorreta.'] };
    const { result } = await post(
      { intent: 'password', ...passwords },
      {
        'PUT /api/v1/users/7': () =>
          Response.json({ error: 'Os dados enviados são inválidos.', errors }, { status: 422 }),
      },
    );
    expect(result.data).toMatchObject({ intent: 'password', errors });
    expect(JSON.stringify(result.data)).not.toContain('nova-senha-1');
  });
});
