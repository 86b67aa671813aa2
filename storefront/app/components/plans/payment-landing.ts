/**
 * Where a payment the plans page followed leads once it is confirmed (the layout's redirect,
 * routes/app-layout.tsx): a client's catalogue or a supplier's own products, both at /products, which
 * says so while the URL carries the mark.
 */
export const PAID_PARAM = 'pagamento';
export const PAID_VALUE = 'confirmado';
export const PAID_LANDING = `/products?${PAID_PARAM}=${PAID_VALUE}`;
