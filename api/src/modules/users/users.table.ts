import { getTableColumns, sql } from 'drizzle-orm';
import { boolean, index, pgEnum, pgTable, text, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from '../../db/columns.ts';

/** What the console's client search looks in: names, e-mail, CPF/CNPJ and phone (digits). */
const searchText = (t: {
  name: AnyPgColumn;
  last_name: AnyPgColumn;
  email: AnyPgColumn;
  document: AnyPgColumn;
  phone: AnyPgColumn;
}) =>
  sql`${t.name} || ' ' || ${t.last_name} || ' ' || ${t.email} || ' ' || coalesce(${t.document}, '') || ' ' || coalesce(${t.phone}, '')`;

export const roleEnum = pgEnum('role', ['admin', 'supplier', 'client']);

export const users = pgTable(
  'users',
  {
    id: id(),
    name: text().notNull(),
    last_name: text().notNull().default(''),
    /** Always stored lower-cased; unique. */
    email: text().notNull(),
    password_hash: text().notNull(),
    role: roleEnum().notNull().default('client'),
    /** CPF or CNPJ, digits only. */
    document: text(),
    phone: text(),
    postcode: text(),
    address: text(),
    number: text(),
    complement: text(),
    state: text(),
    city: text(),
    district: text(),
    /** false = deactivated: cannot log in, keeps all their records. */
    active: boolean().notNull().default(true),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    index('users_role_idx').on(t.role),
    // The console's search (decision 046): the same expression as `userSearchText`, folded.
    index('users_search_trgm').using('gin', sql`ponte_fold(${searchText(t)}) gin_trgm_ops`),
  ],
);
export type UserRow = typeof users.$inferSelect;

/** The indexed search text, matched by `matchesAllTerms` (which folds it). */
export const userSearchText = searchText(users);

/** Every column but the password hash: what any query that returns a user selects. */
const { password_hash: _hash, ...publicColumns } = getTableColumns(users);
export const userPublicColumns = publicColumns;
