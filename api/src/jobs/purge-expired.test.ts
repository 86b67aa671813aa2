import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { passwordResets, rateLimits, sessions } from '../auth/auth.table.ts';
import { blingWebhookEvents } from '../modules/bling/bling.table.ts';
import { emailDeliveries } from '../modules/notifications/notifications.table.ts';
import { EMAIL_LOG_DAYS, RESET_GRACE_DAYS } from './purge-expired.ts';

let t: TestApp;
let userId: number;
beforeAll(async () => {
  t = await createTestApp();
  userId = (await t.signUp('client')).user.id;
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(t.clock.now.getTime() - ms);
const ahead = (ms: number) => new Date(t.clock.now.getTime() + ms);
const purge = () => t.runPeriodicJob('purge-expired');

describe('the purge-expired job', () => {
  it('deletes sessions past their expiry and keeps live ones', async () => {
    const live = await t.signUp('supplier');
    const session = (token: string, expires_at: Date) => ({ user_id: userId, token_hash: token, created_at: ago(DAY), expires_at });
    await t.db.insert(sessions).values([session('expirada', ago(1000)), session('quase', ahead(1000))]);

    expect(await purge()).toBe(1);
    const left = (await t.db.select({ token_hash: sessions.token_hash }).from(sessions)).map((row) => row.token_hash);
    expect(left).toContain('quase');
    expect(left).not.toContain('expirada');
    // The sessions opened by signUp are live: they still work.
    expect((await t.api(live.token).auth.currentUser()).current_user.id).toBe(live.user.id);
  });

  it('deletes rate-limit windows that ended, by the longest rule, and keeps running ones', async () => {
    const longest = Math.max(...Object.values(t.deps.rateLimits).map((rule) => rule.windowSeconds)) * 1000;
    await t.db.insert(rateLimits).values([
      { key: 'teste:acabou', window_start: ago(longest + 1000), count: 3 },
      { key: 'teste:correndo', window_start: ago(longest - 1000), count: 3 },
    ]);
    await purge();
    const keys = (await t.db.select({ key: rateLimits.key }).from(rateLimits)).map((row) => row.key);
    expect(keys).toContain('teste:correndo');
    expect(keys).not.toContain('teste:acabou');
  });

  it(`deletes reset links spent or expired more than ${RESET_GRACE_DAYS} days ago, keeps the rest`, async () => {
    const grace = RESET_GRACE_DAYS * DAY;
    const reset = (token_hash: string, expires_at: Date, used_at: Date | null) => ({
      user_id: userId,
      token_hash,
      expires_at,
      used_at,
      created_at: ago(grace + 2 * DAY),
    });
    await t.db.insert(passwordResets).values([
      reset('usado-antigo', ahead(HOUR), ago(grace + HOUR)),
      reset('vencido-antigo', ago(grace + HOUR), null),
      reset('usado-recente', ahead(HOUR), ago(grace - HOUR)),
      reset('vencido-recente', ago(grace - HOUR), null),
      reset('valido', ahead(HOUR), null),
    ]);
    await purge();
    const left = (await t.db.select({ token_hash: passwordResets.token_hash }).from(passwordResets)).map((r) => r.token_hash);
    expect(left.sort()).toEqual(['usado-recente', 'valido', 'vencido-recente']);
  });

  it('deletes Bling webhook events processed over 30 days ago, keeps recent and unprocessed ones', async () => {
    const event = (event_id: string, processed_at: Date | null) => ({
      event_id,
      event: 'product.updated',
      payload: {},
      received_at: ago(40 * DAY),
      processed_at,
    });
    await t.db
      .insert(blingWebhookEvents)
      .values([event('antigo', ago(31 * DAY)), event('recente', ago(29 * DAY)), event('pendente', null)]);
    await purge();
    const left = (await t.db.select({ id: blingWebhookEvents.event_id }).from(blingWebhookEvents)).map((r) => r.id);
    expect(left.sort()).toEqual(['pendente', 'recente']);
  });

  it(`deletes e-mails sent or failed more than ${EMAIL_LOG_DAYS} days ago, never one still queued`, async () => {
    const log = EMAIL_LOG_DAYS * DAY;
    const delivery = (key: string, status: 'queued' | 'sent' | 'failed', created_at: Date) => ({
      user_id: userId,
      to_email: 'cliente@example.com',
      kind: 'password_reset',
      subject: 'Assunto',
      status,
      sealed: 'selado',
      key,
      created_at,
    });
    await t.db
      .insert(emailDeliveries)
      .values([
        delivery('enviado-antigo', 'sent', ago(log + HOUR)),
        delivery('falhou-antigo', 'failed', ago(log + HOUR)),
        delivery('na-fila-antigo', 'queued', ago(log + HOUR)),
        delivery('enviado-recente', 'sent', ago(log - HOUR)),
        delivery('falhou-recente', 'failed', ago(log - HOUR)),
      ]);
    await purge();
    const mine = new Set(['enviado-antigo', 'falhou-antigo', 'na-fila-antigo', 'enviado-recente', 'falhou-recente']);
    const left = (await t.db.select({ key: emailDeliveries.key }).from(emailDeliveries)).map((r) => r.key);
    expect(left.filter((key) => mine.has(key)).sort()).toEqual(['enviado-recente', 'falhou-recente', 'na-fila-antigo']);
  });
});
