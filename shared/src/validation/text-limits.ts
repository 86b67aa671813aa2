/**
 * Text limits in characters, for the inputs of both apps (`maxLength`), without zod: the site's and the
 * console's pages import this file and must not pull the schemas into the browser (decisions 021, 041).
 * The schemas keep their own `.max()`; text-limits.test.ts checks both agree, field by field.
 */
export const TEXT_LIMITS = {
  person: { name: 120, last_name: 120, email: 254, password: 200, document: 20, phone: 20 },
  address: { postcode: 9, address: 200, number: 20, complement: 120, city: 120, district: 120 },
  product: { name: 200, sku: 60, category: 120, short_description: 500, description: 20_000 },
  shipping: { notes: 2000, note: 500, tracking_code: 60, carrier: 60 },
  plan: { name: 120, description: 2000, feature: 200 },
  content: { title: 200, summary: 500, body: 200_000, video_url: 1000, cover_url: 1000, category: 80 },
  /** Search boxes of every list. */
  search: 200,
} as const;
