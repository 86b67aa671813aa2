import { boolean, integer, pgEnum, pgTable, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from '../../db/columns.ts';
import { users } from '../users/users.table.ts';

export const configTypeEnum = pgEnum('config_type', ['string', 'number', 'boolean', 'email', 'url']);
export const configScopeEnum = pgEnum('config_scope', ['global', 'user']);

export const systemConfigParams = pgTable(
  'system_config_params',
  {
    id: id(),
    code: text().notNull(),
    name: text().notNull(),
    description: text(),
    type: configTypeEnum().notNull().default('string'),
    scope: configScopeEnum().notNull().default('global'),
    is_config: boolean().notNull().default(true),
    /** Write-only: never sent back in any answer. */
    secret: boolean().notNull().default(false),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('system_config_params_code_unique').on(t.code)],
);

export const systemConfigParamValues = pgTable(
  'system_config_param_values',
  {
    id: id(),
    param_id: integer()
      .notNull()
      .references(() => systemConfigParams.id, { onDelete: 'cascade' }),
    /** null = the global value. */
    user_id: integer().references(() => users.id, { onDelete: 'cascade' }),
    value: text(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [unique('system_config_param_values_unique').on(t.param_id, t.user_id).nullsNotDistinct()],
);
