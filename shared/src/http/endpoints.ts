import { z } from 'zod';
import { ROUTES, type RouteDef } from './routes.ts';
import { MessageSchema } from './error-schema.ts';
import { IdParamSchema } from '../validation/fields.ts';
import { AuthResponseSchema } from '../auth/session-schema.ts';
import {
  LoginRequestSchema,
  PasswordEmailRequestSchema,
  PasswordResetRequestSchema,
  RegisterRequestSchema,
} from '../auth/auth-schema.ts';
import {
  CurrentUserResponseSchema,
  UserCreateSchema,
  UserListQuerySchema,
  UserListSchema,
  UserSchema,
  UserUpdateRequestSchema,
} from '../users/user-schema.ts';
import {
  MarkUnmarkRequestSchema,
  MarkUnmarkResponseSchema,
  ProductCreateSchema,
  ProductDownloadRequestSchema,
  ProductListQuerySchema,
  ProductListSchema,
  ProductSchema,
  ProductUpdateRequestSchema,
  SetPriceRequestSchema,
  SetPriceResponseSchema,
} from '../products/product-schema.ts';
import {
  ShippingCreateResponseSchema,
  ShippingCreateSchema,
  ShippingListQuerySchema,
  ShippingListSchema,
  ShippingOrderCreateResponseSchema,
  ShippingOrderCreateSchema,
  ShippingResponseSchema,
  ShippingUpdateRequestSchema,
} from '../shippings/shipping-schema.ts';
import {
  CancelSubscriptionRequestSchema,
  CancelSubscriptionResponseSchema,
  PlanCreateSchema,
  PlanDeleteResponseSchema,
  PlanListQuerySchema,
  PlanListSchema,
  PlanResponseSchema,
  PlanUpdateRequestSchema,
  SubscribeRequestSchema,
  SubscribeResponseSchema,
  SubscriptionApproveResponseSchema,
  SubscriptionCancelResponseSchema,
  SubscriptionListQuerySchema,
  SubscriptionListSchema,
} from '../plans/plan-schema.ts';
import {
  ChargeListSchema,
  ChargeRefundResponseSchema,
  PaymentSummarySchema,
  PaymentWebhookResponseSchema,
} from '../payments/payment-schema.ts';
import {
  ContentCreateSchema,
  ContentListQuerySchema,
  ContentListSchema,
  ContentResponseSchema,
  ContentUpdateRequestSchema,
} from '../contents/content-schema.ts';
import {
  ConfigByCodeRequestSchema,
  ConfigCustomRequestSchema,
  ConfigParamResponseSchema,
  ConfigValueListSchema,
  ConfigValueResponseSchema,
  ConfigValueUpdateRequestSchema,
} from '../config/config-schema.ts';
import { DashboardSchema } from '../dashboard/dashboard-schema.ts';
import { CepAddressSchema, CepParamSchema } from '../cep/cep-schema.ts';
import {
  BlingAuthUrlSchema,
  BlingCallbackQuerySchema,
  BlingConnectionListSchema,
  BlingStatusSchema,
  BlingSyncStartSchema,
} from '../bling/bling-schema.ts';
import {
  EmailListQuerySchema,
  EmailListSchema,
  EmailResponseSchema,
  NotificationListQuerySchema,
  NotificationListSchema,
  NotificationPreferencesResponseSchema,
  NotificationPreferencesSchema,
  NotificationReadResponseSchema,
  NotificationReadSchema,
  NotificationUnreadSchema,
  UnsubscribeQuerySchema,
  UnsubscribeResponseSchema,
  UnsubscribeSchema,
} from '../notifications/notification-schema.ts';

/** An answer that is not JSON: a file download, or a redirect a browser follows. */
export const FILE = 'file';
export const REDIRECT = 'redirect';

/** What the wire carries for one endpoint, beside its method and path (routes.ts). */
export interface EndpointSchemas {
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  /** A JSON body; absent when the endpoint takes none (or reads its bytes itself, as the webhook). */
  readonly body?: z.ZodType;
  /** The success status; 200 when not given. */
  readonly status?: 200 | 201 | 202 | 302;
  readonly response: z.ZodType | typeof FILE | typeof REDIRECT;
}
export type EndpointDef = RouteDef & EndpointSchemas & { readonly status: 200 | 201 | 202 | 302 };

const endpoint = <const R extends RouteDef, const S extends EndpointSchemas>(route: R, schemas: S) =>
  ({ status: 200, ...route, ...schemas }) as R & S & { status: S extends { status: infer T } ? T : 200 };

const HealthSchema = z.object({ status: z.literal('ok') });
const ReadySchema = z.object({ status: z.literal('ok'), database: z.literal('ok'), migrations: z.literal('ok') });

const R = ROUTES;
const id = IdParamSchema;

export const ENDPOINTS = {
  system: {
    health: endpoint(R.system.health, { response: HealthSchema }),
    ready: endpoint(R.system.ready, { response: ReadySchema }),
  },
  auth: {
    login: endpoint(R.auth.login, { body: LoginRequestSchema, response: AuthResponseSchema }),
    register: endpoint(R.auth.register, { body: RegisterRequestSchema, status: 201, response: AuthResponseSchema }),
    logout: endpoint(R.auth.logout, { response: MessageSchema }),
    requestPasswordReset: endpoint(R.auth.requestPasswordReset, {
      body: PasswordEmailRequestSchema,
      response: MessageSchema,
    }),
    resetPassword: endpoint(R.auth.resetPassword, { body: PasswordResetRequestSchema, response: MessageSchema }),
  },
  users: {
    currentUser: endpoint(R.users.currentUser, { response: CurrentUserResponseSchema }),
    paginate: endpoint(R.users.paginate, { body: UserListQuerySchema, response: UserListSchema }),
    create: endpoint(R.users.create, { body: UserCreateSchema, status: 201, response: UserSchema }),
    get: endpoint(R.users.get, { params: id, response: UserSchema }),
    update: endpoint(R.users.update, { params: id, body: UserUpdateRequestSchema, response: UserSchema }),
    remove: endpoint(R.users.remove, { params: id, response: UserSchema }),
  },
  products: {
    paginate: endpoint(R.products.paginate, { body: ProductListQuerySchema, response: ProductListSchema }),
    create: endpoint(R.products.create, { body: ProductCreateSchema, status: 201, response: ProductSchema }),
    get: endpoint(R.products.get, { params: id, response: ProductSchema }),
    update: endpoint(R.products.update, { params: id, body: ProductUpdateRequestSchema, response: ProductSchema }),
    remove: endpoint(R.products.remove, { params: id, response: MessageSchema }),
    markUnmark: endpoint(R.products.markUnmark, { body: MarkUnmarkRequestSchema, response: MarkUnmarkResponseSchema }),
    setPrice: endpoint(R.products.setPrice, { body: SetPriceRequestSchema, response: SetPriceResponseSchema }),
    download: endpoint(R.products.download, { body: ProductDownloadRequestSchema, response: FILE }),
  },
  shippings: {
    paginate: endpoint(R.shippings.paginate, { body: ShippingListQuerySchema, response: ShippingListSchema }),
    create: endpoint(R.shippings.create, {
      body: ShippingCreateSchema,
      status: 201,
      response: ShippingCreateResponseSchema,
    }),
    get: endpoint(R.shippings.get, { params: id, response: ShippingResponseSchema }),
    update: endpoint(R.shippings.update, {
      params: id,
      body: ShippingUpdateRequestSchema,
      response: ShippingResponseSchema,
    }),
    addOrder: endpoint(R.shippings.addOrder, {
      body: ShippingOrderCreateSchema,
      status: 201,
      response: ShippingOrderCreateResponseSchema,
    }),
  },
  plans: {
    list: endpoint(R.plans.list, { query: PlanListQuerySchema, response: PlanListSchema }),
    create: endpoint(R.plans.create, { body: PlanCreateSchema, status: 201, response: PlanResponseSchema }),
    get: endpoint(R.plans.get, { params: id, response: PlanResponseSchema }),
    update: endpoint(R.plans.update, { params: id, body: PlanUpdateRequestSchema, response: PlanResponseSchema }),
    remove: endpoint(R.plans.remove, { params: id, response: PlanDeleteResponseSchema }),
    subscribe: endpoint(R.plans.subscribe, {
      body: SubscribeRequestSchema,
      status: 201,
      response: SubscribeResponseSchema,
    }),
    cancel: endpoint(R.plans.cancel, {
      body: CancelSubscriptionRequestSchema,
      response: CancelSubscriptionResponseSchema,
    }),
  },
  subscriptions: {
    paginate: endpoint(R.subscriptions.paginate, {
      body: SubscriptionListQuerySchema,
      response: SubscriptionListSchema,
    }),
    approve: endpoint(R.subscriptions.approve, { params: id, response: SubscriptionApproveResponseSchema }),
    cancel: endpoint(R.subscriptions.cancel, { params: id, response: SubscriptionCancelResponseSchema }),
    charges: endpoint(R.subscriptions.charges, { params: id, response: ChargeListSchema }),
    sync: endpoint(R.subscriptions.sync, { params: id, response: SubscriptionApproveResponseSchema }),
  },
  payments: {
    summary: endpoint(R.payments.summary, { response: PaymentSummarySchema }),
    refund: endpoint(R.payments.refund, { params: id, response: ChargeRefundResponseSchema }),
    // The body is read as bytes, after the token: anyone may call this address.
    webhook: endpoint(R.payments.webhook, { response: PaymentWebhookResponseSchema }),
  },
  contents: {
    list: endpoint(R.contents.list, { query: ContentListQuerySchema, response: ContentListSchema }),
    create: endpoint(R.contents.create, { body: ContentCreateSchema, status: 201, response: ContentResponseSchema }),
    get: endpoint(R.contents.get, { params: id, response: ContentResponseSchema }),
    update: endpoint(R.contents.update, {
      params: id,
      body: ContentUpdateRequestSchema,
      response: ContentResponseSchema,
    }),
    remove: endpoint(R.contents.remove, { params: id, response: MessageSchema }),
  },
  config: {
    list: endpoint(R.config.list, { response: ConfigValueListSchema }),
    get: endpoint(R.config.get, { params: id, response: ConfigValueResponseSchema }),
    update: endpoint(R.config.update, {
      params: id,
      body: ConfigValueUpdateRequestSchema,
      response: ConfigValueResponseSchema,
    }),
    param: endpoint(R.config.param, { params: id, response: ConfigParamResponseSchema }),
    byCode: endpoint(R.config.byCode, { body: ConfigByCodeRequestSchema, response: ConfigValueListSchema }),
    setCustom: endpoint(R.config.setCustom, { body: ConfigCustomRequestSchema, response: ConfigValueResponseSchema }),
  },
  dashboard: {
    get: endpoint(R.dashboard.get, { response: DashboardSchema }),
  },
  cep: {
    lookup: endpoint(R.cep.lookup, { params: CepParamSchema, response: CepAddressSchema }),
  },
  bling: {
    requestAuth: endpoint(R.bling.requestAuth, { response: BlingAuthUrlSchema }),
    callback: endpoint(R.bling.callback, { query: BlingCallbackQuerySchema, status: 302, response: REDIRECT }),
    status: endpoint(R.bling.status, { response: BlingStatusSchema }),
    disconnect: endpoint(R.bling.disconnect, { response: MessageSchema }),
    connections: endpoint(R.bling.connections, { response: BlingConnectionListSchema }),
    sync: endpoint(R.bling.sync, { status: 202, response: BlingSyncStartSchema }),
    // The body is read as bytes: its signature is checked before anything parses it.
    webhook: endpoint(R.bling.webhook, { response: MessageSchema }),
  },
  notifications: {
    list: endpoint(R.notifications.list, { query: NotificationListQuerySchema, response: NotificationListSchema }),
    unread: endpoint(R.notifications.unread, { response: NotificationUnreadSchema }),
    markRead: endpoint(R.notifications.markRead, {
      body: NotificationReadSchema,
      response: NotificationReadResponseSchema,
    }),
    preferences: endpoint(R.notifications.preferences, { response: NotificationPreferencesResponseSchema }),
    savePreferences: endpoint(R.notifications.savePreferences, {
      body: NotificationPreferencesSchema,
      response: NotificationPreferencesResponseSchema,
    }),
    // Also the RFC 8058 one-click form POST, with the token in the query (the API's route says how).
    unsubscribe: endpoint(R.notifications.unsubscribe, {
      query: UnsubscribeQuerySchema,
      body: UnsubscribeSchema,
      response: UnsubscribeResponseSchema,
    }),
  },
  emails: {
    paginate: endpoint(R.emails.paginate, { body: EmailListQuerySchema, response: EmailListSchema }),
    resend: endpoint(R.emails.resend, { params: id, response: EmailResponseSchema }),
  },
} as const satisfies { [D in keyof typeof ROUTES]: { [K in keyof (typeof ROUTES)[D]]: EndpointDef } };

export type Endpoints = typeof ENDPOINTS;
