import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import type { NotificationParams, NotificationPreferences } from '@ponte/shared';
import { createMailer } from '../../lib/mailer.ts';
import { jobHandlers } from '../../jobs/job-handlers.ts';
import { captureLogs } from '../../lib/logger.ts';
import type { JobPayloads } from '../../jobs/job-definitions.ts';
import { recordMail } from '../../../test/sent-mail.ts';
import { cookiesFrom, createTestApp, xsrfHeaders, type TestApp } from '../../../test/test-app.ts';
import { users } from '../users/users.table.ts';
import { emailDeliveries, notifications } from './notifications.table.ts';
import { notify, type NotificationEvent } from './notify.ts';
import { unsubscribeToken } from './unsubscribe-token.ts';

type Account = Awaited<ReturnType<TestApp['signUp']>>;

let t: TestApp;
let supplier: Account;
let client: Account;
let admin: Account;
let mail: ReturnType<typeof recordMail>;
beforeAll(async () => {
  t = await createTestApp();
  supplier = await t.signUp('supplier');
  client = await t.signUp('client');
  admin = await t.signUp('admin');
  mail = recordMail(t);
});
afterAll(() => t.close());

let sequence = 0;
const created = (to: number[], id = ++sequence): NotificationEvent => ({
  kind: 'shipping.created',
  params: {
    shipping_id: id,
    client_name: 'Loja da Ana',
    orders_count: 2,
    items_count: 5,
    total_cents: 12_345,
    cities: ['Campinas/SP'],
  },
  to,
  key: `shipping.created:${id}`,
});
const statusChanged = (
  to: number[],
  params: Partial<NotificationParams['shipping.status_changed']> = {},
): NotificationEvent => {
  const id = ++sequence;
  return {
    kind: 'shipping.status_changed',
    params: {
      shipping_id: id,
      supplier_name: 'Fornecedor Bom',
      status: 'shipped',
      trackings: [{ recipient: 'Maria', carrier: 'Correios', code: 'BR123' }],
      reason: null,
      ...params,
    },
    to,
    key: `shipping.status_changed:${id}:shipped`,
  };
};
const tell = (event: NotificationEvent) => t.db.transaction((tx) => notify(t.deps, tx, event));
const emailJobs = async (userId: number) =>
  (
    await t.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'notification-email' AND data->>'user_id' = ${String(userId)}`,
    )
  ).rows[0]!.n;
/** What the digest windows' end would run, then the mail they queued. */
const deliver = async () => {
  await t.runJobs({ names: ['notification-email'], evenIfDelayed: true });
  await t.runJobs({ names: ['send-email'] });
};
const mailsTo = (who: Account) => mail.sent.filter((m) => m.to === who.email);
const savePreferences = (who: Account, preferences: NotificationPreferences) =>
  t.api(who.token).notifications.savePreferences(preferences);
const rowsOf = (userId: number) => t.db.select().from(notifications).where(eq(notifications.user_id, userId));

/**
 * Everything sent so far is delivered and forgotten, so each test counts its own, and each test starts in
 * digest windows of its own (two hours apart), as if the jobs of the last ones ran when their windows ended.
 */
const start = Date.now();
let windows = 0;
beforeEach(async () => {
  await deliver();
  mail.sent.length = 0;
  t.clock.now = new Date(start + ++windows * 2 * 3_600_000);
});

describe('notify', () => {
  it('records one notification per recipient and schedules exactly one e-mail job per window, even told twice', async () => {
    const other = await t.signUp('supplier');
    const before = await emailJobs(supplier.user.id);
    const event = created([supplier.user.id, other.user.id]);
    await tell(event);
    await tell(event);
    expect((await rowsOf(supplier.user.id)).filter((row) => row.key === event.key)).toHaveLength(1);
    expect((await rowsOf(other.user.id)).filter((row) => row.key === event.key)).toHaveLength(1);
    expect(await emailJobs(supplier.user.id)).toBe(before + 1);
    expect(await emailJobs(other.user.id)).toBe(1);

    // Another event in the same window joins the same job; the next window gets its own.
    await tell(created([supplier.user.id]));
    expect(await emailJobs(supplier.user.id)).toBe(before + 1);
    t.clock.now = new Date(t.clock.now.getTime() + 61_000);
    await tell(created([supplier.user.id]));
    expect(await emailJobs(supplier.user.id)).toBe(before + 2);

    await deliver();
    // One digest of the three (the later window's job finds nothing left), one e-mail for the other supplier.
    expect(mailsTo(supplier)).toHaveLength(1);
    expect(mailsTo(supplier)[0]!.subject).toBe('Ponte: 3 novidades');
    expect(mailsTo(other)).toHaveLength(1);
    expect(mailsTo(other)[0]!.subject).toBe(
      `Nova remessa #${(event.params as { shipping_id: number }).shipping_id} de Loja da Ana`,
    );
  });

  it('turns a burst of 10 events into one e-mail listing all 10, each with its link', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 10; i++) {
      const event = created([supplier.user.id]);
      ids.push((event.params as { shipping_id: number }).shipping_id);
      await tell(event);
    }
    await deliver();
    const [message, ...more] = mailsTo(supplier);
    expect(more).toHaveLength(0);
    expect(message!.subject).toBe('Ponte: 10 novidades');
    for (const id of ids) {
      expect(message!.html).toContain(`Nova remessa #${id} de Loja da Ana`);
      expect(message!.html).toContain(`http://localhost:3000/shipping/view/${id}`);
      expect(message!.text).toContain(`Nova remessa #${id} de Loja da Ana`);
    }
    expect(message!.text).toMatch(/R\$\s123,45/);
    expect(message!.text).toContain('Remessas e pagamentos');
    const [delivery] = await t.db
      .select()
      .from(emailDeliveries)
      .where(eq(emailDeliveries.to_email, supplier.email))
      .orderBy(sql`id DESC`)
      .limit(1);
    expect(delivery).toMatchObject({
      events_count: 10,
      kind: 'shipping.created',
      status: 'sent',
      attempts: 1,
    });
  });

  it('keeps the notification in the app but sends no e-mail when the family is off', async () => {
    await savePreferences(client, { email: { shipments: false }, locale: 'pt-BR' });
    const event = statusChanged([client.user.id]);
    await tell(event);
    await deliver();
    expect(mailsTo(client)).toHaveLength(0);
    const list = await t.api(client.token).notifications.list();
    expect(list.result.notifications[0]).toMatchObject({ kind: 'shipping.status_changed', read: false });
    // The other family still goes.
    await tell({
      kind: 'subscription.approved',
      params: { plan_name: 'Mensal', period_end: '2027-01-31T12:00:00.000Z' },
      to: [client.user.id],
      key: 'subscription.approved:1',
    });
    await deliver();
    expect(mailsTo(client).map((m) => m.subject)).toEqual(['Assinatura aprovada: Mensal']);
    expect(mailsTo(client)[0]!.text).toContain('31/01/2027');
    await savePreferences(client, { email: { shipments: true }, locale: 'pt-BR' });
  });

  it('writes the e-mail in the language of the preferences', async () => {
    const reader = await t.signUp('client');
    await savePreferences(reader, { email: {}, locale: 'en' });
    await tell(statusChanged([reader.user.id]));
    await deliver();
    const [message] = mailsTo(reader);
    expect(message!.subject).toMatch(/^Shipment #\d+: Shipped$/);
    expect(message!.text).toContain('Maria: Correios, tracking code BR123');
    expect(message!.text).toContain('Stop these e-mails');
  });

  it('tells inactive or removed accounts nothing, and every active admin for `admins`', async () => {
    const [gone] = await t.db
      .insert(users)
      .values({
        name: 'Inativo',
        email: 'inativo@teste.com.br',
        password_hash: 'x',
        role: 'client',
        active: false,
      })
      .returning();
    await tell(statusChanged([gone!.id, 2_000_000]));
    expect(await rowsOf(gone!.id)).toHaveLength(0);
    expect(await emailJobs(gone!.id)).toBe(0);

    const otherAdmin = await t.signUp('admin');
    const [offAdmin] = await t.db
      .insert(users)
      .values({
        name: 'Admin fora',
        email: 'admin-fora@teste.com.br',
        password_hash: 'x',
        role: 'admin',
        active: false,
      })
      .returning();
    for (let i = 1; i <= 3; i++) {
      await tell({
        kind: 'users.registered',
        params: { user_id: 100 + i, user_name: `Pessoa ${i}`, role: 'client' },
        to: 'admins',
        key: `users.registered:${100 + i}`,
      });
    }
    expect((await rowsOf(admin.user.id)).filter((row) => row.kind === 'users.registered')).toHaveLength(3);
    expect((await rowsOf(otherAdmin.user.id)).filter((row) => row.kind === 'users.registered')).toHaveLength(
      3,
    );
    expect(await rowsOf(offAdmin!.id)).toHaveLength(0);
    // Registrations are an hourly digest: the job waits for the end of the hour.
    const [job] = (
      await t.db.execute<{ start_after: string }>(
        sql`SELECT start_after FROM pgboss.job WHERE name = 'notification-email' AND data->>'user_id' = ${String(admin.user.id)}`,
      )
    ).rows;
    expect(new Date(job!.start_after).getTime() % 3_600_000).toBe(0);
    await deliver();
    expect(mailsTo(admin)).toHaveLength(1);
    expect(mailsTo(admin)[0]!.subject).toBe('Ponte: 3 novidades');
    expect(mailsTo(admin)[0]!.html).toContain('http://localhost:3000/admin/notification-preferences');
    expect(mailsTo(admin)[0]!.html).toContain('http://localhost:3000/admin/clients/101');
  });

  it('a restart in the middle loses nothing and sends nothing twice', async () => {
    const events = [created([supplier.user.id]), created([supplier.user.id])];
    for (const event of events) await tell(event);

    // 1. The digest job dies before its transaction commits (here: while queuing the mail): all is undone,
    //    and its retry sends the whole digest.
    const jobs = t.deps.jobs;
    let crashes = 1;
    t.deps.jobs = {
      ...jobs,
      async enqueue(...args: Parameters<typeof jobs.enqueue>) {
        if (crashes-- > 0) throw new Error('processo encerrado');
        return jobs.enqueue(...args);
      },
    };
    const logs = captureLogs('error');
    try {
      // The first try crashes, the retry (immediately due here) runs the whole job again.
      expect(await t.runJobs({ names: ['notification-email'], evenIfDelayed: true })).toBe(2);
    } finally {
      t.deps.jobs = jobs;
      logs.restore();
    }
    expect(logs.lines[0]).toMatchObject({ msg: 'job notification-email failed, will retry' });

    // 2. The send-email job delivers, then the process dies before the queue hears it finished: pg-boss
    //    expires the job and runs it again. The delivery row says it was sent, so nothing goes twice.
    const [job] = (
      await t.db.execute<{ data: JobPayloads['send-email'] }>(
        sql`SELECT data FROM pgboss.job WHERE name = 'send-email' AND state = 'created'`,
      )
    ).rows;
    await jobHandlers(t.deps)['send-email'](job!.data, { id: 'x', retryCount: 0, retryLimit: 5 });
    expect(await t.runJobs({ names: ['send-email'] })).toBe(1);
    await deliver();
    const mine = mailsTo(supplier);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.subject).toBe('Ponte: 2 novidades');
  });

  it('sweeps up a notification committed after its window’s job ran', async () => {
    await tell(created([supplier.user.id]));
    await deliver();
    expect(mailsTo(supplier)).toHaveLength(1);
    // Same window, job already done: its enqueue is a no-op, so only the sweep can send it.
    const late = created([supplier.user.id]);
    await tell(late);
    await deliver();
    expect(mailsTo(supplier)).toHaveLength(1);
    expect(await t.runPeriodicJob('sweep-notification-emails')).toBe(1);
    t.clock.now = new Date(t.clock.now.getTime() + 4 * 60_000);
    expect(await t.runPeriodicJob('sweep-notification-emails')).toBe(1);
    await deliver();
    expect(mailsTo(supplier)).toHaveLength(2);
    expect(mailsTo(supplier)[1]!.subject).toContain(
      `#${(late.params as { shipping_id: number }).shipping_id} `,
    );
    // Nothing left: another sweep queues nothing.
    t.clock.now = new Date(t.clock.now.getTime() + 5 * 60_000);
    await t.runPeriodicJob('sweep-notification-emails');
    await deliver();
    expect(mailsTo(supplier)).toHaveLength(2);
  });
});

describe('the bell', () => {
  it('lists only the caller’s notifications, newest first, paginated, and the unread ones', async () => {
    const reader = await t.signUp('supplier');
    for (let i = 0; i < 3; i++) await tell(created([reader.user.id]));
    await tell(created([supplier.user.id]));
    const bell = t.api(reader.token).notifications;
    const all = await bell.list({ per_page: 2 });
    expect(all.result.notifications).toHaveLength(2);
    expect(all.result.paginate).toMatchObject({ total: 3, last_page: 2, per_page: 2 });
    expect(all.result.unread_count).toBe(3);
    const ids = all.result.notifications.map((n) => n.id);
    expect(ids[0]).toBeGreaterThan(ids[1]!);
    expect((await bell.list({ page: 2, per_page: 2 })).result.notifications).toHaveLength(1);
    // Queries the types refuse: a value outside the list, an unknown key.
    expect((await t.call('GET', '/api/v1/notifications?unread=2', { token: reader.token })).status).toBe(422);
    expect((await t.call('GET', '/api/v1/notifications?foo=1', { token: reader.token })).status).toBe(422);
  });

  it('answers the unread count with an ETag, and 304 without a body while nothing changed', async () => {
    const reader = await t.signUp('client');
    await tell(statusChanged([reader.user.id]));
    const first = await t.call('GET', '/api/v1/notifications/unread', { token: reader.token });
    expect(first.status).toBe(200);
    expect(first.body.result.unread_count).toBe(1);
    expect(first.headers.get('cache-control')).toBe('private, no-cache');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^".+"$/);
    const same = await t.call('GET', '/api/v1/notifications/unread', {
      token: reader.token,
      headers: { 'If-None-Match': etag },
    });
    expect(same.status).toBe(304);
    expect(same.body).toBeNull();
    await tell(statusChanged([reader.user.id]));
    const changed = await t.call('GET', '/api/v1/notifications/unread', {
      token: reader.token,
      headers: { 'If-None-Match': etag },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.result.unread_count).toBe(2);
    expect(changed.headers.get('etag')).not.toBe(etag);
    // Another account never matches this one's tag.
    expect(
      (
        await t.call('GET', '/api/v1/notifications/unread', {
          token: client.token,
          headers: { 'If-None-Match': etag },
        })
      ).status,
    ).toBe(200);
  });

  it('marks read only the caller’s own ids, or all of them; cookie sessions need the XSRF header', async () => {
    const reader = await t.signUp('client');
    await tell(statusChanged([reader.user.id]));
    await tell(statusChanged([reader.user.id]));
    await tell(statusChanged([client.user.id]));
    const mine = (await rowsOf(reader.user.id)).map((row) => row.id);
    const others = (await rowsOf(client.user.id)).filter((row) => row.read_at === null).map((row) => row.id);
    const some = await t.api(reader.token).notifications.markRead({ ids: [mine[0]!, ...others] });
    expect(some.result.unread_count).toBe(1);
    expect(
      (await rowsOf(client.user.id)).filter((row) => others.includes(row.id) && row.read_at !== null),
    ).toHaveLength(0);

    const { cookie, xsrf } = cookiesFrom(reader.login.headers);
    expect((await t.call('POST', '/api/v1/notifications/read', { cookie, body: { all: true } })).status).toBe(
      403,
    );
    const all = await t.call('POST', '/api/v1/notifications/read', {
      cookie,
      headers: xsrfHeaders(xsrf),
      body: { all: true },
    });
    expect(all.status).toBe(200);
    expect(all.body.result.unread_count).toBe(0);
    // `all: false` is a body the types refuse.
    expect(
      (await t.call('POST', '/api/v1/notifications/read', { token: reader.token, body: { all: false } }))
        .status,
    ).toBe(422);
    await expect(t.api(reader.token).notifications.markRead({ ids: [] })).rejects.toMatchObject({
      status: 422,
    });
  });

  it('works for an account whose subscription is inactive (no 402)', async () => {
    const expired = await t.signUp('supplier');
    t.clock.now = new Date(Date.now() + 60 * 86_400_000);
    await tell({
      kind: 'trial.ended',
      params: { ended_at: new Date().toISOString() },
      to: [expired.user.id],
      key: 'trial.ended',
    });
    const list = await t.api(expired.token).notifications.list();
    expect(list.result.notifications[0]!.kind).toBe('trial.ended');
    await expect(t.api(expired.token).products.paginate({})).rejects.toMatchObject({ status: 402 });
  });
});

describe('preferences', () => {
  it('lists and accepts only the families of the caller’s role', async () => {
    const expectations = [
      [supplier, ['shipments', 'subscription', 'bling']],
      [client, ['shipments', 'subscription']],
      [admin, ['admin']],
    ] as const;
    for (const [who, families] of expectations) {
      const res = await t.api(who.token).notifications.preferences();
      expect(Object.keys(res.result.preferences.email).sort()).toEqual([...families].sort());
    }
    const foreign = savePreferences(client, { email: { bling: false }, locale: 'pt-BR' });
    await expect(foreign).rejects.toMatchObject({
      status: 422,
      body: { errors: { 'email.bling': ['Este tipo de aviso não se aplica à sua conta.'] } },
    });
    // A locale the types refuse.
    const locale = await t.call('PUT', '/api/v1/notifications/preferences', {
      token: client.token,
      body: { email: {}, locale: 'fr' },
    });
    expect(locale.status).toBe(422);
    expect(locale.body.errors.locale).toBeDefined();
    const saved = await savePreferences(supplier, { email: { bling: false }, locale: 'pt-BR' });
    expect(saved.result.preferences).toEqual({
      email: { shipments: true, subscription: true, bling: false },
      locale: 'pt-BR',
    });
    await savePreferences(supplier, { email: { bling: true }, locale: 'pt-BR' });
  });
});

describe('unsubscribe', () => {
  const key = () => t.deps.env.APP_KEY!;
  const prefs = async (who: Account) =>
    (await t.api(who.token).notifications.preferences()).result.preferences;

  it('turns the family off with a valid token, signed out', async () => {
    const who = await t.signUp('supplier');
    // The raw answer: signed out, it must say exactly this and nothing more (a parse drops extra keys).
    const res = await t.call('POST', '/api/v1/notifications/unsubscribe', {
      body: { token: unsubscribeToken(key(), who.user.id, 'bling') },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({
      message: 'Pronto: você não receberá mais e-mails de “Conexão com o Bling”.',
      result: { family: 'bling' },
    });
    expect((await prefs(who)).email).toEqual({ shipments: true, subscription: true, bling: false });
  });

  it('refuses a tampered token: another user, another family, a cut or foreign signature', async () => {
    const who = await t.signUp('supplier');
    const good = unsubscribeToken(key(), who.user.id, 'shipments');
    const [, , signature] = good.split('.');
    const tampered = [
      `${client.user.id}.shipments.${signature}`,
      `${who.user.id}.subscription.${signature}`,
      good.slice(0, -3),
      unsubscribeToken('outra-chave-com-mais-de-32-caracteres-!!', who.user.id, 'shipments'),
      `${who.user.id}.nada.${signature}`,
    ];
    for (const token of tampered) {
      await expect(t.api().notifications.unsubscribe(token), token).rejects.toMatchObject({
        status: 400,
        body: { error: expect.stringMatching(/^Este link para parar os e-mails é inválido/) },
      });
    }
    expect((await prefs(who)).email).toEqual({ shipments: true, subscription: true, bling: true });
    expect((await prefs(client)).email).toEqual({ shipments: true, subscription: true });
    // A body the types refuse: no token.
    expect((await t.call('POST', '/api/v1/notifications/unsubscribe', { body: {} })).status).toBe(422);
  });

  it('accepts the RFC 8058 one-click POST (form body, token in the query), never a GET', async () => {
    const who = await t.signUp('client');
    const token = unsubscribeToken(key(), who.user.id, 'subscription');
    const url = `/api/v1/notifications/unsubscribe?token=${encodeURIComponent(token)}`;
    expect((await t.call('GET', url)).status).toBe(404);
    const res = await t.call('POST', url, {
      raw: 'List-Unsubscribe=One-Click',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await prefs(who)).email).toEqual({ shipments: true, subscription: false });
    const bad = await t.call(
      'POST',
      `/api/v1/notifications/unsubscribe?token=${encodeURIComponent(token.slice(0, -1))}x`,
      {
        raw: 'List-Unsubscribe=One-Click',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      },
    );
    expect(bad.status).toBe(400);
  });
});

describe('the e-mail log (admins)', () => {
  it('lists every e-mail, password resets too, and only for admins', async () => {
    await t.api().auth.requestPasswordReset({ email: client.email });
    await deliver();
    await expect(t.api().emails.paginate({})).rejects.toMatchObject({ status: 401 });
    await expect(t.api(client.token).emails.paginate({})).rejects.toMatchObject({ status: 403 });
    const emails = t.api(admin.token).emails;
    const res = await emails.paginate({ filter: { kind: 'password-reset' } });
    expect(res.result.emails[0]).toMatchObject({
      kind: 'password-reset',
      recipient: { id: client.user.id, email: client.email },
      subject: 'Ponte: redefinição de senha',
      status: 'sent',
    });
    const search = await emails.paginate({ search: 'redefinição' });
    expect(search.result.emails.every((e) => e.subject.includes('redefinição'))).toBe(true);
    // A status the types refuse.
    expect(
      (
        await t.call('POST', '/api/v1/emails/paginate', {
          token: admin.token,
          body: { filter: { status: 'lost' } },
        })
      ).status,
    ).toBe(422);
  });

  it('resends a failed e-mail and refuses any other with 409', async () => {
    const original = t.deps.mailer;
    t.deps.mailer = {
      describe: () => 'down',
      send: () => Promise.reject(new Error('SMTP fora do ar', { cause: new Error('550 caixa cheia') })),
    };
    try {
      await tell(statusChanged([client.user.id]));
      await t.runJobs({ names: ['notification-email'], evenIfDelayed: true });
      await t.runJobs({ names: ['send-email'], evenIfDelayed: true });
    } finally {
      t.deps.mailer = original;
    }
    const emails = t.api(admin.token).emails;
    const email = (await emails.paginate({ filter: { status: 'failed' } })).result.emails[0]!;
    expect(email).toMatchObject({
      status: 'failed',
      attempts: 6,
      last_error: 'SMTP fora do ar: 550 caixa cheia',
    });

    await expect(t.api(client.token).emails.resend(email.id)).rejects.toMatchObject({ status: 403 });
    const resent = await emails.resend(email.id);
    expect(resent.result.email.status).toBe('queued');
    await t.runJobs({ names: ['send-email'] });
    const [row] = await t.db.select().from(emailDeliveries).where(eq(emailDeliveries.id, email.id));
    expect(row).toMatchObject({ status: 'sent', attempts: 7 });
    expect(mailsTo(client).filter((m) => m.subject.startsWith('Remessa #'))).toHaveLength(1);

    await expect(emails.resend(email.id)).rejects.toMatchObject({
      status: 409,
      body: { error: 'Só um e-mail que falhou pode ser reenviado.' },
    });
    await expect(emails.resend(999_999)).rejects.toMatchObject({ status: 404 });
  });
});

/** Quoted-printable as nodemailer writes it: soft line breaks and =XX bytes. */
const unQuote = (text: string) =>
  Buffer.from(
    text
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

describe('real SMTP', () => {
  it('delivers through an SMTP server with both parts, the one-click headers and the unsubscribe link', async () => {
    const received: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push(Buffer.concat(chunks).toString('utf8'));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as { port: number };
    const original = t.deps.mailer;
    t.deps.mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      outboxDir: t.outboxDir,
      from: 'Ponte <teste@ponte.local>',
    });
    try {
      await tell(statusChanged([client.user.id]));
      await deliver();
    } finally {
      t.deps.mailer = original;
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
    expect(received).toHaveLength(1);
    const raw = received[0]!;
    const token = unsubscribeToken(t.deps.env.APP_KEY!, client.user.id, 'shipments');
    const unfolded = raw.replace(/\r?\n[ \t]+/g, ' ');
    expect(unfolded).toContain(
      `List-Unsubscribe: <http://localhost:3000/api/v1/notifications/unsubscribe?token=${token}>`,
    );
    expect(unfolded).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(raw).toMatch(/Content-Type: multipart\/alternative/);
    expect(raw).toMatch(/Content-Type: text\/plain; charset=utf-8/);
    expect(raw).toMatch(/Content-Type: text\/html; charset=utf-8/);
    const body = unQuote(raw);
    expect(body).toContain(`http://localhost:3000/unsubscribe?token=${token}`);
    expect(body).toContain('Maria: Correios, código de rastreio BR123');
    expect(body).toContain(
      'Você recebe este e-mail porque os avisos de “Remessas e pagamentos” estão ligados.',
    );
    // The delivery log says it went.
    const [row] = await t.db
      .select()
      .from(emailDeliveries)
      .where(
        and(eq(emailDeliveries.to_email, client.email), eq(emailDeliveries.kind, 'shipping.status_changed')),
      )
      .orderBy(sql`id DESC`)
      .limit(1);
    expect(row!.status).toBe('sent');
  });
});
