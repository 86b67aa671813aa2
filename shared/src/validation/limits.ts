import type { z } from 'zod';

/**
 * Text limits read from the schemas the API validates with (decision 041): inputs take their `maxLength`
 * from here, so a form can't promise what the server refuses, and no limit is written twice.
 */

/**
 * The maximum length a text schema accepts, through optional/nullable/default wrappers and pipes:
 * inputs take their `maxLength` from the same schema the API validates with.
 */
export function maxLengthOf(schema: z.core.$ZodType): number | undefined {
  let current: z.core.$ZodType | undefined = schema;
  for (let depth = 0; current && depth < 10; depth += 1) {
    const def = current._zod.def as { type: string; innerType?: z.core.$ZodType; in?: z.core.$ZodType };
    if (def.type === 'string') {
      const max = (current as { maxLength?: number | null }).maxLength;
      return typeof max === 'number' && Number.isFinite(max) ? max : undefined;
    }
    current = def.innerType ?? def.in;
  }
  return undefined;
}

/** The maximum length of every text field of an object schema, by field name (fields without one left out). */
export function textLimits<S extends z.ZodObject>(
  schema: S,
): Partial<Record<keyof S['shape'] & string, number>> {
  const limits: Partial<Record<string, number>> = {};
  for (const [name, field] of Object.entries(schema.shape)) {
    const max = maxLengthOf(field as z.core.$ZodType);
    if (max !== undefined) limits[name] = max;
  }
  return limits;
}
