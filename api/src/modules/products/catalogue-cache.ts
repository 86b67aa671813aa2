import { and, eq, min } from 'drizzle-orm';
import type { ProductListQuerySchema, ProductListSchema } from '@ponte/shared';
import type { z } from 'zod';
import { CATALOGUE_CHANNEL, type ChangeFeed } from '../../db/change-feed.ts';
import type { Queryable } from '../../db/client.ts';
import { KeptAnswers } from '../../db/kept-answers.ts';
import { countCataloguePage } from '../../lib/metrics.ts';
import type { JsonText } from '../../lib/openapi.ts';
import { subscriptionVerdictUntilSql } from '../subscriptions/subscription-state.ts';
import { users } from '../users/users.table.ts';
import { listProducts, type Viewer } from './products.queries.ts';

type ListQuery = z.output<typeof ProductListQuerySchema>;
type ProductPage = z.input<typeof ProductListSchema>;

/** Pages kept per process, and their JSON's total length: a bound on memory, whatever the page size. */
const MAX_PAGES = 2_000;
const MAX_CHARS = 16 * 1024 * 1024;

/**
 * Catalogue pages (`POST /products/paginate`) kept as the JSON they answered, per viewer and query, while
 * the database tells every write that changes them (decision 076, migration 0009): a product ('products'),
 * a supplier's account or subscription, the trial's length ('*'), each forgetting every page, or a client's
 * own marks and prices (that client's pages). A page read while such a write committed is not kept, and
 * nothing is kept while the change feed is down (db/kept-answers.ts). The one change time alone makes is a
 * supplier's trial or period ending, which decides what clients see: a client's page holds until the first
 * such instant.
 */
export class CatalogueCache {
  readonly #pages: KeptAnswers<JsonText<ProductPage>>;
  /** When some supplier's subscription verdict next changes by time alone (one answer, key ''). */
  readonly #visibility: KeptAnswers<number>;

  constructor(feed: ChangeFeed) {
    this.#pages = new KeptAnswers(feed, {
      channel: CATALOGUE_CHANNEL,
      maxEntries: MAX_PAGES,
      maxSize: MAX_CHARS,
      counted: countCataloguePage,
    });
    // Only '*' changes which suppliers clients see: products and selections do not.
    this.#visibility = new KeptAnswers(feed, {
      channel: CATALOGUE_CHANNEL,
      maxEntries: 1,
      ignores: (payload) => payload !== '*',
    });
  }

  /**
   * The page as JSON: kept, or read (and kept if nothing changed it meanwhile). Who may ask, and for what,
   * was checked before: the key holds the viewer and every field of the validated query.
   */
  async page(db: Queryable, viewer: Viewer, query: ListQuery, now: Date): Promise<JsonText<ProductPage>> {
    const key = JSON.stringify([viewer.role, viewer.role === 'admin' ? 0 : viewer.id, query]);
    const kept = this.#pages.get(key, now);
    if (kept !== undefined) return kept;
    const mark = this.#pages.mark();
    const page: ProductPage = await listProducts(db, viewer, query, now);
    const json: JsonText<ProductPage> = JSON.stringify(page);
    // A client sees the products of suppliers whose subscription is active: that changes by time too.
    const until = viewer.role === 'client' ? await this.#visibilityUntil(db, now) : Infinity;
    // Whose writes forget it besides everyone's: the client whose marks it shows (theirs, or the ones an
    // admin filters by).
    const owner = viewer.role === 'client' ? viewer.id : (query.filter?.selected_by ?? null);
    this.#pages.keep(key, { value: json, owner, readAt: now.getTime(), until, size: json.length }, mark);
    return json;
  }

  async #visibilityUntil(db: Queryable, now: Date): Promise<number> {
    const kept = this.#visibility.get('', now);
    if (kept !== undefined) return kept;
    const mark = this.#visibility.mark();
    const [row] = await db
      .select({ until: min(subscriptionVerdictUntilSql(now)) })
      .from(users)
      .where(and(eq(users.role, 'supplier'), eq(users.active, true)));
    const until = row?.until ? new Date(row.until).getTime() : Infinity;
    this.#visibility.keep('', { value: until, owner: null, readAt: now.getTime(), until }, mark);
    return until;
  }
}
