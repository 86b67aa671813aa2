import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { TestApp } from '../../../test/test-app.ts';
import { startBlingWorld } from '../../../test/fake-bling/bling-test-world.ts';
import type { FakeBling } from '../../../test/fake-bling/index.ts';
import type { FakeProduct } from '../../../test/fake-bling/catalogue.ts';
import { connectThroughBling, waitFor } from '../../../test/fake-bling/app-setup.ts';
import { products } from '../products/products.table.ts';
import { STOCK_PASSES } from './bling-sync.ts';
import { startBlingWorker, type BlingWorker } from './bling-worker.ts';

/**
 * A 2,500-product catalogue through the real endpoints, worker and fake Bling, paced fast (the fake's
 * limit is raised to match): every mapped field is checked against the fake's own data.
 */
const COUNT = 2500;
let t: TestApp;
let bling: FakeBling;
let worker: BlingWorker;
let supplier: Awaited<ReturnType<TestApp['signUp']>>;

beforeAll(async () => {
  ({ t, bling, supplier } = await startBlingWorld({
    fake: { products: COUNT, catalogue: { variations: true } },
    env: { BLING_REQUESTS_PER_SECOND: 1000 },
    followTestClock: true,
    connect: false,
  }));
  worker = startBlingWorker(t.deps, { pollMs: 50 });
});
afterAll(async () => {
  await worker.stop();
  await bling.close();
  await t.close();
});

const status = () => t.api(supplier.token).bling.status();
const sync = () => t.api(supplier.token).bling.sync();
const finished = (runId?: number) =>
  waitFor(
    async () => {
      const s = await status();
      return !s.current_run && s.last_run && (runId === undefined || s.last_run.id === runId)
        ? s.last_run
        : null;
    },
    120_000,
    'the run to finish',
  );
const mine = () => t.db.select().from(products).where(eq(products.supplier_id, supplier.user.id));

const sellable = (p: FakeProduct) => p.formato === 'S' && !p.excluido;
/** How many list pages a pass over `n` items reads: full pages, then one shorter (maybe empty). */
const pagesFor = (n: number) => Math.floor(n / 100) + 1;
const listPages = (items: FakeProduct[]) =>
  STOCK_PASSES.map((filter) =>
    items.filter((p) =>
      filter === 0
        ? p.saldoVirtualTotal === 0
        : filter === 1
          ? p.saldoVirtualTotal > 0
          : p.saldoVirtualTotal < 0,
    ),
  ).reduce((sum, pass) => sum + pagesFor(pass.length), 0);

/** The product a Bling product should become (decision 017), written out independently of the mapper. */
function expected(p: FakeProduct) {
  const cm = (v: number) =>
    Math.round(v * ({ 0: 100, 1: 1, 2: 0.1 } as const)[p.dimensoes.unidadeMedida] * 100) / 100;
  const internas = [...p.imagens.internas].sort((a, b) => a.ordem! - b.ordem!).map((i) => i.link);
  return {
    external_id: String(p.id),
    source: 'bling',
    name: p.nome,
    sku: p.codigo,
    price_cents: Math.round(p.preco * 100),
    stock: Math.max(0, Math.floor(p.saldoVirtualTotal)),
    gtin: p.gtin === '1234567890123' ? null : p.gtin,
    weight_grams: Math.round((p.pesoBruto || p.pesoLiquido) * 1000),
    width_cm: cm(p.dimensoes.largura),
    height_cm: cm(p.dimensoes.altura),
    depth_cm: cm(p.dimensoes.profundidade),
    images: [
      ...internas,
      ...p.imagens.externas.filter((e) => e.link.startsWith('https:')).map((e) => e.link),
    ],
    status: 'active',
    short_description: p.descricaoCurta.replace(/<[^>]+>/g, '').replace('&amp;', '&'),
  };
}

describe('a full sync of 2,500 products', () => {
  it('creates exactly the active sellable products, every mapped field right, within the request budget', async () => {
    await connectThroughBling(t, supplier.token);
    const run = await finished();
    const catalogue = bling.controls.catalogue();
    const active = catalogue.filter((p) => sellable(p) && p.situacao === 'A');
    expect(catalogue.filter(sellable)).toHaveLength(COUNT);
    expect(run).toMatchObject({
      status: 'completed',
      kind: 'full',
      trigger: 'user',
      products_seen: COUNT,
      products_created: active.length,
      products_updated: 0,
      products_deactivated: 0,
      errors: 0,
      last_error: null,
      pages_done: listPages(catalogue),
    });

    const rows = await mine();
    expect(rows).toHaveLength(active.length);
    const byId = new Map(rows.map((row) => [row.external_id, row]));
    for (const p of active) expect(byId.get(String(p.id)), `product ${p.id}`).toMatchObject(expected(p));
    // Zero and negative balances came too (the list hides them unless asked), as stock 0.
    expect(active.filter((p) => p.saldoVirtualTotal <= 0).length).toBeGreaterThan(50);
    // Descriptions are sanitized: no script, no handlers; headings mapped onto the allowed ones.
    const withScript = byId.get(
      String(active.find((p) => p.descricaoComplementar.includes('<script>'))!.id),
    )!;
    expect(withScript.description).toMatch(
      /^<h2>Detalhes<\/h2><p>Resistente e durável.<\/p><ul><li>Item \d+<\/li><\/ul>$/,
    );
    const noLong = active.find((p) => p.descricaoComplementar === '')!;
    expect(byId.get(String(noLong.id))!.description).toBe(noLong.descricaoCurta);
    expect(rows.every((row) => row.reserved === 0 && row.synced_at !== null)).toBe(true);

    // One list request per page, one detail per active product, nothing else; the fake never said 429.
    expect(bling.stats.byRoute).toEqual({
      'GET /empresas/me/dados-basicos': 1,
      'GET /produtos': listPages(catalogue),
      'GET /produtos/{id}': active.length,
    });
    expect(bling.stats.tooManyRequests).toBe(0);
    expect(bling.stats.tokenCallsByGrant).toEqual({ authorization_code: 1 });
  }, 180_000);

  it('an incremental run after 1% changed asks for the list pages and the changed products only', async () => {
    const changed = bling.controls.changeProducts(COUNT / 100);
    bling.resetStats();
    const run = await finished((await sync()).run.id);
    const changedProducts = changed.map((id) => bling.controls.product(id));
    const activeChanged = changedProducts.filter((p) => p.situacao === 'A');
    expect(run).toMatchObject({
      status: 'completed',
      kind: 'incremental',
      products_seen: changed.length,
      products_created: 0,
      products_updated: activeChanged.length,
      products_deactivated: 0,
    });
    expect(bling.stats.byRoute).toEqual({
      'GET /produtos': listPages(changedProducts),
      'GET /produtos/{id}': activeChanged.length,
    });
    const rows = await mine();
    for (const p of activeChanged) {
      expect(rows.find((row) => row.external_id === String(p.id))).toMatchObject({
        name: p.nome,
        price_cents: Math.round(p.preco * 100),
      });
    }
  }, 60_000);

  it('a full run a day later deactivates what Bling deleted or inactivated, and never deletes', async () => {
    const active = bling.controls.catalogue().filter((p) => sellable(p) && p.situacao === 'A');
    const [gone1, gone2, inactivated] = [active[3]!, active[400]!, active[900]!];
    bling.controls.deleteProducts([gone1.id, gone2.id]);
    bling.controls.setSituacao(inactivated.id, 'I');
    t.clock.now = new Date(t.clock.now.getTime() + 25 * 3600_000);
    bling.resetStats();
    const run = await finished((await sync()).run.id);
    expect(run).toMatchObject({
      status: 'completed',
      kind: 'full',
      products_created: 0,
      products_deactivated: 3,
      errors: 0,
    });
    const rows = await mine();
    for (const p of [gone1, gone2, inactivated]) {
      expect(rows.find((row) => row.external_id === String(p.id))?.status, String(p.id)).toBe('inactive');
    }
    expect(rows.filter((row) => row.status === 'active')).toHaveLength(active.length - 3);
    // The two deleted ones were each asked for once by id to be sure, before being deactivated.
    expect(bling.stats.byRoute['GET /produtos/{id}']).toBe(active.length - 3 + 2);
    const stillThere = await t.db
      .select()
      .from(products)
      .where(and(eq(products.supplier_id, supplier.user.id), eq(products.external_id, String(gone1.id))));
    expect(stillThere).toHaveLength(1);
  }, 180_000);
});
