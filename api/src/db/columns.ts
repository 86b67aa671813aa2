import { integer, timestamp } from 'drizzle-orm/pg-core';

/** Column helpers shared by every table: identity ids and UTC timestamps. */
export const id = () => integer().primaryKey().generatedAlwaysAsIdentity();
export const timestamptz = () => timestamp({ withTimezone: true, mode: 'date' });
export const createdAt = () => timestamptz().notNull().defaultNow();
export const updatedAt = () =>
  timestamptz()
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** Timestamps travel as ISO 8601 UTC strings (docs/product.md#contract). */
export const iso = (value: Date | string) => new Date(value).toISOString();
export const isoOrNull = (value: Date | string | null | undefined) => (value ? iso(value) : null);
