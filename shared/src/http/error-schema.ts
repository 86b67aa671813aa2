import { z } from 'zod';

/** The one error body of the API (docs/product.md#errors). `errors` maps a field path to its messages. */
export const ErrorBodySchema = z.object({
  error: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

export const MessageSchema = z.object({ message: z.string() });
export type Message = z.infer<typeof MessageSchema>;
