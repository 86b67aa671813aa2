/**
 * What a subscribe answered, carried across the redirect so the page can say it plainly: `pending` waits
 * for the Ponte team (manual payments), `active` is paid at once, `payment` waits for its first charge.
 */
export const SUBSCRIBED = ['pending', 'active', 'payment'] as const;
export type Subscribed = (typeof SUBSCRIBED)[number];

/** The payment fields of a plan card's form (real payments only). */
export const SUBSCRIBE_FIELDS = ['method', 'document'] as const;
export type SubscribeValues = Record<(typeof SUBSCRIBE_FIELDS)[number], string>;

/**
 * A refused subscribe: `error` for the page's alert, `errors` by field for the card of `planId` (with
 * what was chosen and typed there, for the page rendered again without JavaScript).
 */
export interface SubscribeFailure {
  intent: 'subscribe';
  planId?: number;
  error?: string;
  errors?: Record<string, string[]>;
  values?: SubscribeValues;
}
