import { describe, expect, it } from 'vitest';
import { fakeApi, formPost, routeArgs } from '../testing/fake-api.ts';
import { action as forgotPassword } from './forgot-password.tsx';
import { action as resetPassword } from './reset-password.tsx';

const token = 'a'.repeat(40);

describe('forgot password', () => {
  it("shows the API's message once the e-mail is sent", async () => {
    const api = fakeApi({
      'POST /api/password/email': () => Response.json({ message: 'Enviamos um link.' }),
    });
    const result = await forgotPassword(
      routeArgs(formPost('/forgot-password', { email: 'Ana@Example.com' }), api.context),
    );
    expect(result).toMatchObject({ message: 'Enviamos um link.' });
    expect(await api.requests[0]?.json()).toEqual({ email: 'ana@example.com' });
  });

  it('shows the spec message when sending fails', async () => {
    const api = fakeApi({
      'POST /api/password/email': () => Response.json({ error: 'SMTP fora' }, { status: 503 }),
    });
    const result = await forgotPassword(
      routeArgs(formPost('/forgot-password', { email: 'ana@example.com' }), api.context),
    );
    expect(result).toMatchObject({ data: { error: 'Erro ao enviar o email de redefinição.' } });
  });
});

describe('reset password', () => {
  it('sends the token of the link with the new password', async () => {
    const api = fakeApi({
      'POST /api/password-reset': () => Response.json({ message: 'Senha redefinida.' }),
    });
    const fields = { password: 'nova-senha-1', password_confirmation: 'nova-senha-1' };
    const request = formPost(`/reset-password/${token}`, fields);

    const result = await resetPassword(routeArgs(request, api.context, { token }));

    expect(result).toMatchObject({ message: 'Senha redefinida.' });
    expect(await api.requests[0]?.json()).toEqual({ ...fields, token });
  });

  it('refuses passwords that do not match without calling the API', async () => {
    const api = fakeApi({});
    const fields = { password: 'nova-senha-1', password_confirmation: 'outra-senha' };
    const request = formPost(`/reset-password/${token}`, fields);
    const result = await resetPassword(routeArgs(request, api.context, { token }));
    expect(result).toMatchObject({
      data: { errors: { password_confirmation: ['As senhas não conferem.'] } },
    });
    expect(api.requests).toHaveLength(0);
  });
});
