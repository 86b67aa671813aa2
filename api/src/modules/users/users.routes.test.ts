import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { UserListSchema, UserSchema, type UserCreate, type UserListQuery, type UserUpdate } from '@ponte/shared';
import { createTestApp, refusal, statusOf, type TestApp } from '../../../test/test-app.ts';
import { passwordResets } from '../../auth/auth.table.ts';
import { hashPassword } from '../../auth/password.ts';
import { createSession } from '../../auth/sessions.service.ts';
import { users } from './users.table.ts';

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['signUp']>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signUp('admin');
});
afterAll(() => t.close());

const ACCESS_DENIED = { error: 'Acesso negado' };
const NOT_FOUND = { error: 'Registro não encontrado.' };
const FORBIDDEN = { error: 'Você não tem permissão para esta ação.' };

const paginate = (body: UserListQuery, token = admin.token) => t.api(token).users.paginate(body);
/** The raw answer, for bodies the client's types refuse and keys its parse would strip. */
const paginateRaw = (body: unknown) => t.call('POST', '/api/v1/users/paginate', { body, token: admin.token });
const currentUser = (token: string) => t.api(token).auth.currentUser();
const login = (email: string, password: string) => t.api().auth.login({ email, password });

describe('POST /api/v1/users/paginate', () => {
  it('answers {clients, paginate} to an admin, in the contract shape, without password hashes', async () => {
    const res = await paginateRaw({});
    expect(res.status).toBe(200);
    expect(UserListSchema.safeParse(res.body).success).toBe(true);
    expect(Object.keys(res.body).sort()).toEqual(['clients', 'paginate']);
    expect(res.body.paginate).toMatchObject({ current_page: 1, per_page: 20 });
    expect(res.body.paginate.total).toBeGreaterThanOrEqual(1);
    expect(JSON.stringify(res.body)).not.toContain('password');
    expect(JSON.stringify(res.body)).not.toContain('argon2');
  });

  it('is admin only: client and supplier get 403, anonymous 401', async () => {
    const client = await t.signUp('client');
    const supplier = await t.signUp('supplier');
    expect(await refusal(paginate({}, client.token))).toEqual({ status: 403, body: FORBIDDEN });
    await expect(paginate({}, supplier.token)).rejects.toMatchObject({ status: 403 });
    await expect(t.api().users.paginate({})).rejects.toMatchObject({
      status: 401,
      body: { error: expect.stringMatching(/Sessão/) },
    });
  });

  it('searches by name, e-mail and document (digits), case-insensitively', async () => {
    const target = await t.signUp('client', {
      name: 'Joaquina',
      last_name: 'Buscável',
      email: 'joaquina.unica@exemplo.com.br',
      document: '52998224725',
    });
    for (const search of ['joaquina', 'JOAQUINA', 'buscável', 'unica@exemplo', '52998224725', '9982247']) {
      const res = await paginate({ search });
      expect(
        res.clients.map((u) => u.id),
        search,
      ).toEqual([target.user.id]);
      expect(res.paginate.total, search).toBe(1);
    }
    const none = await paginate({ search: 'ninguem-com-este-nome' });
    expect(none).toEqual({
      clients: [],
      paginate: { current_page: 1, per_page: 20, total: 0, last_page: 1 },
    });
  });

  it('treats SQL and LIKE metacharacters in the search literally: nothing found, no 500', async () => {
    const everyone = (await paginate({ per_page: 100 })).paginate.total;
    expect(everyone).toBeGreaterThan(1);
    for (const search of ["' OR 1=1 --", '%', '_', '%%', "'; DROP TABLE users; --", '\\', '%_%']) {
      const res = await paginate({ search });
      expect(res.clients, search).toEqual([]);
      expect(res.paginate.total, search).toBe(0);
    }
    // The table is intact.
    expect((await paginate({ per_page: 100 })).paginate.total).toBe(everyone);
  });

  it('filters by role', async () => {
    await t.signUp('supplier');
    const res = await paginate({ filter: { role: 'supplier' }, per_page: 100 });
    expect(res.clients.length).toBeGreaterThan(0);
    expect(res.clients.every((u) => u.role === 'supplier')).toBe(true);
    const admins = await paginate({ filter: { role: 'admin' }, per_page: 100 });
    expect(admins.clients.map((u) => u.id)).toContain(admin.user.id);
    expect(admins.clients.every((u) => u.role === 'admin')).toBe(true);
  });

  it('filters by subscription state: a new supplier is trialing, a client is none', async () => {
    const supplier = await t.signUp('supplier');
    const client = await t.signUp('client');
    const trialing = await paginate({ filter: { subscription: 'trialing' }, per_page: 100 });
    const trialingIds = trialing.clients.map((u) => u.id);
    expect(trialingIds).toContain(supplier.user.id);
    expect(trialingIds).not.toContain(client.user.id);
    for (const u of trialing.clients)
      expect(u.subscription).toMatchObject({ active: true, status: 'trialing' });

    const none = await paginate({ filter: { subscription: 'none' }, per_page: 100 });
    const noneIds = none.clients.map((u) => u.id);
    expect(noneIds).toContain(client.user.id);
    expect(noneIds).not.toContain(supplier.user.id);
    for (const u of none.clients)
      expect(u.subscription).toMatchObject({ active: false, status: 'none' });

    const both = await paginate({ filter: { subscription: 'none', role: 'supplier' }, per_page: 100 });
    expect(both.clients.map((u) => u.id)).not.toContain(client.user.id);
  });

  it('sorts by name descending and pages', async () => {
    for (const name of ['Mega', 'Alfa', 'Zeta']) await t.signUp('client', { name, last_name: 'Ordenavel' });
    const desc = await paginate({ search: 'ordenavel', sort: 'name', order: 'desc' });
    expect(desc.clients.map((u) => u.name)).toEqual(['Zeta', 'Mega', 'Alfa']);
    const asc = await paginate({ search: 'ordenavel', sort: 'name', order: 'asc' });
    expect(asc.clients.map((u) => u.name)).toEqual(['Alfa', 'Mega', 'Zeta']);

    const page2 = await paginate({ search: 'ordenavel', sort: 'name', order: 'desc', page: 2, per_page: 2 });
    expect(page2.paginate).toEqual({ current_page: 2, per_page: 2, total: 3, last_page: 2 });
    expect(page2.clients.map((u) => u.name)).toEqual(['Alfa']);
    const beyond = await paginate({ search: 'ordenavel', page: 9, per_page: 2 });
    expect(beyond.clients).toEqual([]);
  });

  it('refuses per_page above 100, unknown sort fields and unknown filters with 422', async () => {
    await expect(paginate({ per_page: 101 })).rejects.toMatchObject({
      status: 422,
      body: { errors: { per_page: expect.anything() } },
    });
    await expect(paginate({ per_page: 0 })).rejects.toMatchObject({ status: 422 });
    await expect(paginate({ page: 0 })).rejects.toMatchObject({ status: 422 });

    const sort = await paginateRaw({ sort: 'password_hash' });
    expect(sort.status).toBe(422);
    expect(sort.body.errors.sort).toBeDefined();
    const injected = await paginateRaw({ sort: 'name; DROP TABLE users' });
    expect(injected.status).toBe(422);
    expect((await paginateRaw({ order: 'sideways' })).status).toBe(422);

    const filter = await paginateRaw({ filter: { password_hash: 'x' } });
    expect(filter.status).toBe(422);
    expect(filter.body.errors['filter.password_hash']).toEqual(['Campo não permitido.']);
    const badRole = await paginateRaw({ filter: { role: 'root' } });
    expect(badRole.status).toBe(422);
    expect(badRole.body.errors['filter.role']).toBeDefined();
    expect((await paginateRaw({ filter: { subscription: 'forever' } })).status).toBe(422);
  });
});

describe('POST /api/v1/users', () => {
  const newUser = (email: string): UserCreate => ({
    name: 'Criada',
    last_name: 'Pelo Admin',
    email,
    password: 'senha-inicial-1',
    role: 'supplier',
    document: '11.222.333/0001-81',
    phone: '(11) 3333-4444',
    state: 'SP',
  });

  it('lets an admin create a user (201) who can then log in', async () => {
    // The raw answer: its status, and no password in it (the client's parse would strip one).
    const res = await t.call('POST', '/api/v1/users', {
      token: admin.token,
      body: newUser('Criada@Exemplo.com.br'),
    });
    expect(res.status).toBe(201);
    expect(UserSchema.safeParse(res.body).success).toBe(true);
    expect(res.body).toMatchObject({
      name: 'Criada',
      email: 'criada@exemplo.com.br',
      role: 'supplier',
      document: '11222333000181',
      phone: '1133334444',
      active: true,
    });
    expect(res.body).not.toHaveProperty('password_hash');
    expect(res.body).not.toHaveProperty('password');
    expect(await statusOf(login('criada@exemplo.com.br', 'senha-inicial-1'))).toBe(200);
    const fetched = await t.api(admin.token).users.get(res.body.id);
    expect(fetched.email).toBe('criada@exemplo.com.br');
  });

  it('refuses a duplicate e-mail (any case) with 422 and errors.email', async () => {
    const first = await t.api(admin.token).users.create(newUser('duplicada@exemplo.com'));
    expect(first.email).toBe('duplicada@exemplo.com');
    const before = (await paginate({})).paginate.total;
    await expect(t.api(admin.token).users.create(newUser('DUPLICADA@exemplo.com'))).rejects.toMatchObject({
      status: 422,
      body: { error: expect.any(String), errors: { email: ['Este e-mail já está cadastrado.'] } },
    });
    expect((await paginate({})).paginate.total).toBe(before);
  });

  it('refuses invalid fields with 422 per field', async () => {
    // Sent raw: the client's types refuse the role.
    const res = await t.call('POST', '/api/v1/users', {
      token: admin.token,
      body: { ...newUser('campos@exemplo.com'), password: 'curta', document: '111.111.111-11', role: 'root' },
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['document', 'password', 'role']);
  });

  it('is admin only: 403 for client and supplier, 401 anonymous; nothing is created', async () => {
    const client = await t.signUp('client');
    const supplier = await t.signUp('supplier');
    expect(await refusal(t.api(client.token).users.create(newUser('x1@exemplo.com')))).toEqual({
      status: 403,
      body: FORBIDDEN,
    });
    await expect(t.api(supplier.token).users.create(newUser('x2@exemplo.com'))).rejects.toMatchObject({
      status: 403,
    });
    await expect(t.api().users.create(newUser('x3@exemplo.com'))).rejects.toMatchObject({ status: 401 });
    const rows = await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'x1@exemplo.com'));
    expect(rows).toEqual([]);
  });
});

describe('GET /api/v1/users/{id}', () => {
  it('lets an admin read anyone and a user read themselves', async () => {
    const client = await t.signUp('client');
    // The raw answer: no password hash in it (the client's parse would strip one).
    const byAdmin = await t.call('GET', `/api/v1/users/${client.user.id}`, { token: admin.token });
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body).toMatchObject({
      id: client.user.id,
      email: client.email,
      role: 'client',
      active: true,
    });
    expect(byAdmin.body.subscription).toMatchObject({ active: false, status: 'none' });
    expect(byAdmin.body).not.toHaveProperty('password_hash');
    expect(await t.api(client.token).users.get(client.user.id)).toEqual(byAdmin.body);
  });

  it("answers someone else's id exactly like a missing one (404)", async () => {
    const client = await t.signUp('client');
    const other = await t.signUp('supplier');
    // Both raw, compared whole: the client's parse would strip a key that tells them apart.
    const foreign = await t.call('GET', `/api/v1/users/${other.user.id}`, { token: client.token });
    const missing = await t.call('GET', '/api/v1/users/999999', { token: client.token });
    expect(foreign.status).toBe(404);
    expect(missing.status).toBe(404);
    expect(foreign.body).toEqual(missing.body);
    expect(foreign.body).toEqual(NOT_FOUND);
    // The admin's record is just as hidden.
    expect(await refusal(t.api(other.token).users.get(admin.user.id))).toEqual({ status: 404, body: NOT_FOUND });
    await expect(t.api(admin.token).users.get(999999)).rejects.toMatchObject({ status: 404 });
  });

  it('answers 422 for a non-numeric id and 401 without a session', async () => {
    const bad = await t.call('GET', '/api/v1/users/abc', { token: admin.token });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.id).toBeDefined();
    for (const id of [0, -1, 1.5, 99999999999]) {
      expect(await statusOf(t.api(admin.token).users.get(id)), String(id)).toBe(422);
    }
    await expect(t.api().users.get(admin.user.id)).rejects.toMatchObject({ status: 401 });
  });
});

describe('PUT /api/v1/users/{id}', () => {
  const put = (id: number, data: UserUpdate, token: string) => t.api(token).users.update(id, data);

  it('lets a user edit their own name; the body must be wrapped in {data}', async () => {
    const client = await t.signUp('client');
    const res = await put(client.user.id, { name: '  Renomeada ', city: 'Campinas' }, client.token);
    expect(res).toMatchObject({
      id: client.user.id,
      name: 'Renomeada',
      city: 'Campinas',
      role: 'client',
    });

    // Sent raw: the client always wraps the fields in {data}.
    const unwrapped = await t.call('PUT', `/api/v1/users/${client.user.id}`, {
      body: { name: 'Sem Data' },
      token: client.token,
    });
    expect(unwrapped.status).toBe(422);
    expect(unwrapped.body.errors).toBeDefined();
    expect((await t.api(client.token).users.get(client.user.id)).name).toBe('Renomeada');
  });

  it("refuses another user's id with 404 and an invalid field with 422", async () => {
    const client = await t.signUp('client');
    const other = await t.signUp('client');
    expect(await refusal(put(other.user.id, { name: 'Invasor' }, client.token))).toEqual({
      status: 404,
      body: NOT_FOUND,
    });
    expect((await t.api(admin.token).users.get(other.user.id)).name).not.toBe('Invasor');

    // Sent raw: the client's types refuse the state.
    const invalid = await t.call('PUT', `/api/v1/users/${client.user.id}`, {
      body: { data: { email: 'nao-e-email', state: 'XX' } },
      token: client.token,
    });
    expect(invalid.status).toBe(422);
    expect(Object.keys(invalid.body.errors).sort()).toEqual(['email', 'state']);
    await expect(
      put(client.user.id, { email: other.email, current_password: client.password }, client.token),
    ).rejects.toMatchObject({ status: 422, body: { errors: { email: ['Este e-mail já está cadastrado.'] } } });
  });

  it('refuses a client setting role or active (403), and changes nothing', async () => {
    const client = await t.signUp('client');
    expect(await refusal(put(client.user.id, { role: 'admin' }, client.token))).toEqual({
      status: 403,
      body: FORBIDDEN,
    });
    await expect(put(client.user.id, { name: 'X', role: 'supplier' }, client.token)).rejects.toMatchObject({
      status: 403,
    });
    await expect(put(client.user.id, { active: true }, client.token)).rejects.toMatchObject({ status: 403 });
    const after = await t.api(client.token).users.get(client.user.id);
    expect(after).toMatchObject({ role: 'client', name: client.user.name, active: true });
  });

  it('changes the own password only with the right current_password, and revokes the other sessions', async () => {
    const client = await t.signUp('client');
    const otherToken = (await login(client.email, client.password)).access_token;

    const noCurrentPassword = { status: 422, body: { errors: { current_password: [expect.any(String)] } } };
    await expect(put(client.user.id, { password: 'nova-senha-999' }, client.token)).rejects.toMatchObject(
      noCurrentPassword,
    );
    await expect(
      put(client.user.id, { password: 'nova-senha-999', current_password: 'nao-e-esta-000' }, client.token),
    ).rejects.toMatchObject(noCurrentPassword);
    // Refused attempts changed nothing: both sessions and the old password still work.
    expect(await statusOf(currentUser(otherToken))).toBe(200);
    expect(await statusOf(login(client.email, client.password))).toBe(200);

    // The raw answer: no password in it (the client's parse would strip one).
    const ok = await t.call('PUT', `/api/v1/users/${client.user.id}`, {
      body: { data: { password: 'nova-senha-999', current_password: client.password } },
      token: client.token,
    });
    expect(ok.status).toBe(200);
    expect(ok.body).not.toHaveProperty('password');
    expect(ok.body).not.toHaveProperty('password_hash');

    expect(await statusOf(currentUser(client.token))).toBe(200);
    expect(await statusOf(currentUser(otherToken))).toBe(401);
    await expect(login(client.email, client.password)).rejects.toMatchObject({ status: 401, body: ACCESS_DENIED });
    expect(await statusOf(login(client.email, 'nova-senha-999'))).toBe(200);
  });

  it('refuses a too-short new password with 422 on the password field', async () => {
    const client = await t.signUp('client');
    await expect(
      put(client.user.id, { password: 'curta', current_password: client.password }, client.token),
    ).rejects.toMatchObject({ status: 422, body: { errors: { password: expect.anything() } } });
  });

  it("lets an admin edit someone's role and deactivate them with active:false", async () => {
    const client = await t.signUp('client');
    const promoted = await put(client.user.id, { role: 'supplier', name: 'Promovida' }, admin.token);
    expect(promoted).toMatchObject({ role: 'supplier', name: 'Promovida' });

    const off = await put(client.user.id, { active: false }, admin.token);
    expect(off.active).toBe(false);
    expect(await statusOf(currentUser(client.token))).toBe(401);
    await expect(login(client.email, client.password)).rejects.toMatchObject({ status: 401, body: ACCESS_DENIED });

    const on = await put(client.user.id, { active: true }, admin.token);
    expect(on.active).toBe(true);
    expect(await statusOf(login(client.email, client.password))).toBe(200);
  });
});

describe('DELETE /api/v1/users/{id}', () => {
  it('deactivates: the record stays (active:false), login is denied and the token stops working', async () => {
    const client = await t.signUp('client');
    const res = await t.api(admin.token).users.remove(client.user.id);
    expect(res).toMatchObject({ id: client.user.id, email: client.email, active: false });

    const fetched = await t.api(admin.token).users.get(client.user.id);
    expect(fetched).toMatchObject({ id: client.user.id, active: false });
    const listed = await paginate({ search: client.email });
    expect(listed.clients).toHaveLength(1);
    expect((await paginate({ search: client.email, filter: { active: true } })).clients).toEqual([]);

    await expect(login(client.email, client.password)).rejects.toMatchObject({ status: 401, body: ACCESS_DENIED });
    expect(await statusOf(currentUser(client.token))).toBe(401);
    // A deactivated user cannot ask for a password reset either: the same neutral answer, no mail.
    expect(await statusOf(t.api().auth.requestPasswordReset({ email: client.email }))).toBe(200);
    const resets = await t.db.select().from(passwordResets).where(eq(passwordResets.user_id, client.user.id));
    expect(resets).toEqual([]);
  });

  it('is admin only: 403 for client and supplier, 401 anonymous, 404 for a missing id, 422 for a bad one', async () => {
    const client = await t.signUp('client');
    const supplier = await t.signUp('supplier');
    expect(await refusal(t.api(client.token).users.remove(supplier.user.id))).toEqual({
      status: 403,
      body: FORBIDDEN,
    });
    await expect(t.api(supplier.token).users.remove(supplier.user.id)).rejects.toMatchObject({ status: 403 });
    await expect(t.api().users.remove(client.user.id)).rejects.toMatchObject({ status: 401 });
    expect(await statusOf(currentUser(supplier.token))).toBe(200);
    expect(await statusOf(currentUser(client.token))).toBe(200);

    expect(await refusal(t.api(admin.token).users.remove(999999))).toEqual({ status: 404, body: NOT_FOUND });
    // Sent raw: the client's types refuse the id.
    expect((await t.call('DELETE', '/api/v1/users/abc', { token: admin.token })).status).toBe(422);
  });
});

describe('the last active admin', () => {
  let solo: TestApp;
  beforeAll(async () => {
    solo = await createTestApp();
  });
  afterAll(() => solo.close());

  it('cannot be deactivated, demoted or switched off; with a second admin it can', async () => {
    const only = await solo.signUp('admin');
    // The raw answer: its keys, exactly (the client's parse would strip any other).
    const del = await solo.call('DELETE', `/api/v1/users/${only.user.id}`, { token: only.token });
    expect(del.status).toBe(409);
    expect(Object.keys(del.body)).toEqual(['error']);
    expect(del.body.error).toEqual(expect.any(String));

    const asOnly = solo.api(only.token).users;
    await expect(asOnly.update(only.user.id, { role: 'client' })).rejects.toMatchObject({ status: 409 });
    await expect(asOnly.update(only.user.id, { active: false })).rejects.toMatchObject({ status: 409 });

    // An inactive admin does not count.
    const dormant = await solo.signUp('admin');
    await solo.db.update(users).set({ active: false }).where(eq(users.id, dormant.user.id));
    await expect(asOnly.remove(only.user.id)).rejects.toMatchObject({ status: 409 });

    expect(await asOnly.get(only.user.id)).toMatchObject({ role: 'admin', active: true });

    const second = await solo.signUp('admin');
    expect((await asOnly.update(only.user.id, { role: 'client' })).role).toBe('client');
    // Now `second` is the last one.
    await expect(solo.api(second.token).users.remove(second.user.id)).rejects.toMatchObject({ status: 409 });
  });

  it('two admins removing each other at the same moment: one wins, the other is refused (never a 500)', async () => {
    // PGlite runs one transaction at a time; real concurrency (and its lock ordering) needs PostgreSQL.
    const rounds = process.env.TEST_DATABASE_URL ? 6 : 1;
    const race = await createTestApp();
    try {
      const hash = await hashPassword('senha-segura-123');
      const newAdmin = async (n: string) => {
        const [row] = await race.db
          .insert(users)
          .values({
            name: `Admin ${n}`,
            email: `corrida-${n}@teste.com.br`,
            role: 'admin',
            password_hash: hash,
          })
          .returning({ id: users.id });
        const { token } = await createSession(race.db, row!.id, 30, race.clock.now);
        return { id: row!.id, token };
      };
      for (let i = 0; i < rounds; i++) {
        for (const kind of ['delete', 'demote'] as const) {
          // Exactly two active admins, a and b.
          await race.db.update(users).set({ active: false }).where(eq(users.role, 'admin'));
          const a = await newAdmin(`${kind}-${i}-a`);
          const b = await newAdmin(`${kind}-${i}-b`);
          // Raw answers: a failure shows both bodies, the winner's too.
          const remove = (actor: typeof a, target: typeof a) =>
            kind === 'delete'
              ? race.call('DELETE', `/api/v1/users/${target.id}`, { token: actor.token })
              : race.call('PUT', `/api/v1/users/${target.id}`, {
                  token: actor.token,
                  body: { data: { role: 'client' } },
                });
          const answers = await Promise.all([remove(a, b), remove(b, a)]);
          const statuses = answers.map((r) => r.status).sort();
          // One wins. The other is refused: 409 when it got to the check, or, when the winner committed
          // before it was even authenticated, 401 (its session was revoked), 403 (it is no longer an admin)
          // or, for PUT, 404: a non-admin editing someone else is answered as if the user did not exist.
          expect(statuses[0], `${kind} #${i}: ${JSON.stringify(answers.map((r) => r.body))}`).toBe(200);
          expect([401, 403, 404, 409], `${kind} #${i}: ${JSON.stringify(answers.map((r) => r.body))}`).toContain(
            statuses[1],
          );
          const remaining = await race.db
            .select({ id: users.id })
            .from(users)
            .where(and(eq(users.role, 'admin'), eq(users.active, true)));
          expect(remaining, `${kind} #${i}`).toHaveLength(1);
        }
      }
    } finally {
      await race.close();
    }
  });
});
