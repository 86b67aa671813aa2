import { z } from 'zod';
import { PER_PAGE_DEFAULT, PER_PAGE_MAX } from '../constants.ts';

export const PaginateMetaSchema = z.object({
  current_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  last_page: z.number().int(),
});
export type PaginateMeta = z.infer<typeof PaginateMetaSchema>;

/**
 * Body of every `POST …/paginate`. Sort fields and filters are closed lists per resource,
 * so anything unknown is a 422, never a piece of SQL.
 */
export function paginateRequestSchema<const S extends readonly [string, ...string[]], F extends z.ZodType>(
  sortFields: S,
  filter: F,
) {
  return z.strictObject({
    page: z.number().int().min(1).max(1_000_000).default(1),
    per_page: z.number().int().min(1).max(PER_PAGE_MAX).default(PER_PAGE_DEFAULT),
    search: z.string().trim().max(200).optional(),
    sort: z.enum(sortFields).optional(),
    order: z.enum(['asc', 'desc']).default('asc'),
    filter: filter.optional(),
  });
}

export function paginateMeta(page: number, perPage: number, total: number): PaginateMeta {
  return {
    current_page: page,
    per_page: perPage,
    total,
    last_page: Math.max(1, Math.ceil(total / perPage)),
  };
}
