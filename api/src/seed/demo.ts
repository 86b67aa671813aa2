import { randomBytes } from 'node:crypto';
import { count, eq, inArray, sql } from 'drizzle-orm';
import { completeCnpj, completeCpf } from '@ponte/shared';
import type { Db, Tx } from '../db/client.ts';
import { hashPassword } from '../auth/password.ts';
import { users } from '../modules/users/users.table.ts';
import { subscriberPlans, subscriptions } from '../modules/subscriptions/subscriptions.table.ts';
import { products, selections } from '../modules/products/products.table.ts';
import { shippingHistory, shippingOrderItems, shippingOrders, shippings } from '../modules/shippings/shippings.table.ts';
import { contents } from '../modules/contents/contents.table.ts';
import { systemConfigParams, systemConfigParamValues } from '../modules/config/config.table.ts';
import { DEMO_CATALOGUE, DEMO_CONTENT } from './demo-catalogue.ts';

const DAY = 86_400_000;

export async function isDatabaseEmpty(db: Db) {
  const [row] = await db.select({ n: count() }).from(users);
  return Number(row!.n) === 0;
}

/**
 * Fills an empty database so every screen has something to show: one admin, two suppliers with
 * products, two clients (one subscribed with a selection and shipments, one awaiting approval),
 * plans and content. Returns the accounts and their password, printed once by the caller.
 */
export async function seedDemo(db: Db, options: { appUrl: string; password?: string; now?: Date }) {
  const now = options.now ?? new Date();
  const password = options.password ?? randomBytes(9).toString('base64url');
  const hash = await hashPassword(password);
  const ago = (days: number) => new Date(now.getTime() - days * DAY);

  return db.transaction(async (tx) => {
    const insertUser = async (fields: Omit<typeof users.$inferInsert, 'password_hash'>) =>
      (await tx.insert(users).values({ ...fields, password_hash: hash }).returning())[0]!;

    const admin = await insertUser({ name: 'Ana', last_name: 'Administradora', email: 'admin@ponte.com.br', role: 'admin', created_at: ago(60) });
    const casa = await insertUser({
      name: 'Casa & Cozinha Brasil', last_name: 'Ltda', email: 'fornecedor@ponte.com.br', role: 'supplier',
      document: completeCnpj('451237890001'), phone: '1133224455', postcode: '01310100', address: 'Avenida Paulista',
      number: '1000', state: 'SP', city: 'São Paulo', district: 'Bela Vista', created_at: ago(40),
    });
    const moda = await insertUser({
      name: 'Moda Verde Atacado', last_name: 'ME', email: 'moda@ponte.com.br', role: 'supplier',
      document: completeCnpj('782314560001'), phone: '3132107788', postcode: '30130010', address: 'Avenida Afonso Pena',
      number: '850', state: 'MG', city: 'Belo Horizonte', district: 'Centro', created_at: ago(3),
    });
    const joana = await insertUser({
      name: 'Joana', last_name: 'Pereira', email: 'cliente@ponte.com.br', role: 'client',
      document: completeCpf('390533447'), phone: '21987654321', postcode: '20040020', address: 'Rua da Assembleia',
      number: '10', complement: 'Sala 1201', state: 'RJ', city: 'Rio de Janeiro', district: 'Centro', created_at: ago(30),
    });
    const carlos = await insertUser({
      name: 'Carlos', last_name: 'Souza', email: 'revendedor@ponte.com.br', role: 'client',
      document: completeCpf('153509460'), phone: '51998765432', created_at: ago(2),
    });

    const plans = await tx
      .insert(subscriberPlans)
      .values([
        { name: 'Fornecedor Essencial', description: 'Para quem está começando a vender por revendedores.', role: 'supplier', price_cents: 9900, interval: 'month', features: ['Até 500 produtos', 'Sincronização com o Bling', 'Suporte por e-mail'], position: 1 },
        { name: 'Fornecedor Pro', description: 'Catálogo grande e sincronização automática.', role: 'supplier', price_cents: 19900, interval: 'month', features: ['Produtos ilimitados', 'Sincronização automática', 'Suporte prioritário'], position: 2 },
        { name: 'Fornecedor Anual', description: 'O plano Pro com dois meses grátis.', role: 'supplier', price_cents: 199000, interval: 'year', features: ['Tudo do Pro', '2 meses grátis'], position: 3 },
        { name: 'Revendedor Start', description: 'Monte sua seleção e envie remessas.', role: 'client', price_cents: 4990, interval: 'month', features: ['Até 100 produtos na seleção', 'Exportação CSV e XLSX'], position: 1 },
        { name: 'Revendedor Plus', description: 'Para lojas com muitos pedidos.', role: 'client', price_cents: 8990, interval: 'month', features: ['Seleção ilimitada', 'Remessas ilimitadas', 'Conteúdos exclusivos'], position: 2 },
        { name: 'Revendedor Anual', description: 'O plano Plus pagando uma vez por ano.', role: 'client', price_cents: 49900, interval: 'year', features: ['Tudo do Plus', 'Economia de 50%'], position: 3 },
      ])
      .returning();
    const plan = (name: string) => plans.find((p) => p.name === name)!;

    await tx.insert(subscriptions).values([
      { user_id: casa.id, plan_id: plan('Fornecedor Pro').id, status: 'active', provider: 'manual', price_cents: 19900, current_period_start: ago(10), current_period_end: new Date(now.getTime() + 20 * DAY), approved_at: ago(10), approved_by: admin.id, created_at: ago(11) },
      { user_id: joana.id, plan_id: plan('Revendedor Plus').id, status: 'active', provider: 'manual', price_cents: 8990, current_period_start: ago(5), current_period_end: new Date(now.getTime() + 25 * DAY), approved_at: ago(5), approved_by: admin.id, created_at: ago(6) },
      { user_id: carlos.id, plan_id: plan('Revendedor Start').id, status: 'pending', provider: 'manual', price_cents: 4990, created_at: ago(1) },
    ]);

    const supplierIds = { 'Casa & Cozinha Brasil': casa.id, 'Moda Verde Atacado': moda.id } as Record<string, number>;
    const productRows = [];
    let n = 0;
    for (const [supplierName, items] of Object.entries(DEMO_CATALOGUE)) {
      for (const [name, category, price, stock, weight] of items) {
        n += 1;
        productRows.push({
          supplier_id: supplierIds[supplierName]!,
          source: 'manual' as const,
          sku: `${supplierName.slice(0, 3).toUpperCase()}-${String(n).padStart(4, '0')}`,
          name,
          category,
          description: `${name}. Produto de ${supplierName}, pronto para revenda, com nota fiscal.`,
          short_description: name,
          gtin: ean13(`789${String(n * 7919).padStart(9, "0")}`),
          price_cents: price,
          suggested_price_cents: Math.round((price * 1.6) / 10) * 10 - 10,
          stock,
          weight_grams: weight,
          width_cm: 20,
          height_cm: 10,
          depth_cm: 15,
          created_at: ago(20 - (n % 10)),
        });
      }
    }
    const created = await tx.insert(products).values(productRows).returning();

    const chosen = created.filter((_, i) => i % 3 === 0).slice(0, 8);
    await tx.insert(selections).values(
      chosen.map((p) => ({ client_id: joana.id, product_id: p.id, sale_price_cents: p.suggested_price_cents })),
    );

    const bySupplier = (id: number) => chosen.filter((p) => p.supplier_id === id);
    const recipient = {
      recipient_name: 'Fernanda Lima', recipient_document: completeCpf('287465190'), recipient_phone: '11976543210',
      recipient_email: 'fernanda.lima@exemplo.com.br', postcode: '04538133', address: 'Avenida Brigadeiro Faria Lima',
      number: '3477', complement: 'Apto 52', state: 'SP', city: 'São Paulo', district: 'Itaim Bibi',
    };
    await createDemoShipping(tx, joana.id, casa.id, 'pending', bySupplier(casa.id).slice(0, 2), recipient, admin.id, ago(1));
    await createDemoShipping(tx, joana.id, casa.id, 'delivered', bySupplier(casa.id).slice(2, 3), recipient, casa.id, ago(12));
    await createDemoShipping(tx, joana.id, moda.id, 'processing', bySupplier(moda.id).slice(0, 2), recipient, moda.id, ago(2));

    await tx.insert(contents).values(DEMO_CONTENT.map((c, i) => ({ ...c, published: true, position: i + 1 })));

    const [redirect] = await tx.select().from(systemConfigParams).where(eq(systemConfigParams.code, 'bling_redirect_uri'));
    if (redirect) {
      await tx
        .update(systemConfigParamValues)
        .set({ value: new URL('/api/v1/bling/callback', options.appUrl).toString() })
        .where(eq(systemConfigParamValues.param_id, redirect.id));
    }

    return {
      password,
      accounts: [
        { role: 'admin', email: admin.email },
        { role: 'supplier', email: casa.email },
        { role: 'supplier (trial)', email: moda.email },
        { role: 'client', email: joana.email },
        { role: 'client (pending)', email: carlos.email },
      ],
    };
  });
}

async function createDemoShipping(
  tx: Tx,
  clientId: number,
  supplierId: number,
  status: 'pending' | 'processing' | 'delivered',
  items: (typeof products.$inferSelect)[],
  recipient: Omit<typeof shippingOrders.$inferInsert, 'shipping_id'>,
  actorId: number,
  at: Date,
) {
  if (items.length === 0) return;
  const paid = status === 'delivered';
  const [shipping] = await tx
    .insert(shippings)
    .values({ client_id: clientId, supplier_id: supplierId, status, payment_status: paid ? 'paid' : 'unpaid', paid_at: paid ? at : null, created_at: at })
    .returning();
  const [order] = await tx
    .insert(shippingOrders)
    .values({ ...recipient, shipping_id: shipping!.id, tracking_code: paid ? 'BR123456789BR' : null, carrier: paid ? 'Correios' : null, created_at: at })
    .returning();
  await tx.insert(shippingOrderItems).values(
    items.map((p, i) => ({ shipping_order_id: order!.id, product_id: p.id, quantity: i + 1, unit_price_cents: p.price_cents })),
  );
  const steps = ['pending', 'processing', 'shipped', 'delivered'];
  const history = steps.slice(0, steps.indexOf(status) + 1).map((to, i) => ({
    shipping_id: shipping!.id, at: new Date(at.getTime() + i * 3_600_000), by: i === 0 ? clientId : actorId, field: 'status', from: i === 0 ? null : steps[i - 1]!, to,
  }));
  if (paid) history.push({ shipping_id: shipping!.id, at, by: actorId, field: 'payment_status', from: 'unpaid', to: 'paid' });
  await tx.insert(shippingHistory).values(history);
  // Open shipments hold their units (docs/domain-rules.md#products: available = stock − reserved).
  if (status !== 'delivered') {
    for (const [i, p] of items.entries()) {
      await tx.update(products).set({ reserved: sql`${products.reserved} + ${i + 1}` }).where(inArray(products.id, [p.id]));
    }
  }
}

/** A valid EAN-13 from its first 12 digits. */
function ean13(twelve: string) {
  const sum = [...twelve].reduce((acc, d, i) => acc + Number(d) * (i % 2 ? 3 : 1), 0);
  return twelve + ((10 - (sum % 10)) % 10);
}
