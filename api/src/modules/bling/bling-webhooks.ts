import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { AppDeps } from '../../lib/context.ts';
import { HttpError } from '../../lib/errors.ts';
import { parseJsonWithinBudget } from '../../lib/json-guard.ts';
import { fieldErrors } from '@ponte/shared';
import { readBlingAppConfig } from './bling-config.ts';
import { BLING_MESSAGES } from './bling-messages.ts';
import { blingRuntime } from './bling-runtime.ts';
import { blingWebhookEvents } from './bling.table.ts';

const signatureHex = (header: string | undefined) => header?.trim().match(/^sha256=([0-9a-f]{64})$/i)?.[1];

/** `X-Bling-Signature-256: sha256=<hex>` = HMAC-SHA256 of the raw body keyed with the client secret. */
function verifySignature(raw: Uint8Array, header: string | undefined, secret: string): boolean {
  const hex = signatureHex(header);
  if (!hex) return false;
  const expected = createHmac('sha256', secret).update(raw).digest();
  return timingSafeEqual(expected, Buffer.from(hex.toLowerCase(), 'hex'));
}

/** The envelope (docs/bling-and-cep.md#webhooks); Bling may add fields, so unknown ones are kept, not refused. */
const EnvelopeSchema = z.looseObject({
  eventId: z.string().trim().min(1).max(200),
  event: z.string().trim().min(1).max(100),
  companyId: z.union([z.string().max(100), z.number()]).nullish(),
  data: z.unknown().optional(),
});

/**
 * Stores a delivery once and answers at once (decision 018): the signature is checked on the raw
 * bytes before anything is parsed; a repeated `eventId` is accepted and ignored. The worker applies
 * the event afterwards. The body is read only once a signature could match (decision 028): up to 1 MiB
 * from anyone is what this endpoint accepts before knowing who sent it.
 */
export async function receiveWebhook(
  deps: Pick<AppDeps, 'db' | 'env' | 'jobs' | 'now'>,
  readBody: () => Promise<Uint8Array>,
  signature: string | undefined,
): Promise<{ stored: boolean }> {
  const config = await readBlingAppConfig(deps.db);
  if (!config || !signatureHex(signature)) throw new HttpError(401, BLING_MESSAGES.invalidSignature);
  const raw = await readBody();
  if (!verifySignature(raw, signature, config.clientSecret)) {
    throw new HttpError(401, BLING_MESSAGES.invalidSignature);
  }
  // Whatever its content type, the payload gets the budget of every JSON body (decision 028).
  const body = parseJsonWithinBudget(raw);
  const parsed = EnvelopeSchema.safeParse(body);
  if (!parsed.success) throw new HttpError(422, BLING_MESSAGES.invalidEvent, fieldErrors(parsed.error.issues));
  const event = parsed.data;
  const rows = await deps.db
    .insert(blingWebhookEvents)
    .values({
      event_id: event.eventId,
      event: event.event,
      company_id: event.companyId === undefined || event.companyId === null ? null : String(event.companyId),
      payload: event,
      received_at: deps.now(),
    })
    .onConflictDoNothing({ target: blingWebhookEvents.event_id })
    .returning({ id: blingWebhookEvents.id });
  if (rows.length) blingRuntime(deps).wake();
  return { stored: rows.length > 0 };
}
