/** Every table, for drizzle-kit and the typed client. Each table lives beside its domain. */
export * from '../modules/users/users.table.ts';
export * from '../auth/auth.table.ts';
export * from '../modules/subscriptions/subscriptions.table.ts';
export * from '../modules/config/config.table.ts';
export * from '../modules/products/products.table.ts';
export * from '../modules/shippings/shippings.table.ts';
export * from '../modules/contents/contents.table.ts';
export * from '../modules/bling/bling.table.ts';
export * from '../modules/notifications/notifications.table.ts';
export * from '../modules/subscriptions/payments/payments.table.ts';
