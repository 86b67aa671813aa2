/**
 * The product's vocabulary without zod (issue #13): statuses and their names, the shipment steps, roles,
 * the UF list, field limits and notification texts. Both front ends import this subpath
 * (`@ponte/shared/vocabulary`) in browser code; vocabulary.test.ts fails if zod creeps in.
 */
export * from './constants.ts';
export * from './shippings/shipping-labels.ts';
export * from './products/product-labels.ts';
export * from './payments/payment-labels.ts';
export * from './validation/text-limits.ts';
export * from './notifications/notification-texts.ts';
