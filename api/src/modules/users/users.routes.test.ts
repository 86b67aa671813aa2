import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { UserListSchema, UserSchema } from '@ponte/shared';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
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

const paginate = (body: unknown, token = admin.token) =>
  t.call('POST', '/api/v1/users/paginate', { body, token });
const currentUser = (token: string) => t.call('GET', '/api/v1/users/current-user', { token });
const login = (email: string, password: string) =>
  t.call('POST', '/api/auth/login', { body: { email, password } });

describe('POST /api/v1/users/paginate', () => {
  it('answers {clients, paginate} to an admin, in the contract shape, without password hashes', async () => {
    const res = await paginate({});
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
    const asClient = await paginate({}, client.token);
    expect(asClient.status).toBe(403);
    expect(asClient.body).toEqual(FORBIDDEN);
    expect((await paginate({}, supplier.token)).status).toBe(403);
    const anonymous = await t.call('POST', '/api/v1/users/paginate', { body: {} });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error).toMatch(/Sessão/);
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
      expect(res.status, search).toBe(200);
      expect(
        res.body.clients.map((u: { id: number }) => u.id),
        search,
      ).toEqual([target.user.id]);
      expect(res.body.paginate.total, search).toBe(1);
    }
    const none = await paginate({ search: 'ninguem-com-este-nome' });
    expect(none.body).toEqual({
      clients: [],
      paginate: { current_page: 1, per_page: 20, total: 0, last_page: 1 },
    });
  });

  it('treats SQL and LIKE metacharacters in the search literally: nothing found, no 500', async () => {
    const everyone = (await paginate({ per_page: 100 })).body.paginate.total;
    expect(everyone).toBeGreaterThan(1);
    for (const search of ["' OR 1=1 --", '%', '_', '%%', "'; DROP TABLE users; --", '\\', '%_%']) {
      const res = await paginate({ search });
      expect(res.status, search).toBe(200);
      expect(res.body.clients, search).toEqual([]);
      expect(res.body.paginate.total, search).toBe(0);
    }
    // The table is intact.
    expect((await paginate({ per_page: 100 })).body.paginate.total).toBe(everyone);
  });

  it('filters by role', async () => {
    await t.signUp('supplier');
    const res = await paginate({ filter: { role: 'supplier' }, per_page: 100 });
    expect(res.status).toBe(200);
    expect(res.body.clients.length).toBeGreaterThan(0);
    expect(res.body.clients.every((u: { role: string }) => u.role === 'supplier')).toBe(true);
    const admins = await paginate({ filter: { role: 'admin' }, per_page: 100 });
    expect(admins.body.clients.map((u: { id: number }) => u.id)).toContain(admin.user.id);
    expect(admins.body.clients.every((u: { role: string }) => u.role === 'admin')).toBe(true);
  });

  it('filters by subscription state: a new supplier is trialing, a client is none', async () => {
    const supplier = await t.signUp('supplier');
    const client = await t.signUp('client');
    const trialing = await paginate({ filter: { subscription: 'trialing' }, per_page: 100 });
    expect(trialing.status).toBe(200);
    const trialingIds = trialing.body.clients.map((u: { id: number }) => u.id);
    expect(trialingIds).toContain(supplier.user.id);
    expect(trialingIds).not.toContain(client.user.id);
    for (const u of trialing.body.clients)
      expect(u.subscription).toMatchObject({ active: true, status: 'trialing' });

    const none = await paginate({ filter: { subscription: 'none' }, per_page: 100 });
    const noneIds = none.body.clients.map((u: { id: number }) => u.id);
    expect(noneIds).toContain(client.user.id);
    expect(noneIds).not.toContain(supplier.user.id);
    for (const u of none.body.clients)
      expect(u.subscription).toMatchObject({ active: false, status: 'none' });

    const both = await paginate({ filter: { subscription: 'none', role: 'supplier' }, per_page: 100 });
    expect(both.body.clients.map((u: { id: number }) => u.id)).not.toContain(client.user.id);
  });

  it('sorts by name descending and pages', async () => {
    for (const name of ['Mega', 'Alfa', 'Zeta']) await t.signUp('client', { name, last_name: 'Ordenavel' });
    const desc = await paginate({ search: 'ordenavel', sort: 'name', order: 'desc' });
    expect(desc.status).toBe(200);
    expect(desc.body.clients.map((u: { name: string }) => u.name)).toEqual(['Zeta', 'Mega', 'Alfa']);
    const asc = await paginate({ search: 'ordenavel', sort: 'name', order: 'asc' });
    expect(asc.body.clients.map((u: { name: string }) => u.name)).toEqual(['Alfa', 'Mega', 'Zeta']);

    const page2 = await paginate({ search: 'ordenavel', sort: 'name', order: 'desc', page: 2, per_page: 2 });
    expect(page2.body.paginate).toEqual({ current_page: 2, per_page: 2, total: 3, last_page: 2 });
    expect(page2.body.clients.map((u: { name: string }) => u.name)).toEqual(['Alfa']);
    const beyond = await paginate({ search: 'ordenavel', page: 9, per_page: 2 });
    expect(beyond.status).toBe(200);
    expect(beyond.body.clients).toEqual([]);
  });

  it('refuses per_page above 100, unknown sort fields and unknown filters with 422', async () => {
    const big = await paginate({ per_page: 101 });
    expect(big.status).toBe(422);
    expect(big.body.errors.per_page).toBeDefined();
    expect((await paginate({ per_page: 0 })).status).toBe(422);
    expect((await paginate({ page: 0 })).status).toBe(422);

    const sort = await paginate({ sort: 'password_hash' });
    expect(sort.status).toBe(422);
    expect(sort.body.errors.sort).toBeDefined();
    const injected = await paginate({ sort: 'name; DROP TABLE users' });
    expect(injected.status).toBe(422);
    expect((await paginate({ order: 'sideways' })).status).toBe(422);

    const filter = await paginate({ filter: { password_hash: 'x' } });
    expect(filter.status).toBe(422);
    expect(filter.body.errors['filter.password_hash']).toEqual(['Campo não permitido.']);
    const badRole = await paginate({ filter: { role: 'root' } });
    expect(badRole.status).toBe(422);
    expect(badRole.body.errors['filter.role']).toBeDefined();
    expect((await paginate({ filter: { subscription: 'forever' } })).status).toBe(422);
  });
});

describe('POST /api/v1/users', () => {
  const newUser = (email: string) => ({
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
    expect((await login('criada@exemplo.com.br', 'senha-inicial-1')).status).toBe(200);
    const fetched = await t.call('GET', `/api/v1/users/${res.body.id}`, { token: admin.token });
    expect(fetched.body.email).toBe('criada@exemplo.com.br');
  });

  it('refuses a duplicate e-mail (any case) with 422 and errors.email', async () => {
    const first = await t.call('POST', '/api/v1/users', {
      token: admin.token,
      body: newUser('duplicada@exemplo.com'),
    });
    expect(first.status).toBe(201);
    const before = (await paginate({})).body.paginate.total;
    const dup = await t.call('POST', '/api/v1/users', {
      token: admin.token,
      body: newUser('DUPLICADA@exemplo.com'),
    });
    expect(dup.status).toBe(422);
    expect(dup.body.error).toEqual(expect.any(String));
    expect(dup.body.errors.email).toEqual(['Este e-mail já está cadastrado.']);
    expect((await paginate({})).body.paginate.total).toBe(before);
  });

  it('refuses invalid fields with 422 per field', async () => {
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
    const asClient = await t.call('POST', '/api/v1/users', {
      token: client.token,
      body: newUser('x1@exemplo.com'),
    });
    expect(asClient.status).toBe(403);
    expect(asClient.body).toEqual(FORBIDDEN);
    expect(
      (await t.call('POST', '/api/v1/users', { token: supplier.token, body: newUser('x2@exemplo.com') }))
        .status,
    ).toBe(403);
    expect((await t.call('POST', '/api/v1/users', { body: newUser('x3@exemplo.com') })).status).toBe(401);
    const rows = await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'x1@exemplo.com'));
    expect(rows).toEqual([]);
  });
});

describe('GET /api/v1/users/{id}', () => {
  it('lets an admin read anyone and a user read themselves', async () => {
    const client = await t.signUp('client');
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
    const self = await t.call('GET', `/api/v1/users/${client.user.id}`, { token: client.token });
    expect(self.status).toBe(200);
    expect(self.body).toEqual(byAdmin.body);
  });

  it("answers someone else's id exactly like a missing one (404)", async () => {
    const client = await t.signUp('client');
    const other = await t.signUp('supplier');
    const foreign = await t.call('GET', `/api/v1/users/${other.user.id}`, { token: client.token });
    const missing = await t.call('GET', '/api/v1/users/999999', { token: client.token });
    expect(foreign.status).toBe(404);
    expect(missing.status).toBe(404);
    expect(foreign.body).toEqual(missing.body);
    expect(foreign.body).toEqual(NOT_FOUND);
    // The admin's record is just as hidden.
    expect((await t.call('GET', `/api/v1/users/${admin.user.id}`, { token: other.token })).body).toEqual(
      NOT_FOUND,
    );
    expect((await t.call('GET', '/api/v1/users/999999', { token: admin.token })).status).toBe(404);
  });

  it('answers 422 for a non-numeric id and 401 without a session', async () => {
    const bad = await t.call('GET', '/api/v1/users/abc', { token: admin.token });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.id).toBeDefined();
    for (const id of ['0', '-1', '1.5', '99999999999']) {
      expect((await t.call('GET', `/api/v1/users/${id}`, { token: admin.token })).status, id).toBe(422);
    }
    expect((await t.call('GET', `/api/v1/users/${admin.user.id}`)).status).toBe(401);
  });
});

describe('PUT /api/v1/users/{id}', () => {
  const put = (id: number, body: unknown, token: string) =>
    t.call('PUT', `/api/v1/users/${id}`, { body, token });

  it('lets a user edit their own name; the body must be wrapped in {data}', async () => {
    const client = await t.signUp('client');
    const res = await put(client.user.id, { data: { name: '  Renomeada ', city: 'Campinas' } }, client.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: client.user.id,
      name: 'Renomeada',
      city: 'Campinas',
      role: 'client',
    });

    const unwrapped = await put(client.user.id, { name: 'Sem Data' }, client.token);
    expect(unwrapped.status).toBe(422);
    expect(unwrapped.body.errors).toBeDefined();
    expect((await t.call('GET', `/api/v1/users/${client.user.id}`, { token: client.token })).body.name).toBe(
      'Renomeada',
    );
  });

  it("refuses another user's id with 404 and an invalid field with 422", async () => {
    const client = await t.signUp('client');
    const other = await t.signUp('client');
    const foreign = await put(other.user.id, { data: { name: 'Invasor' } }, client.token);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(NOT_FOUND);
    expect(
      (await t.call('GET', `/api/v1/users/${other.user.id}`, { token: admin.token })).body.name,
    ).not.toBe('Invasor');

    const invalid = await put(client.user.id, { data: { email: 'nao-e-email', state: 'XX' } }, client.token);
    expect(invalid.status).toBe(422);
    expect(Object.keys(invalid.body.errors).sort()).toEqual(['email', 'state']);
    const taken = await put(
      client.user.id,
      { data: { email: other.email, current_password: client.password } },
      client.token,
    );
    expect(taken.status).toBe(422);
    expect(taken.body.errors.email).toEqual(['Este e-mail já está cadastrado.']);
  });

  it('refuses a client setting role or active (403), and changes nothing', async () => {
    const client = await t.signUp('client');
    const role = await put(client.user.id, { data: { role: 'admin' } }, client.token);
    expect(role.status).toBe(403);
    expect(role.body).toEqual(FORBIDDEN);
    expect((await put(client.user.id, { data: { name: 'X', role: 'supplier' } }, client.token)).status).toBe(
      403,
    );
    expect((await put(client.user.id, { data: { active: true } }, client.token)).status).toBe(403);
    const after = await t.call('GET', `/api/v1/users/${client.user.id}`, { token: client.token });
    expect(after.body).toMatchObject({ role: 'client', name: client.user.name, active: true });
  });

  it('changes the own password only with the right current_password, and revokes the other sessions', async () => {
    const client = await t.signUp('client');
    const other = await login(client.email, client.password);
    expect(other.status).toBe(200);
    const otherToken = other.body.access_token as string;

    const missing = await put(client.user.id, { data: { password: 'nova-senha-999' } }, client.token);
    expect(missing.status).toBe(422);
    expect(missing.body.errors.current_password).toEqual([expect.any(String)]);
    const wrong = await put(
      client.user.id,
      { data: { password: 'nova-senha-999', current_password: 'nao-e-esta-000' } },
      client.token,
    );
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.current_password).toEqual([expect.any(String)]);
    // Refused attempts changed nothing: both sessions and the old password still work.
    expect((await currentUser(otherToken)).status).toBe(200);
    expect((await login(client.email, client.password)).status).toBe(200);

    const ok = await put(
      client.user.id,
      { data: { password: 'nova-senha-999', current_password: client.password } },
      client.token,
    );
    expect(ok.status).toBe(200);
    expect(ok.body).not.toHaveProperty('password');
    expect(ok.body).not.toHaveProperty('password_hash');

    expect((await currentUser(client.token)).status).toBe(200);
    expect((await currentUser(otherToken)).status).toBe(401);
    expect(await login(client.email, client.password)).toMatchObject({ status: 401, body: ACCESS_DENIED });
    expect((await login(client.email, 'nova-senha-999')).status).toBe(200);
  });

  it('refuses a too-short new password with 422 on the password field', async () => {
    const client = await t.signUp('client');
    const res = await put(
      client.user.id,
      { data: { password: 'curta', current_password: client.password } },
      client.token,
    );
    expect(res.status).toBe(422);
    expect(res.body.errors.password).toBeDefined();
  });

  it("lets an admin edit someone's role and deactivate them with active:false", async () => {
    const client = await t.signUp('client');
    const promoted = await put(
      client.user.id,
      { data: { role: 'supplier', name: 'Promovida' } },
      admin.token,
    );
    expect(promoted.status).toBe(200);
    expect(promoted.body).toMatchObject({ role: 'supplier', name: 'Promovida' });

    const off = await put(client.user.id, { data: { active: false } }, admin.token);
    expect(off.status).toBe(200);
    expect(off.body.active).toBe(false);
    expect((await currentUser(client.token)).status).toBe(401);
    expect(await login(client.email, client.password)).toMatchObject({ status: 401, body: ACCESS_DENIED });

    const on = await put(client.user.id, { data: { active: true } }, admin.token);
    expect(on.body.active).toBe(true);
    expect((await login(client.email, client.password)).status).toBe(200);
  });
});

describe('DELETE /api/v1/users/{id}', () => {
  it('deactivates: the record stays (active:false), login is denied and the token stops working', async () => {
    const client = await t.signUp('client');
    const res = await t.call('DELETE', `/api/v1/users/${client.user.id}`, { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: client.user.id, email: client.email, active: false });

    const fetched = await t.call('GET', `/api/v1/users/${client.user.id}`, { token: admin.token });
    expect(fetched.status).toBe(200);
    expect(fetched.body).toMatchObject({ id: client.user.id, active: false });
    const listed = await paginate({ search: client.email });
    expect(listed.body.clients).toHaveLength(1);
    expect((await paginate({ search: client.email, filter: { active: true } })).body.clients).toEqual([]);

    expect(await login(client.email, client.password)).toMatchObject({ status: 401, body: ACCESS_DENIED });
    expect((await currentUser(client.token)).status).toBe(401);
    // A deactivated user cannot ask for a password reset either: the same neutral answer, no mail.
    expect((await t.call('POST', '/api/password/email', { body: { email: client.email } })).status).toBe(200);
    const resets = await t.db.select().from(passwordResets).where(eq(passwordResets.user_id, client.user.id));
    expect(resets).toEqual([]);
  });

  it('is admin only: 403 for client and supplier, 401 anonymous, 404 for a missing id, 422 for a bad one', async () => {
    const client = await t.signUp('client');
    const supplier = await t.signUp('supplier');
    const asClient = await t.call('DELETE', `/api/v1/users/${supplier.user.id}`, { token: client.token });
    expect(asClient.status).toBe(403);
    expect(asClient.body).toEqual(FORBIDDEN);
    expect(
      (await t.call('DELETE', `/api/v1/users/${supplier.user.id}`, { token: supplier.token })).status,
    ).toBe(403);
    expect((await t.call('DELETE', `/api/v1/users/${client.user.id}`)).status).toBe(401);
    expect((await currentUser(supplier.token)).status).toBe(200);
    expect((await currentUser(client.token)).status).toBe(200);

    expect((await t.call('DELETE', '/api/v1/users/999999', { token: admin.token })).body).toEqual(NOT_FOUND);
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
    const del = await solo.call('DELETE', `/api/v1/users/${only.user.id}`, { token: only.token });
    expect(del.status).toBe(409);
    expect(Object.keys(del.body)).toEqual(['error']);
    expect(del.body.error).toEqual(expect.any(String));

    const demote = await solo.call('PUT', `/api/v1/users/${only.user.id}`, {
      token: only.token,
      body: { data: { role: 'client' } },
    });
    expect(demote.status).toBe(409);
    const off = await solo.call('PUT', `/api/v1/users/${only.user.id}`, {
      token: only.token,
      body: { data: { active: false } },
    });
    expect(off.status).toBe(409);

    // An inactive admin does not count.
    const dormant = await solo.signUp('admin');
    await solo.db.update(users).set({ active: false }).where(eq(users.id, dormant.user.id));
    expect((await solo.call('DELETE', `/api/v1/users/${only.user.id}`, { token: only.token })).status).toBe(
      409,
    );

    const self = await solo.call('GET', `/api/v1/users/${only.user.id}`, { token: only.token });
    expect(self.body).toMatchObject({ role: 'admin', active: true });

    const second = await solo.signUp('admin');
    const nowOk = await solo.call('PUT', `/api/v1/users/${only.user.id}`, {
      token: only.token,
      body: { data: { role: 'client' } },
    });
    expect(nowOk.status).toBe(200);
    expect(nowOk.body.role).toBe('client');
    // Now `second` is the last one.
    const last = await solo.call('DELETE', `/api/v1/users/${second.user.id}`, { token: second.token });
    expect(last.status).toBe(409);
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
