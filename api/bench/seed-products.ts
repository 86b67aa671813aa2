import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { hashPassword } from '../src/auth/password.ts';
import { maintainStaleTables } from '../src/db/pglite-analyze.ts';
import { subscriberPlans, subscriptions } from '../src/modules/subscriptions/subscriptions.table.ts';
import { users } from '../src/modules/users/users.table.ts';

export const BENCH_PASSWORD = 'senha-do-benchmark-123';
const SUPPLIERS = 20;
/** Rows per INSERT … SELECT: keeps each statement (and PGlite's WASM memory) modest at 1M rows. */
const CHUNK = 100_000;
const DAY = 86_400_000;

// Word lists of co-prime lengths (37, 23, 19, 11), combined by modulo, so names repeat rarely and every
// trigram of a real catalogue shows up: "cafet" hits one product in 37.
// prettier-ignore
const NOUNS = [
  'Cafeteira', 'Panela', 'Frigideira', 'Garrafa Térmica', 'Caneca', 'Jarra', 'Chaleira', 'Tábua de Corte',
  'Faqueiro', 'Escorredor de Louças', 'Toalha de Mesa', 'Toalha de Banho', 'Tapete', 'Almofada', 'Cortina',
  'Luminária', 'Vaso', 'Vela Aromática', 'Organizador', 'Cesto', 'Camiseta', 'Calça', 'Bermuda', 'Vestido',
  'Moletom', 'Tênis', 'Sandália', 'Bolsa Tiracolo', 'Mochila', 'Boné', 'Óculos de Sol', 'Relógio', 'Carteira',
  'Cinto', 'Jaqueta', 'Meia', 'Pijama',
];
// prettier-ignore
const MATERIALS = [
  'Inox', 'Alumínio', 'Vidro', 'Bambu', 'Cerâmica', 'Algodão', 'Algodão Orgânico', 'Couro', 'Sintético', 'Lona',
  'Palha', 'Madeira', 'Plástico Reciclado', 'Silicone', 'Ferro Fundido', 'Porcelana', 'Linho', 'Viscose', 'Jeans',
  'Malha', 'Sarja', 'Acrílico', 'Tricô',
];
// prettier-ignore
const FINISHES = [
  'Branco', 'Preto', 'Cinza', 'Azul Marinho', 'Verde Musgo', 'Vermelho', 'Caramelo', 'Bege', 'Rosa', 'Amarelo',
  'Terracota', 'Grafite', 'Natural', 'Estampado', 'Listrado', 'Floral', 'Vintage', 'Premium', 'Clássico',
];
const SIZES = [
  'P',
  'M',
  'G',
  'GG',
  '1 Litro',
  '2 Litros',
  '6 Peças',
  '10 Peças',
  'Kit 3',
  'Grande',
  'Pequeno',
];
const CATEGORIES = [
  'Cozinha',
  'Mesa e Banho',
  'Decoração',
  'Organização',
  'Vestuário',
  'Calçados',
  'Acessórios',
];

const gcd = (a: number, b: number): number => (b ? gcd(b, a % b) : a);
const lengths = [NOUNS.length, MATERIALS.length, FINISHES.length, SIZES.length];
if (lengths.some((a, i) => lengths.slice(i + 1).some((b) => gcd(a, b) !== 1))) {
  throw new Error(`word list lengths must be co-prime, got ${lengths.join(', ')}`);
}

/** A constant SQL array of the list; the words are ours, never user input. */
const pick = (words: string[], index: string) =>
  `(ARRAY[${words.map((w) => `'${w.replace(/'/g, "''")}'`).join(',')}])[1 + (${index})]`;

export interface SeededUsers {
  admin: { id: number; email: string };
  client: { id: number; email: string };
  /** The first supplier, who signs in for the supplier's own list. */
  supplier: { id: number; email: string };
  supplierIds: number[];
}

async function seedUsers(db: Db): Promise<SeededUsers> {
  const password_hash = await hashPassword(BENCH_PASSWORD);
  const person = (role: 'admin' | 'supplier' | 'client', n: number) => ({
    name: role === 'supplier' ? `Fornecedor ${n}` : role === 'admin' ? 'Admin' : 'Cliente',
    last_name: 'Benchmark',
    email: `${role}${n}@bench.ponte.local`,
    role,
    password_hash,
  });
  const [admin] = await db.insert(users).values(person('admin', 1)).returning();
  const [client] = await db.insert(users).values(person('client', 1)).returning();
  const suppliers = await db
    .insert(users)
    .values(Array.from({ length: SUPPLIERS }, (_, i) => person('supplier', i + 1)))
    .returning();

  // Paid, running subscriptions (as api/test/fixtures.ts), so the client sees every supplier's catalogue.
  const now = new Date();
  const plans = await db
    .insert(subscriberPlans)
    .values([
      { name: 'Plano fornecedor (benchmark)', role: 'supplier', price_cents: 9990 },
      { name: 'Plano cliente (benchmark)', role: 'client', price_cents: 4990 },
    ])
    .returning();
  await db.insert(subscriptions).values(
    [...suppliers, client!].map((user) => {
      const plan = plans.find((p) => p.role === user.role)!;
      return {
        user_id: user.id,
        plan_id: plan.id,
        status: 'active' as const,
        price_cents: plan.price_cents,
        current_period_start: now,
        current_period_end: new Date(now.getTime() + 30 * DAY),
        approved_at: now,
      };
    }),
  );
  return {
    admin: { id: admin!.id, email: admin!.email },
    client: { id: client!.id, email: client!.email },
    supplier: { id: suppliers[0]!.id, email: suppliers[0]!.email },
    supplierIds: suppliers.map((s) => s.id),
  };
}

/** Products `from`..`to` in one set-based statement; every column a catalogue synced from Bling would fill. */
function productsInsert(from: number, to: number, supplierIds: number[]) {
  return `
    INSERT INTO products (supplier_id, source, external_id, sku, name, short_description, description, price_cents,
      suggested_price_cents, stock, reserved, weight_grams, width_cm, height_cm, depth_cm, images, category, status,
      created_at, updated_at)
    SELECT (ARRAY[${supplierIds.join(',')}])[1 + g % ${supplierIds.length}],
      'bling', (10000000000 + g)::text, 'PNT-' || lpad(g::text, 7, '0'),
      ${pick(NOUNS, `g % ${NOUNS.length}`)} || ' ' || ${pick(MATERIALS, `(g / ${NOUNS.length}) % ${MATERIALS.length}`)}
        || ' ' || ${pick(FINISHES, `g % ${FINISHES.length}`)} || ' ' || ${pick(SIZES, `g % ${SIZES.length}`)}
        || ' Mod. ' || (g % 997),
      'Produto de qualidade, pronto para revenda.',
      'Descrição completa do produto ' || g || ': materiais selecionados, garantia de 90 dias e nota fiscal.',
      990 + (g::bigint * 7919) % 49000, 1990 + (g::bigint * 7919) % 79000, (g * 31) % 250, (g * 7) % 3,
      100 + g % 5000, 10 + g % 40, 5 + g % 30, 2 + g % 20,
      jsonb_build_array('https://img.ponte.example/produtos/' || g || '.jpg'),
      ${pick(CATEGORIES, `g % ${CATEGORIES.length}`)},
      (CASE WHEN g % 20 = 0 THEN 'inactive' ELSE 'active' END)::product_status,
      now() - make_interval(mins => ${to} - g), now()
    FROM generate_series(${from}, ${to}) AS g`;
}

/**
 * What runs after the bulk insert. `vacuum` (default): VACUUM ANALYZE, the settled state PostgreSQL's
 * autovacuum reaches by itself a minute after a bulk insert (statistics, visibility map, GIN pending list
 * merged), done up front so it cannot start in the middle of a measurement. `analyze`: statistics only.
 * `none`: nothing at all. `app`: only what the app itself does, as it really runs (decision 035): on
 * PGlite the maintenance pass the server runs once it listens (`maintainStaleTables`); on PostgreSQL
 * nothing, autovacuum does its work whenever it comes (possibly during a measurement).
 */
export const MAINTENANCE = ['vacuum', 'analyze', 'none', 'app'] as const;
export type Maintenance = (typeof MAINTENANCE)[number];
const MAINTENANCE_SQL: Record<Exclude<Maintenance, 'app'>, string | null> = {
  vacuum: 'VACUUM (ANALYZE)',
  analyze: 'ANALYZE',
  none: null,
};

/**
 * Users, subscriptions and `rows` products with set-based SQL (no row-by-row round trips), a 1% selection
 * for the client, then the chosen maintenance.
 */
export async function seedProducts(
  db: Db,
  rows: number,
  maintenance: Maintenance,
  onProgress: (done: number) => void = () => {},
  kind: 'pglite' | 'postgres' = 'pglite',
): Promise<SeededUsers & { maintained: string[] }> {
  const seeded = await seedUsers(db);
  for (let from = 1; from <= rows; from += CHUNK) {
    const to = Math.min(rows, from + CHUNK - 1);
    await db.execute(sql.raw(productsInsert(from, to, seeded.supplierIds)));
    onProgress(to);
  }
  await db.execute(
    sql.raw(`
    INSERT INTO selections (client_id, product_id, sale_price_cents)
    SELECT ${seeded.client.id}, id, price_cents * 13 / 10 FROM products WHERE id % 100 = 1`),
  );
  let maintained: string[] = [];
  if (maintenance === 'app') {
    if (kind === 'pglite') {
      maintained = await maintainStaleTables(db, (error) => {
        throw error;
      });
    }
  } else {
    const statement = MAINTENANCE_SQL[maintenance];
    if (statement) await db.execute(sql.raw(statement));
  }
  return { ...seeded, maintained };
}
