import { describe, expect, it } from 'vitest';
import { currentUserAnswer, fakeApi, formPost, routeArgs, thrownResponse } from '../testing/fake-api.ts';
import { action, loader } from './register.tsx';

const form = {
  name: 'Ana',
  last_name: 'Souza',
  email: 'ana@example.com',
  document: '123',
  phone: '11999990000',
  password: 'segredo-forte',
  password_confirmation: 'segredo-forte',
  role: 'supplier',
};

describe('register', () => {
  it('sends a signed-in person home', async () => {
    const api = fakeApi({
      'GET /api/v1/users/current-user': () => Response.json(currentUserAnswer),
    });
    const request = new Request('http://localhost:3000/register', {
      headers: { Cookie: 'ponte_session=tok-123' },
    });
    const response = await thrownResponse(loader(routeArgs(request, api.context)));
    expect(response.headers.get('Location')).toBe('/');
  });

  it("keeps the API's 422 text and field errors, and never echoes the password", async () => {
    const answer = { error: 'Dados inválidos.', errors: { document: ['CPF ou CNPJ inválido.'] } };
    const api = fakeApi({
      'POST /api/auth/register': () => Response.json(answer, { status: 422 }),
    });

    const result = await action(routeArgs(formPost('/register', form), api.context));

    if (result instanceof Response) throw new Error('expected the form to be shown again');
    expect(result.data).toMatchObject({ status: 422, ...answer });
    expect(result.data.values).toEqual({
      name: 'Ana',
      last_name: 'Souza',
      email: 'ana@example.com',
      document: '123',
      phone: '11999990000',
      role: 'supplier',
    });
    expect(await api.requests[0]?.json()).toEqual(form);
  });

  it('redirects home with the session cookie on success', async () => {
    const cookie = 'ponte_session=new-token; Path=/; HttpOnly; SameSite=Lax';
    const { session } = currentUserAnswer;
    const api = fakeApi({
      'POST /api/auth/register': () =>
        Response.json(
          { ...session, access_token: 'new-token', token_type: 'Bearer' },
          { status: 201, headers: { 'Set-Cookie': cookie } },
        ),
    });
    const result = await action(routeArgs(formPost('/register', form), api.context));
    expect(result).toBeInstanceOf(Response);
    expect((result as Response).headers.get('Location')).toBe('/');
    expect((result as Response).headers.getSetCookie()).toEqual([cookie]);
  });
});
