// First: installs the product's validation sentences (decision 041) before any schema below is built.
import './validation/error-map.ts';

export * from './constants.ts';
export * from './validation/documents.ts';
export * from './validation/fields.ts';
export * from './validation/error-map.ts';
export * from './validation/limits.ts';
export * from './validation/text-limits.ts';
export * from './validation/formats.ts';
export * from './http/error-schema.ts';
export * from './http/paginate-schema.ts';
export * from './http/api-client.ts';
export * from './http/routes.ts';
export * from './http/endpoints.ts';
export * from './auth/session-schema.ts';
export * from './auth/auth-schema.ts';
export * from './users/user-schema.ts';
export * from './config/config-schema.ts';
export * from './dashboard/dashboard-schema.ts';
export * from './cep/cep-schema.ts';
export * from './shippings/shipping-schema.ts';
export * from './products/product-schema.ts';
export * from './plans/plan-schema.ts';
export * from './contents/content-schema.ts';
export * from './bling/bling-schema.ts';
export * from './i18n/index.ts';
export * from './notifications/notification-schema.ts';
export * from './http/cookies.ts';
