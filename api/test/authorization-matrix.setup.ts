import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { passwordResets } from '../src/auth/auth.table.ts';
import { hashPassword } from '../src/auth/password.ts';
import { createSession } from '../src/auth/sessions.service.ts';
import { sha256 } from '../src/lib/crypto.ts';
import { systemConfigParams, systemConfigParamValues } from '../src/modules/config/config.table.ts';
import { contents } from '../src/modules/contents/contents.table.ts';
import { products, selections } from '../src/modules/products/products.table.ts';
import { order } from '../src/modules/shippings/shipping-fixtures.ts';
import { subscriberPlans, subscriptions } from '../src/modules/subscriptions/subscriptions.table.ts';
import { users } from '../src/modules/users/users.table.ts';
import { startFakeCepServers } from './fake-cep-servers.ts';
import { activateSubscription } from './fixtures.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * The world the authorization matrix runs in. "client" is clientA, who owns the client-side records
 * (the selection, the shipment, a subscription); "supplier" is supplierA, who owns the products and to
 * whom the shipment is addressed. The "other" ones own nothing of it.
 */
export const ACTORS = ['anonymous', 'client', 'otherClient', 'supplier', 'otherSupplier', 'admin'] as const;
export type Actor = (typeof ACTORS)[number];
export type Member = Exclude<Actor, 'anonymous'>;
type Role = (typeof users.$inferInsert)['role'];
interface Account {
  user: typeof users.$inferSelect;
  email: string;
  password: string;
  token: string;
}

/** An id no table will reach in this run (ids are serial, and the largest int4 is still a valid path id). */
export const MISSING_ID = 2_000_000_000;
export const KNOWN_CEP = '01001000';
const PASSWORD = 'senha-segura-123';

export type World = Awaited<ReturnType<typeof buildWorld>>;

async function insertProduct(
  t: TestApp,
  supplierId: number,
  fields: Partial<typeof products.$inferInsert> = {},
) {
  const [row] = await t.db
    .insert(products)
    .values({ name: 'Produto avulso', price_cents: 1000, stock: 100, ...fields, supplier_id: supplierId })
    .returning();
  return row!;
}

async function insertPlan(t: TestApp, fields: Partial<typeof subscriberPlans.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(subscriberPlans)
    .values({ name: 'Plano avulso', role: 'client', price_cents: 2990, ...fields })
    .returning();
  return row!;
}

async function insertContent(t: TestApp, fields: Partial<typeof contents.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(contents)
    .values({ title: 'Conteúdo avulso', body: '<p>Texto</p>', published: true, ...fields })
    .returning();
  return row!;
}

async function globalValueId(t: TestApp, code: string) {
  const [row] = await t.db
    .select({ id: systemConfigParamValues.id })
    .from(systemConfigParamValues)
    .innerJoin(systemConfigParams, eq(systemConfigParams.id, systemConfigParamValues.param_id))
    .where(and(eq(systemConfigParams.code, code), isNull(systemConfigParamValues.user_id)));
  return row?.id;
}

async function paramId(t: TestApp, code: string) {
  const [row] = await t.db.select().from(systemConfigParams).where(eq(systemConfigParams.code, code));
  return row!.id;
}

export async function buildWorld() {
  const t = await createTestApp();
  const cep = await startFakeCepServers({
    addresses: {
      [KNOWN_CEP]: { logradouro: 'Praça da Sé', bairro: 'Sé', localidade: 'São Paulo', uf: 'SP' },
    },
  });
  Object.assign(t.deps.env, cep.env);

  // One argon2 hash for everyone: hashing is most of the cost of an account, and logging in has its own row.
  const passwordHash = await hashPassword(PASSWORD);
  const account = async (role: Role, name: string): Promise<Account> => {
    const email = uniqueEmail();
    const [user] = await t.db
      .insert(users)
      .values({ name, last_name: 'Teste', email, role, password_hash: passwordHash })
      .returning();
    const { token } = await createSession(t.db, user!.id, 30, t.clock.now);
    return { user: user!, email, password: PASSWORD, token };
  };
  const accounts: Record<Member, Account> = {
    client: await account('client', 'Cliente A'),
    otherClient: await account('client', 'Cliente B'),
    supplier: await account('supplier', 'Fornecedor A'),
    otherSupplier: await account('supplier', 'Fornecedor B'),
    admin: await account('admin', 'Admin'),
  };
  // Suppliers are in their trial; clients have none, so they get a paid month.
  await activateSubscription(t.db, accounts.client.user);
  await activateSubscription(t.db, accounts.otherClient.user);
  // Logging in and resetting a password act on this account only, so no actor's session is touched.
  const visitor = await account('client', 'Visitante');

  const supplierId = accounts.supplier.user.id;
  const product = await insertProduct(t, supplierId, { name: 'Matriz ativa', stock: 1_000_000 });
  const inactiveProduct = await insertProduct(t, supplierId, { name: 'Matriz inativa', status: 'inactive' });
  await t.db
    .insert(selections)
    .values({ client_id: accounts.client.user.id, product_id: product.id, sale_price_cents: 1500 });

  const plans = {
    client: await insertPlan(t, { name: 'Revenda mensal', role: 'client' }),
    supplier: await insertPlan(t, { name: 'Fornecedor mensal', role: 'supplier' }),
    inactive: await insertPlan(t, { name: 'Plano antigo', role: 'client', active: false }),
  };

  const content = {
    all: await insertContent(t, { title: 'Para todos', audience: 'all' }),
    client: await insertContent(t, { title: 'Para revendedores', audience: 'client' }),
    supplier: await insertContent(t, { title: 'Para fornecedores', audience: 'supplier' }),
    draft: await insertContent(t, { title: 'Rascunho', audience: 'all', published: false }),
  };

  const world = {
    t,
    cep,
    accounts,
    visitor,
    product,
    inactiveProduct,
    plans,
    content,
    shipment: { id: 0, orderId: 0 },
    config: {
      globalValueId: (await globalValueId(t, 'support_email'))!,
      globalParamId: await paramId(t, 'support_email'),
      userParamId: await paramId(t, 'erp_auto_sync'),
      supplierValueId: 0,
    },
    token: (actor: Actor) => (actor === 'anonymous' ? undefined : accounts[actor].token),
    async close() {
      await cep.close();
      await t.close();
    },
  };
  world.shipment = await freshShipment(world);
  const own = await t.call('POST', '/api/v1/system-config-param-values-custom', {
    token: accounts.supplier.token,
    body: { code: 'erp_auto_sync', value: true },
  });
  if (own.status !== 200) throw new Error(`world: supplier value not set: ${JSON.stringify(own.body)}`);
  world.config.supplierValueId = own.body.data.id;
  return world;
}

type WorldBase = { t: TestApp; accounts: Record<Member, Account>; product: { id: number } };

/** A product of supplierA for one cell that may change or delete it. */
export const freshProduct = (w: World) => insertProduct(w.t, w.accounts.supplier.user.id);
export const freshPlan = (w: World) => insertPlan(w.t);
export const freshContent = (w: World) => insertContent(w.t);

/** A pending shipment of clientA addressed to supplierA, made through the API as a client would. */
export async function freshShipment(w: WorldBase) {
  const res = await w.t.call('POST', '/api/v1/shippings', {
    token: w.accounts.client.token,
    body: { orders: [order([{ product_id: w.product.id, quantity: 1 }])] },
  });
  if (res.status !== 201) throw new Error(`world: shipment not created: ${JSON.stringify(res.body)}`);
  const shipping = res.body.result.shippings[0];
  return { id: shipping.id as number, orderId: shipping.orders[0].id as number };
}

/** A new session of the actor, for a cell that ends the one it uses (logout). */
export async function freshSession(w: World, actor: Actor) {
  if (actor === 'anonymous') return undefined;
  // Straight to the sessions table: logging in is its own row, and each login costs an argon2 check.
  const { token } = await createSession(w.t.db, w.accounts[actor].user.id, 1, w.t.clock.now);
  return token;
}

/** An account nobody uses, for a cell that deactivates it. */
export async function freshUser(w: World) {
  const [row] = await w.t.db
    .insert(users)
    .values({
      name: 'Conta',
      last_name: 'Avulsa',
      email: uniqueEmail(),
      password_hash: 'never-used',
      role: 'client',
    })
    .returning();
  return row!;
}

export const uniqueEmail = () => `avulso-${randomBytes(4).toString('hex')}@teste.com.br`;

/** A valid, unused password-reset token for the visitor. */
export async function freshResetToken(w: World) {
  const token = randomBytes(24).toString('hex');
  await w.t.db.insert(passwordResets).values({
    user_id: w.visitor.user.id,
    token_hash: sha256(token),
    expires_at: new Date(w.t.clock.now.getTime() + 3600_000),
  });
  return token;
}

/** Only one subscription may wait for payment per user: clear the way for a cell that creates one. */
export async function dropPendingSubscriptions(w: World, actor: Actor) {
  if (actor === 'anonymous') return;
  const userId = w.accounts[actor].user.id;
  await w.t.db
    .delete(subscriptions)
    .where(and(eq(subscriptions.user_id, userId), eq(subscriptions.status, 'pending')));
}

/** A pending subscription of clientA for one approval cell. */
export async function freshPendingSubscription(w: World) {
  await dropPendingSubscriptions(w, 'client');
  const [row] = await w.t.db
    .insert(subscriptions)
    .values({
      user_id: w.accounts.client.user.id,
      plan_id: w.plans.client.id,
      price_cents: w.plans.client.price_cents,
    })
    .returning();
  return row!;
}

/** A running paid month of clientA, so every cancel cell has something to cancel. */
export const freshRunningSubscription = (w: World) =>
  activateSubscription(w.t.db, w.accounts.client.user, w.t.clock.now);
