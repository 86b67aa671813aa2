import { ENDPOINTS as E } from './endpoints.ts';
import type { EndpointInput, Send } from './api-client.ts';

type Body<K> = EndpointInput<K> extends { body: infer B } ? B : never;
type Query<K> = EndpointInput<K> extends { query?: infer Q } ? NonNullable<Q> : never;

/**
 * The calls the apps make, named as they read, each one endpoint of the table: method, path and schemas
 * come from endpoints.ts, so this file only says which argument goes where.
 */
export function domainClients(send: Send) {
  return {
    auth: {
      login: (body: Body<typeof E.auth.login>) => send(E.auth.login, { body }),
      logout: () => send(E.auth.logout, {}),
      register: (body: Body<typeof E.auth.register>) => send(E.auth.register, { body }),
      currentUser: () => send(E.users.currentUser, {}),
      requestPasswordReset: (body: Body<typeof E.auth.requestPasswordReset>) =>
        send(E.auth.requestPasswordReset, { body }),
      resetPassword: (body: Body<typeof E.auth.resetPassword>) => send(E.auth.resetPassword, { body }),
    },
    users: {
      paginate: (body: Body<typeof E.users.paginate>) => send(E.users.paginate, { body }),
      create: (body: Body<typeof E.users.create>) => send(E.users.create, { body }),
      get: (id: number) => send(E.users.get, { params: { id } }),
      update: (id: number, data: Body<typeof E.users.update>['data']) =>
        send(E.users.update, { params: { id }, body: { data } }),
      remove: (id: number) => send(E.users.remove, { params: { id } }),
    },
    products: {
      paginate: (body: Body<typeof E.products.paginate>) => send(E.products.paginate, { body }),
      get: (id: number) => send(E.products.get, { params: { id } }),
      create: (body: Body<typeof E.products.create>) => send(E.products.create, { body }),
      update: (id: number, data: Body<typeof E.products.update>['data']) =>
        send(E.products.update, { params: { id }, body: { data } }),
      remove: (id: number) => send(E.products.remove, { params: { id } }),
      markUnmark: (body: Body<typeof E.products.markUnmark>) => send(E.products.markUnmark, { body }),
      setPrice: (body: Body<typeof E.products.setPrice>) => send(E.products.setPrice, { body }),
      /** CSV or XLSX as the API streams it: callers pass the body and its Content-Type/Disposition on. */
      download: (body: Body<typeof E.products.download>) => send(E.products.download, { body }),
    },
    shippings: {
      paginate: (body: Body<typeof E.shippings.paginate>) => send(E.shippings.paginate, { body }),
      create: (body: Body<typeof E.shippings.create>) => send(E.shippings.create, { body }),
      get: (id: number) => send(E.shippings.get, { params: { id } }),
      update: (id: number, data: Body<typeof E.shippings.update>['data']) =>
        send(E.shippings.update, { params: { id }, body: { data } }),
      addOrder: (body: Body<typeof E.shippings.addOrder>) => send(E.shippings.addOrder, { body }),
    },
    plans: {
      list: (role?: 'supplier' | 'client') => send(E.plans.list, { query: { role } }),
      get: (id: number) => send(E.plans.get, { params: { id } }),
      create: (body: Body<typeof E.plans.create>) => send(E.plans.create, { body }),
      update: (id: number, data: Body<typeof E.plans.update>['data']) =>
        send(E.plans.update, { params: { id }, body: { data } }),
      remove: (id: number) => send(E.plans.remove, { params: { id } }),
      /** `payment`: how to pay and, when the profile lacks one, the CPF/CNPJ (real payments only). */
      subscribe: (planId: number, payment: Omit<Body<typeof E.plans.subscribe>, 'plan_id'> = {}) =>
        send(E.plans.subscribe, { body: { plan_id: planId, ...payment } }),
      cancel: (userId: number) => send(E.plans.cancel, { body: { user_id: userId } }),
    },
    subscriptions: {
      paginate: (body: Body<typeof E.subscriptions.paginate>) => send(E.subscriptions.paginate, { body }),
      approve: (id: number) => send(E.subscriptions.approve, { params: { id } }),
      cancel: (id: number) => send(E.subscriptions.cancel, { params: { id } }),
      charges: (id: number) => send(E.subscriptions.charges, { params: { id } }),
      sync: (id: number) => send(E.subscriptions.sync, { params: { id } }),
    },
    payments: {
      summary: () => send(E.payments.summary, {}),
      refund: (chargeId: number) => send(E.payments.refund, { params: { id: chargeId } }),
    },
    contents: {
      list: (query: Query<typeof E.contents.list> = {}) => send(E.contents.list, { query }),
      get: (id: number) => send(E.contents.get, { params: { id } }),
      create: (body: Body<typeof E.contents.create>) => send(E.contents.create, { body }),
      update: (id: number, data: Body<typeof E.contents.update>['data']) =>
        send(E.contents.update, { params: { id }, body: { data } }),
      remove: (id: number) => send(E.contents.remove, { params: { id } }),
    },
    config: {
      list: () => send(E.config.list, {}),
      get: (id: number) => send(E.config.get, { params: { id } }),
      update: (id: number, value: string | number | boolean | null) =>
        send(E.config.update, { params: { id }, body: { data: { value } } }),
      param: (id: number) => send(E.config.param, { params: { id } }),
      byCode: (codes: string[]) => send(E.config.byCode, { body: { codes } }),
      setCustom: (code: string, value: string | number | boolean | null) =>
        send(E.config.setCustom, { body: { code, value } }),
    },
    dashboard: () => send(E.dashboard.get, {}),
    /** Any spelling a person typed: the path carries its digits only. */
    cep: (cep: string) => send(E.cep.lookup, { params: { cep: cep.replace(/\D/g, '') } }),
    /** Bling (issue #6): connect, status, disconnect; the admin's view of every connection. */
    bling: {
      requestAuth: () => send(E.bling.requestAuth, {}),
      status: () => send(E.bling.status, {}),
      disconnect: () => send(E.bling.disconnect, {}),
      sync: () => send(E.bling.sync, {}),
      connections: () => send(E.bling.connections, {}),
    },
    /** The bell (issue #14): the caller's notifications, what is unread, marking read, e-mail preferences. */
    notifications: {
      list: (query: Query<typeof E.notifications.list> = {}) => send(E.notifications.list, { query }),
      unread: () => send(E.notifications.unread, {}),
      markRead: (body: Body<typeof E.notifications.markRead>) => send(E.notifications.markRead, { body }),
      preferences: () => send(E.notifications.preferences, {}),
      savePreferences: (body: Body<typeof E.notifications.savePreferences>) =>
        send(E.notifications.savePreferences, { body }),
      unsubscribe: (token: string) => send(E.notifications.unsubscribe, { body: { token } }),
    },
    /** The console's view of sent and failed e-mails (admins). */
    emails: {
      paginate: (body: Body<typeof E.emails.paginate>) => send(E.emails.paginate, { body }),
      resend: (id: number) => send(E.emails.resend, { params: { id } }),
    },
  };
}
