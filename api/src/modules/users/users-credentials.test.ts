import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserUpdate } from '@ponte/shared';
import { recordMail } from '../../../test/sent-mail.ts';
import { createTestApp, refusal, SMALL_GUESS_LIMITS, statusOf, type TestApp } from '../../../test/test-app.ts';

// Small guessing limits (SMALL_GUESS_LIMITS): 3 per (account, IP), 5 per account.
let t: TestApp;
let mail: ReturnType<typeof recordMail>;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: SMALL_GUESS_LIMITS });
  mail = recordMail(t);
});
afterAll(() => t.close());

const INVALID = 'Os dados enviados são inválidos.';
const put = (id: number, data: UserUpdate, token: string) => t.api(token).users.update(id, data);
const login = (email: string, password: string) => t.api().auth.login({ email, password });

describe('changing one’s own e-mail', () => {
  it('needs the current password: missing and wrong are 422 on current_password, and change nothing', async () => {
    const person = await t.signUp('client');
    const missing = await refusal(put(person.user.id, { email: 'novo-1@exemplo.com' }, person.token));
    expect(missing).toEqual({
      status: 422,
      body: { error: INVALID, errors: { current_password: ['Informe a sua senha atual.'] } },
    });
    const wrong = await refusal(
      put(person.user.id, { email: 'novo-1@exemplo.com', current_password: 'nao-e-esta' }, person.token),
    );
    // The same words as a wrong current password when changing the password.
    expect(wrong).toEqual({
      status: 422,
      body: { error: INVALID, errors: { current_password: ['Senha atual incorreta.'] } },
    });
    const samePasswordChange = await refusal(
      put(person.user.id, { password: 'nova-senha-999', current_password: 'nao-e-esta' }, person.token),
    );
    expect(samePasswordChange.body).toEqual(wrong.body);
    expect(await statusOf(login(person.email, person.password))).toBe(200);
    expect((await t.api(person.token).users.get(person.user.id)).email).toBe(person.email);
  });

  it('with the right password changes it, and the old address is told what, when and what to do', async () => {
    const person = await t.signUp('client');
    const res = await put(
      person.user.id,
      { email: 'Nova.Caixa@Exemplo.com', name: 'Renata', current_password: person.password },
      person.token,
    );
    expect(res).toMatchObject({ email: 'nova.caixa@exemplo.com', name: 'Renata' });
    expect(await statusOf(login('nova.caixa@exemplo.com', person.password))).toBe(200);
    expect(await statusOf(login(person.email, person.password))).toBe(401);

    const [notice] = await mail.mailTo(person.email);
    expect(notice?.subject).toBe('Ponte: o e-mail da sua conta foi alterado');
    expect(notice?.text).toMatch(
      /O e-mail de acesso da sua conta na Ponte foi alterado em \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2} \(horário de Brasília\)\./,
    );
    expect(notice?.text).toContain('Se não foi você, alguém pode ter tomado a sua conta');
    expect(notice?.text).toContain('suporte@ponte.com.br');
    // The new address is not where the warning goes.
    expect(await mail.mailTo('nova.caixa@exemplo.com', 1, 300)).toEqual([]);
  });

  it('needs no password when the e-mail stays the same (the profile form always sends it)', async () => {
    const person = await t.signUp('client');
    const res = await put(person.user.id, { email: person.email.toUpperCase(), city: 'Recife' }, person.token);
    expect(res.city).toBe('Recife');
  });

  it('counts wrong current passwords like logins: 429 with Retry-After, even for the right one then', async () => {
    const person = await t.signUp('client');
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      const guess = { email: `tomada-${i}@exemplo.com`, current_password: `palpite-${i}` };
      statuses.push(await statusOf(put(person.user.id, guess, person.token)));
    }
    expect(statuses).toEqual([422, 422, 422, 429]);
    // The raw answer: its Retry-After header.
    const limited = await t.call('PUT', `/api/v1/users/${person.user.id}`, {
      body: { data: { email: 'tomada@exemplo.com', current_password: person.password } },
      token: person.token,
    });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ error: 'Muitas tentativas. Aguarde um pouco e tente novamente.' });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Logins of that account from the same address share the budget.
    expect(await statusOf(login(person.email, person.password))).toBe(429);

    const start = t.clock.now;
    try {
      t.clock.now = new Date(start.getTime() + 60 * 60_000 + 1000);
      const later = await put(person.user.id, { email: 'depois@exemplo.com', current_password: person.password }, person.token);
      expect(later.email).toBe('depois@exemplo.com');
    } finally {
      t.clock.now = start;
    }
  });
});

describe('other credential changes', () => {
  it('a password change tells the account’s address', async () => {
    const person = await t.signUp('supplier');
    await put(person.user.id, { password: 'nova-senha-999', current_password: person.password }, person.token);
    const [notice] = await mail.mailTo(person.email);
    expect(notice?.subject).toBe('Ponte: a senha da sua conta foi alterada');
    expect(notice?.text).toContain('http://localhost:3000/forgot-password');
  });

  it('both at once: one notice, to the old address', async () => {
    const person = await t.signUp('client');
    const res = await put(
      person.user.id,
      { email: 'ambos@exemplo.com', password: 'nova-senha-999', current_password: person.password },
      person.token,
    );
    expect(res.email).toBe('ambos@exemplo.com');
    const notices = await mail.mailTo(person.email);
    expect(notices.map((m) => m.subject)).toEqual(['Ponte: o e-mail e a senha da sua conta foram alterados']);
  });

  it('an admin changes someone else’s e-mail without a password (they are not that person); the owner is told', async () => {
    const admin = await t.signUp('admin');
    const person = await t.signUp('client');
    const res = await put(person.user.id, { email: 'corrigido@exemplo.com' }, admin.token);
    expect(res.email).toBe('corrigido@exemplo.com');
    expect((await mail.mailTo(person.email)).map((m) => m.subject)).toEqual([
      'Ponte: o e-mail da sua conta foi alterado',
    ]);
    // Their own e-mail, though, needs their own password.
    await expect(put(admin.user.id, { email: 'admin-novo@exemplo.com' }, admin.token)).rejects.toMatchObject({
      status: 422,
      body: { errors: { current_password: ['Informe a sua senha atual.'] } },
    });
  });

  it('nothing about e-mail or password changed: no notice', async () => {
    const person = await t.signUp('client');
    expect((await put(person.user.id, { name: 'Só o Nome' }, person.token)).name).toBe('Só o Nome');
    expect(await mail.mailTo(person.email, 1, 300)).toEqual([]);
  });
});
