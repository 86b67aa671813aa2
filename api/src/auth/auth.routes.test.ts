import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE, XSRF_COOKIE, type RegisterRequest } from '@ponte/shared';
import { recordMail } from '../../test/sent-mail.ts';
import { cookiesFrom, createTestApp, readResetToken, refusal, statusOf, type TestApp, xsrfHeaders } from '../../test/test-app.ts';
import { sha256 } from '../lib/crypto.ts';
import { passwordResets } from './auth.table.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (email: string, password: string) => t.api().auth.login({ email, password });
const resetPassword = (token: string, password: string) => t.api().auth.resetPassword({ token, password });

const registration = {
  name: 'Maria',
  last_name: 'Silva',
  email: 'Maria.Silva@Exemplo.com.br',
  password: 'uma-senha-boa',
  password_confirmation: 'uma-senha-boa',
  role: 'supplier',
  document: '529.982.247-25',
  phone: '(11) 98765-4321',
} satisfies RegisterRequest;

describe('POST /api/auth/register', () => {
  it('creates a supplier in trial, answers the session and sets the cookies', async () => {
    // The raw answer: its status, its cookies, and no password hash (the client's parse would strip one).
    const res = await t.call('POST', '/api/auth/register', { body: registration });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      token_type: 'Bearer',
      user: { name: 'Maria', last_name: 'Silva', email: 'maria.silva@exemplo.com.br', role: 'supplier' },
      subscription: { active: true, status: 'trialing', plan_id: null },
    });
    expect(res.body.access_token).toMatch(/^[\w-]{40,}$/);
    expect(res.body.user).not.toHaveProperty('password_hash');
    const setCookies = res.headers.getSetCookie().join('\n');
    expect(setCookies).toMatch(new RegExp(`${SESSION_COOKIE}=[^;]+;.*HttpOnly`));
    expect(setCookies).toMatch(/SameSite=Lax/);
    expect(setCookies).toContain(`${XSRF_COOKIE}=`);
  });

  it('refuses a second account with the same e-mail, an invalid CPF and an admin role', async () => {
    await expect(t.api().auth.register({ ...registration, email: 'maria.silva@exemplo.com.br' })).rejects.toMatchObject({
      status: 422,
      body: { errors: { email: ['Este e-mail já está cadastrado.'] } },
    });
    await expect(
      t.api().auth.register({ ...registration, email: 'x@y.com', document: '111.111.111-11' }),
    ).rejects.toMatchObject({ status: 422, body: { errors: { document: ['CPF ou CNPJ inválido.'] } } });
    // Sent raw: the client's types refuse the role.
    const admin = await t.call('POST', '/api/auth/register', { body: { ...registration, email: 'z@y.com', role: 'admin' } });
    expect(admin.status).toBe(422);
    expect(admin.body.errors.role).toBeDefined();
  });

  it('refuses mismatched password confirmation', async () => {
    await expect(
      t.api().auth.register({ ...registration, email: 'outra@exemplo.com', password_confirmation: 'diferente-123' }),
    ).rejects.toMatchObject({ status: 422, body: { errors: { password_confirmation: ['As senhas não conferem.'] } } });
  });
});

describe('POST /api/auth/login', () => {
  it('answers the spec session data for valid credentials', async () => {
    const { email, password } = await t.signUp('client');
    const res = await login(email.toUpperCase(), password);
    expect(res).toMatchObject({ token_type: 'Bearer', user: { email, role: 'client' } });
    expect(res.subscription).toEqual({
      active: false,
      status: 'none',
      plan_id: null,
      current_period_end: null,
      trial_ends_at: null,
      pending: null,
    });
  });

  it('answers 401 "Acesso negado" for a wrong password and for an unknown e-mail alike', async () => {
    const { email } = await t.signUp('client');
    const denied = { status: 401, body: { error: 'Acesso negado' } };
    expect(await refusal(login(email, 'errada-000'))).toEqual(denied);
    expect(await refusal(login('ninguem@exemplo.com', 'errada-000'))).toEqual(denied);
  });
});

describe('session: Bearer, cookie, XSRF and logout', () => {
  it('reads current-user with the Bearer token and with the cookie', async () => {
    const { token, email, login } = await t.signUp('supplier');
    const bearer = await t.api(token).auth.currentUser();
    expect(bearer.current_user).toMatchObject({ email, role: 'supplier' });
    expect(bearer.session.subscription.active).toBe(true);
    const { cookie } = cookiesFrom(login.headers);
    const viaCookie = await t.call('GET', '/api/v1/users/current-user', { cookie });
    expect(viaCookie.status).toBe(200);
    expect(viaCookie.body.current_user.email).toBe(email);
  });

  it('answers 401 without a session or with a made-up token', async () => {
    await expect(t.api().auth.currentUser()).rejects.toMatchObject({ status: 401 });
    await expect(t.api('x'.repeat(43)).auth.currentUser()).rejects.toMatchObject({
      status: 401,
      body: { error: expect.stringMatching(/Sessão/) },
    });
  });

  it('refuses a cookie-authenticated write without the matching X-XSRF-TOKEN, accepts it with one', async () => {
    const { login } = await t.signUp('client');
    const { cookie, xsrf } = cookiesFrom(login.headers);
    const missing = await t.call('POST', '/api/auth/logout', { cookie });
    expect(missing.status).toBe(403);
    expect(missing.body.error).toMatch(/XSRF/);
    const wrong = await t.call('POST', '/api/auth/logout', { cookie, headers: xsrfHeaders('outro-valor') });
    expect(wrong.status).toBe(403);
    // Refused writes changed nothing: the session still works.
    expect((await t.call('GET', '/api/v1/users/current-user', { cookie })).status).toBe(200);
    const ok = await t.call('POST', '/api/auth/logout', { cookie, headers: xsrfHeaders(xsrf) });
    expect(ok.status).toBe(200);
  });

  it('revokes the token on logout and clears the cookies', async () => {
    const { token } = await t.signUp('client');
    // The raw answer: its cookies.
    const out = await t.call('POST', '/api/auth/logout', { token });
    expect(out.status).toBe(200);
    expect(out.headers.getSetCookie().join('\n')).toMatch(new RegExp(`${SESSION_COOKIE}=;.*Max-Age=0`));
    await expect(t.api(token).auth.currentUser()).rejects.toMatchObject({ status: 401 });
    await expect(t.api(token).auth.logout()).rejects.toMatchObject({ status: 401 });
  });
});

describe('password reset', () => {
  it('mails a single-use link; the new password works, the old one and every session stop working', async () => {
    const { email, token: oldSession } = await t.signUp('client');
    await t.api().auth.requestPasswordReset({ email });
    const resetToken = await readResetToken(t.outboxDir);

    const reset = await t.api().auth.resetPassword({
      token: resetToken,
      password: 'nova-senha-456',
      password_confirmation: 'nova-senha-456',
    });
    expect(reset.message).toMatch(/redefinida/);
    expect(await statusOf(t.api(oldSession).auth.currentUser())).toBe(401);
    expect(await statusOf(login(email, 'senha-segura-123'))).toBe(401);
    expect(await statusOf(login(email, 'nova-senha-456'))).toBe(200);

    await expect(resetPassword(resetToken, 'terceira-senha-789')).rejects.toMatchObject({
      status: 422,
      body: { error: expect.stringMatching(/inválido ou expirado/) },
    });
    expect(await statusOf(login(email, 'nova-senha-456'))).toBe(200);
  });

  it('gives the same answer for an unknown e-mail, and sends nothing', async () => {
    const { email } = await t.signUp('client');
    // Both raw, compared whole: the client's parse would strip a key that tells them apart.
    const known = await t.call('POST', '/api/password/email', { body: { email } });
    const unknown = await t.call('POST', '/api/password/email', { body: { email: 'nao-existe@exemplo.com' } });
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
  });

  it('keeps only the newest link: asking again spends the older one', async () => {
    const { email } = await t.signUp('client');
    const fs = await import('node:fs');
    const emptyOutbox = () => {
      for (const f of fs.readdirSync(t.outboxDir)) fs.rmSync(`${t.outboxDir}/${f}`);
    };
    emptyOutbox();
    await t.api().auth.requestPasswordReset({ email });
    const older = await readResetToken(t.outboxDir);
    emptyOutbox();
    await t.api().auth.requestPasswordReset({ email });
    const newer = await readResetToken(t.outboxDir);
    expect(newer).not.toBe(older);

    await expect(resetPassword(older, 'nova-senha-456')).rejects.toMatchObject({
      status: 422,
      body: { errors: { token: ['Link de redefinição inválido ou expirado. Peça um novo.'] } },
    });
    expect(await statusOf(resetPassword(newer, 'nova-senha-456'))).toBe(200);
  });

  it('a reset spends every other outstanding link of the user, and tells the account it happened', async () => {
    const { email, user } = await t.signUp('client');
    const mail = recordMail(t);
    const fs = await import('node:fs');
    for (const f of fs.readdirSync(t.outboxDir)) fs.rmSync(`${t.outboxDir}/${f}`);
    await t.api().auth.requestPasswordReset({ email });
    const used = await readResetToken(t.outboxDir);
    // A second live link, as two requests racing could leave.
    const other = 'outro-link-ainda-valido-0123456789abcdefghijk';
    await t.db.insert(passwordResets).values({
      user_id: user.id,
      token_hash: sha256(other),
      expires_at: new Date(t.clock.now.getTime() + 3_600_000),
      created_at: t.clock.now,
    });

    expect(await statusOf(resetPassword(used, 'nova-senha-456'))).toBe(200);
    expect(await statusOf(resetPassword(other, 'outra-senha-789'))).toBe(422);
    expect(await statusOf(login(email, 'nova-senha-456'))).toBe(200);

    // The link, then the notice.
    const notice = (await mail.mailTo(email, 2))[1];
    expect(notice?.subject).toBe('Ponte: a senha da sua conta foi alterada');
    expect(notice?.text).toMatch(/foi alterada em \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2} \(horário de Brasília\)/);
    expect(notice?.text).toContain('Se não foi você, peça agora uma nova senha em http://localhost:3000/forgot-password');
  });

  it('refuses an expired token', async () => {
    const { email } = await t.signUp('client');
    for (const f of (await import('node:fs')).readdirSync(t.outboxDir)) (await import('node:fs')).rmSync(`${t.outboxDir}/${f}`);
    await t.api().auth.requestPasswordReset({ email });
    const resetToken = await readResetToken(t.outboxDir);
    const start = t.clock.now;
    try {
      t.clock.now = new Date(start.getTime() + 2 * 3_600_000);
      await expect(resetPassword(resetToken, 'nova-senha-456')).rejects.toMatchObject({ status: 422 });
    } finally {
      t.clock.now = start;
    }
  });
});
