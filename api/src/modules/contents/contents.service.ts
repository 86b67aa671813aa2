import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  VIDEO_URL_MESSAGE,
  type Content,
  type ContentCreateSchema,
  type ContentListQuerySchema,
  type ContentUpdateSchema,
} from '@ponte/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { iso } from '../../db/columns.ts';
import type { AuthUser } from '../../lib/context.ts';
import { MESSAGES, notFound, unprocessable } from '../../lib/errors.ts';
import { likePattern } from '../../lib/search.ts';
import { contents } from './contents.table.ts';
import { sanitizeContentHtml } from './sanitize.ts';
import { toEmbedUrl } from './video-url.ts';

type ContentRow = typeof contents.$inferSelect;
type ContentInput = z.output<typeof ContentUpdateSchema>;

const toContent = (row: ContentRow): Content => ({
  ...row,
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at),
});

/** Admins see everything; others only published content for everyone or for their role. */
function visibleTo(actor: AuthUser): SQL | undefined {
  if (actor.role === 'admin') return undefined;
  return and(eq(contents.published, true), inArray(contents.audience, ['all', actor.role]));
}

export async function listContents(db: Db, actor: AuthUser, query: z.output<typeof ContentListQuerySchema>) {
  const where: (SQL | undefined)[] = [visibleTo(actor)];
  if (query.search) {
    const text = sql`(${contents.title} || ' ' || coalesce(${contents.summary}, '') || ' ' || ${contents.body})`;
    where.push(sql`${text} ILIKE ${likePattern(query.search)}`);
  }
  if (query.category) where.push(sql`lower(${contents.category}) = lower(${query.category})`);
  const rows = await db
    .select()
    .from(contents)
    .where(and(...where))
    .orderBy(asc(contents.position), asc(contents.id));
  return rows.map(toContent);
}

export async function getContent(db: Db, actor: AuthUser, id: number): Promise<Content> {
  const [row] = await db
    .select()
    .from(contents)
    .where(and(eq(contents.id, id), visibleTo(actor)));
  if (!row) throw notFound();
  return toContent(row);
}

/** The body is stored sanitised and the video as its embeddable URL, so readers never get raw input. */
function prepare<T extends ContentInput>(input: T): T {
  const out = { ...input };
  if (out.body !== undefined) out.body = sanitizeContentHtml(out.body);
  if (out.video_url) {
    const embed = toEmbedUrl(out.video_url);
    if (!embed) {
      throw unprocessable(MESSAGES.invalid, { video_url: [VIDEO_URL_MESSAGE] });
    }
    out.video_url = embed;
  }
  return out;
}

export async function createContent(
  db: Db,
  input: z.output<typeof ContentCreateSchema>,
  now: Date,
): Promise<Content> {
  const [row] = await db
    .insert(contents)
    .values({ ...prepare(input), created_at: now, updated_at: now })
    .returning();
  return toContent(row!);
}

export async function updateContent(db: Db, id: number, data: ContentInput, now: Date): Promise<Content> {
  const [row] = await db
    .update(contents)
    .set({ ...prepare(data), updated_at: now })
    .where(eq(contents.id, id))
    .returning();
  if (!row) throw notFound();
  return toContent(row);
}

export async function deleteContent(db: Db, id: number) {
  const [row] = await db.delete(contents).where(eq(contents.id, id)).returning({ id: contents.id });
  if (!row) throw notFound();
  return { message: 'Conteúdo removido.' };
}
