import { z } from 'zod';

export const CONFIG_TYPES = ['string', 'number', 'boolean', 'email', 'url'] as const;
export const CONFIG_SCOPES = ['global', 'user'] as const;

export const ConfigParamSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  type: z.enum(CONFIG_TYPES),
  scope: z.enum(CONFIG_SCOPES),
  is_config: z.boolean(),
  secret: z.boolean(),
});
export type ConfigParam = z.infer<typeof ConfigParamSchema>;

/**
 * A param with its value for the caller. Secrets are write-only: `value` is always null for them
 * and `is_set` tells whether one is stored. `id` is the value's id (null while none is stored).
 */
export const ConfigValueSchema = z.object({
  id: z.number().int().nullable(),
  param_id: z.number().int(),
  user_id: z.number().int().nullable(),
  code: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  type: z.enum(CONFIG_TYPES),
  scope: z.enum(CONFIG_SCOPES),
  secret: z.boolean(),
  value: z.string().nullable(),
  is_set: z.boolean(),
});
export type ConfigValue = z.infer<typeof ConfigValueSchema>;

export const ConfigValueListSchema = z.object({ data: z.array(ConfigValueSchema) });
export const ConfigValueResponseSchema = z.object({ data: ConfigValueSchema });
export const ConfigParamResponseSchema = z.object({ data: ConfigParamSchema });

const ValueSchema = z.union([z.string().max(4000), z.number(), z.boolean()]).nullable();

export const ConfigValueUpdateRequestSchema = z.strictObject({
  data: z.strictObject({ value: ValueSchema }),
});

export const ConfigCodeSchema = z.string().regex(/^[a-z][a-z0-9_]{1,62}$/, { error: 'Código inválido.' });

export const ConfigByCodeRequestSchema = z.strictObject({
  codes: z.array(ConfigCodeSchema).min(1).max(50),
});

/** Sets the caller's own value of a user-scope param (an admin may name `user_id`). */
export const ConfigCustomRequestSchema = z.strictObject({
  code: ConfigCodeSchema,
  value: ValueSchema,
  user_id: z.number().int().positive().optional(),
});
