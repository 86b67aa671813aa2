import { boolean, index, integer, pgEnum, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from '../../db/columns.ts';

export const audienceEnum = pgEnum('content_audience', ['all', 'supplier', 'client']);

export const contents = pgTable(
  'contents',
  {
    id: id(),
    title: text().notNull(),
    summary: text(),
    /** HTML, sanitised on the server before it is stored. */
    body: text().notNull().default(''),
    /** Embeddable YouTube/Vimeo URL. */
    video_url: text(),
    cover_url: text(),
    category: text(),
    audience: audienceEnum().notNull().default('all'),
    published: boolean().notNull().default(false),
    position: integer().notNull().default(0),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index('contents_published_idx').on(t.published, t.audience, t.position)],
);
