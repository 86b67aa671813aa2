import type { z } from 'zod';
import { MessageSchema } from './error-schema.ts';
import { CepAddressSchema } from '../cep/cep-schema.ts';
import {
  BlingAuthUrlSchema,
  BlingConnectionListSchema,
  BlingStatusSchema,
  BlingSyncStartSchema,
} from '../bling/bling-schema.ts';
import { DashboardSchema } from '../dashboard/dashboard-schema.ts';
import {
  ContentListSchema,
  ContentResponseSchema,
  type ContentCreateSchema,
  type ContentListQuerySchema,
  type ContentUpdateSchema,
} from '../contents/content-schema.ts';
import {
  CancelSubscriptionResponseSchema,
  PlanDeleteResponseSchema,
  PlanListSchema,
  PlanResponseSchema,
  SubscribeResponseSchema,
  SubscriptionApproveResponseSchema,
  SubscriptionCancelResponseSchema,
  SubscriptionListSchema,
  type PlanCreateSchema,
  type PlanUpdateSchema,
  type SubscriptionListQuerySchema,
} from '../plans/plan-schema.ts';
import {
  MarkUnmarkResponseSchema,
  ProductListSchema,
  ProductSchema,
  SetPriceResponseSchema,
  type MarkUnmarkRequestSchema,
  type ProductCreateSchema,
  type ProductDownloadRequestSchema,
  type ProductListQuerySchema,
  type ProductUpdateSchema,
  type SetPriceRequestSchema,
} from '../products/product-schema.ts';
import {
  ShippingCreateResponseSchema,
  ShippingListSchema,
  ShippingOrderCreateResponseSchema,
  ShippingResponseSchema,
  type ShippingCreateSchema,
  type ShippingListQuerySchema,
  type ShippingOrderCreateSchema,
  type ShippingUpdateSchema,
} from '../shippings/shipping-schema.ts';

import {
  EmailListSchema,
  EmailResponseSchema,
  NotificationListSchema,
  NotificationPreferencesResponseSchema,
  NotificationReadResponseSchema,
  NotificationUnreadSchema,
  UnsubscribeResponseSchema,
  type EmailListQuerySchema,
  type NotificationPreferencesSchema,
  type NotificationReadSchema,
} from '../notifications/notification-schema.ts';

/** What each domain client needs from createApiClient: one typed, parsed call. */
export type Call = <S extends z.ZodType>(
  schema: S,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
) => Promise<z.infer<S>>;
/** The unparsed answer, for the endpoints that send a file rather than JSON. */
export type Raw = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
) => Promise<Response>;
type In<S extends z.ZodType> = z.input<S>;

const query = (params: Record<string, string | undefined>) => {
  const entries = Object.entries(params).filter((e): e is [string, string] => Boolean(e[1]));
  return entries.length ? `?${new URLSearchParams(entries)}` : '';
};

export const productsClient = (call: Call, raw: Raw) => ({
  paginate: (body: In<typeof ProductListQuerySchema>) =>
    call(ProductListSchema, 'POST', '/v1/products/paginate', body),
  get: (id: number) => call(ProductSchema, 'GET', `/v1/products/${id}`),
  create: (body: In<typeof ProductCreateSchema>) => call(ProductSchema, 'POST', '/v1/products', body),
  update: (id: number, data: In<typeof ProductUpdateSchema>) =>
    call(ProductSchema, 'PUT', `/v1/products/${id}`, { data }),
  remove: (id: number) => call(MessageSchema, 'DELETE', `/v1/products/${id}`),
  markUnmark: (body: In<typeof MarkUnmarkRequestSchema>) =>
    call(MarkUnmarkResponseSchema, 'POST', '/v1/products/mark-unmark/', body),
  setPrice: (body: In<typeof SetPriceRequestSchema>) =>
    call(SetPriceResponseSchema, 'POST', '/v1/products/set-price/', body),
  /** CSV or XLSX as the API streams it: callers pass the body and its Content-Type/Disposition on. */
  download: (body: In<typeof ProductDownloadRequestSchema>) => raw('POST', '/v1/products/download/', body),
});

export const shippingsClient = (call: Call) => ({
  paginate: (body: In<typeof ShippingListQuerySchema>) =>
    call(ShippingListSchema, 'POST', '/v1/shippings/paginate', body),
  create: (body: In<typeof ShippingCreateSchema>) =>
    call(ShippingCreateResponseSchema, 'POST', '/v1/shippings', body),
  get: (id: number) => call(ShippingResponseSchema, 'GET', `/v1/shippings/${id}`),
  update: (id: number, data: In<typeof ShippingUpdateSchema>) =>
    call(ShippingResponseSchema, 'PUT', `/v1/shippings/${id}`, { data }),
  addOrder: (body: In<typeof ShippingOrderCreateSchema>) =>
    call(ShippingOrderCreateResponseSchema, 'POST', '/v1/shipping-orders', body),
});

export const plansClient = (call: Call) => ({
  list: (role?: 'supplier' | 'client') =>
    call(PlanListSchema, 'GET', `/v1/subscriber-plans${query({ role })}`),
  get: (id: number) => call(PlanResponseSchema, 'GET', `/v1/subscriber-plans/${id}`),
  create: (body: In<typeof PlanCreateSchema>) =>
    call(PlanResponseSchema, 'POST', '/v1/subscriber-plans', body),
  update: (id: number, data: In<typeof PlanUpdateSchema>) =>
    call(PlanResponseSchema, 'PUT', `/v1/subscriber-plans/${id}`, { data }),
  remove: (id: number) => call(PlanDeleteResponseSchema, 'DELETE', `/v1/subscriber-plans/${id}`),
  subscribe: (planId: number) =>
    call(SubscribeResponseSchema, 'POST', '/v1/subscriber-plans/subscribe', { plan_id: planId }),
  cancel: (userId: number) =>
    call(CancelSubscriptionResponseSchema, 'POST', '/v1/subscriber-plans/cancel', { user_id: userId }),
});

export const subscriptionsClient = (call: Call) => ({
  paginate: (body: In<typeof SubscriptionListQuerySchema>) =>
    call(SubscriptionListSchema, 'POST', '/v1/subscriptions/paginate', body),
  approve: (id: number) => call(SubscriptionApproveResponseSchema, 'POST', `/v1/subscriptions/${id}/approve`),
  cancel: (id: number) => call(SubscriptionCancelResponseSchema, 'POST', `/v1/subscriptions/${id}/cancel`),
});

export const contentsClient = (call: Call) => ({
  list: (params: In<typeof ContentListQuerySchema> = {}) =>
    call(ContentListSchema, 'GET', `/v1/contents${query(params)}`),
  get: (id: number) => call(ContentResponseSchema, 'GET', `/v1/contents/${id}`),
  create: (body: In<typeof ContentCreateSchema>) => call(ContentResponseSchema, 'POST', '/v1/contents', body),
  update: (id: number, data: In<typeof ContentUpdateSchema>) =>
    call(ContentResponseSchema, 'PUT', `/v1/contents/${id}`, { data }),
  remove: (id: number) => call(MessageSchema, 'DELETE', `/v1/contents/${id}`),
});

export const dashboardClient = (call: Call) => () => call(DashboardSchema, 'GET', '/v1/dashboard');

export const cepClient = (call: Call) => (cep: string) =>
  call(CepAddressSchema, 'GET', `/v1/cep/${encodeURIComponent(cep.replace(/\D/g, ''))}`);

/** Bling (issue #6): connect, status, disconnect; the admin's view of every connection. */
export const blingClient = (call: Call) => ({
  requestAuth: () => call(BlingAuthUrlSchema, 'GET', '/v1/bling/request_auth'),
  status: () => call(BlingStatusSchema, 'GET', '/v1/bling/status'),
  disconnect: () => call(MessageSchema, 'DELETE', '/v1/bling/connection'),
  sync: () => call(BlingSyncStartSchema, 'POST', '/v1/products/sync_bling'),
  connections: () => call(BlingConnectionListSchema, 'GET', '/v1/bling/connections'),
});

/** The bell (issue #14): the caller's notifications, what is unread, marking read, e-mail preferences. */
export const notificationsClient = (call: Call) => ({
  list: (params: { page?: number; per_page?: number; unread?: '0' | '1' } = {}) =>
    call(
      NotificationListSchema,
      'GET',
      `/v1/notifications${query({ page: params.page?.toString(), per_page: params.per_page?.toString(), unread: params.unread })}`,
    ),
  unread: () => call(NotificationUnreadSchema, 'GET', '/v1/notifications/unread'),
  markRead: (body: In<typeof NotificationReadSchema>) =>
    call(NotificationReadResponseSchema, 'POST', '/v1/notifications/read', body),
  preferences: () => call(NotificationPreferencesResponseSchema, 'GET', '/v1/notifications/preferences'),
  savePreferences: (body: In<typeof NotificationPreferencesSchema>) =>
    call(NotificationPreferencesResponseSchema, 'PUT', '/v1/notifications/preferences', body),
  unsubscribe: (token: string) => call(UnsubscribeResponseSchema, 'POST', '/v1/notifications/unsubscribe', { token }),
});

/** The console's view of sent and failed e-mails (admins). */
export const emailsClient = (call: Call) => ({
  paginate: (body: In<typeof EmailListQuerySchema>) => call(EmailListSchema, 'POST', '/v1/emails/paginate', body),
  resend: (id: number) => call(EmailResponseSchema, 'POST', `/v1/emails/${id}/resend`),
});
