import simpleRestProvider from 'ra-data-simple-rest';
import {
  HttpError,
  type CreateParams,
  type DeleteParams,
  type GetListParams,
  type GetListResult,
  type GetOneParams,
  type RaRecord,
  type UpdateParams,
} from 'react-admin';
import {
  BlingConnectionListSchema,
  ConfigValueListSchema,
  ConfigValueResponseSchema,
  ContentCreateSchema,
  ContentListSchema,
  ContentResponseSchema,
  ContentUpdateSchema,
  EmailListQuerySchema,
  EmailListSchema,
  PlanCreateSchema,
  PlanDeleteResponseSchema,
  PlanListSchema,
  PlanResponseSchema,
  PlanUpdateSchema,
  ProductListQuerySchema,
  ProductListSchema,
  ProductSchema,
  ProductUpdateSchema,
  ShippingListQuerySchema,
  ShippingListSchema,
  ShippingResponseSchema,
  ShippingUpdateSchema,
  SubscriptionListQuerySchema,
  SubscriptionListSchema,
  UserCreateSchema,
  UserListQuerySchema,
  UserListSchema,
  UserSchema,
  UserUpdateSchema,
} from '@ponte/shared';
import type { HttpClient } from './http-client.ts';
import { listInBrowser, splitFilter, toPaginateBody } from './list-query.ts';
import { changedBody, createBody, fieldsOf, givenBody } from './request-bodies.ts';

export const API_URL = '/api/v1';
const NOT_FOUND = 'Registro não encontrado.';

/** How one react-admin resource maps onto the API; a missing method is one the API does not offer. */
export interface ResourceAdapter {
  getList?: (params: GetListParams) => Promise<GetListResult>;
  getOne?: (params: GetOneParams) => Promise<RaRecord>;
  create?: (params: CreateParams) => Promise<RaRecord>;
  update?: (params: UpdateParams) => Promise<RaRecord>;
  delete?: (params: DeleteParams) => Promise<RaRecord>;
}

type Parse<T> = { parse: (value: unknown) => T };
const query = (params: Record<string, unknown>) => {
  const entries = Object.entries(params).filter(
    (e): e is [string, string] => typeof e[1] === 'string' && e[1] !== '',
  );
  return entries.length ? `?${new URLSearchParams(entries)}` : '';
};

/** The resource table (README of the admin: resource name = react-admin route, value = API path). */
export function createAdapters(http: HttpClient): Record<string, ResourceAdapter> {
  // The plain verbs (GET/POST/PUT/DELETE on /v1/<path>[/id]) are ra-data-simple-rest's own.
  const rest = simpleRestProvider(API_URL, http);
  const get = async <T>(path: string, schema: Parse<T>, signal?: AbortSignal) =>
    schema.parse((await http(`${API_URL}/${path}`, { signal })).json);
  const post = async <T>(path: string, body: unknown, schema: Parse<T>, signal?: AbortSignal) =>
    schema.parse(
      (await http(`${API_URL}/${path}`, { method: 'POST', body: JSON.stringify(body), signal })).json,
    );

  const one =
    <T extends RaRecord>(path: string, read: (json: unknown) => T) =>
    async (params: GetOneParams) =>
      read((await rest.getOne(path, params)).data);
  const created =
    <T extends RaRecord>(path: string, fields: readonly string[], read: (json: unknown) => T) =>
    async (params: CreateParams) =>
      read((await rest.create(path, { ...params, data: createBody(params.data, fields) })).data);
  /** PUT /v1/<path>/{id} with the body `{data}` (docs/product.md#contract), holding only what the form changed. */
  const updated =
    <T extends RaRecord>(path: string, fields: readonly string[], read: (json: unknown) => T) =>
    async (params: UpdateParams) => {
      const data = changedBody(params.data, params.previousData, fields);
      return read((await rest.update(path, { ...params, data: { data } })).data);
    };
  /** A DELETE answering only a message: the record is what the screen had. */
  const removed = (path: string) => async (params: DeleteParams) => {
    await rest.delete(path, params);
    return params.previousData ?? { id: params.id };
  };
  const unwrap =
    <T>(schema: Parse<{ data: T }>) =>
    (json: unknown) =>
      schema.parse(json).data;

  const users = fieldsOf(UserUpdateSchema);
  return {
    clients: {
      getList: async (params) => {
        const answer = await post(
          'users/paginate',
          toPaginateBody(UserListQuerySchema, params),
          UserListSchema,
          params.signal,
        );
        return { data: answer.clients, total: answer.paginate.total };
      },
      getOne: one('users', (json) => UserSchema.parse(json)),
      create: created('users', fieldsOf(UserCreateSchema), (json) => UserSchema.parse(json)),
      update: updated('users', users, (json) => UserSchema.parse(json)),
      // DELETE deactivates: the answer is the user, still there, with `active: false`.
      delete: async (params) => UserSchema.parse((await rest.delete('users', params)).data),
    },
    products: {
      getList: async (params) => {
        const answer = await post(
          'products/paginate',
          toPaginateBody(ProductListQuerySchema, params),
          ProductListSchema,
          params.signal,
        );
        return { data: answer.products, total: answer.paginate.total };
      },
      getOne: one('products', (json) => ProductSchema.parse(json)),
      update: updated('products', fieldsOf(ProductUpdateSchema), (json) => ProductSchema.parse(json)),
      delete: removed('products'),
    },
    shippings: {
      getList: async (params) => {
        const body = toPaginateBody(ShippingListQuerySchema, params);
        const { result } = await post('shippings/paginate', body, ShippingListSchema, params.signal);
        return { data: result.shippings, total: result.paginate.total };
      },
      getOne: one('shippings', (json) => ShippingResponseSchema.parse(json).result.shipping),
      // Status, payment and tracking are actions that say exactly what they change.
      update: async (params) => {
        const data = givenBody(params.data, fieldsOf(ShippingUpdateSchema));
        return ShippingResponseSchema.parse(
          (await rest.update('shippings', { ...params, data: { data } })).data,
        ).result.shipping;
      },
    },
    plans: {
      getList: async (params) => {
        const role = splitFilter(params.filter).rest.role;
        const { data } = await get(`subscriber-plans${query({ role })}`, PlanListSchema, params.signal);
        return listInBrowser(data, params, (plan) => `${plan.name} ${plan.description}`);
      },
      getOne: one('subscriber-plans', unwrap(PlanResponseSchema)),
      create: created('subscriber-plans', fieldsOf(PlanCreateSchema), unwrap(PlanResponseSchema)),
      update: updated('subscriber-plans', fieldsOf(PlanUpdateSchema), unwrap(PlanResponseSchema)),
      // A plan somebody subscribed to is deactivated rather than removed: the answer then has it.
      delete: async (params) => {
        const answer = PlanDeleteResponseSchema.parse((await rest.delete('subscriber-plans', params)).data);
        return answer.data ?? params.previousData ?? { id: params.id };
      },
    },
    subscriptions: {
      getList: async (params) => {
        const body = toPaginateBody(SubscriptionListQuerySchema, params);
        const answer = await post('subscriptions/paginate', body, SubscriptionListSchema, params.signal);
        return { data: answer.subscriptions, total: answer.paginate.total };
      },
    },
    contents: {
      // The API searches title, summary and body itself; the other filters and the order are ours.
      getList: async (params) => {
        const { search, rest: filters } = splitFilter(params.filter);
        const { category, ...others } = filters;
        const url = `contents${query({ search, category })}`;
        const { data } = await get(url, ContentListSchema, params.signal);
        return listInBrowser(data, { ...params, filter: others }, () => '');
      },
      getOne: one('contents', unwrap(ContentResponseSchema)),
      create: created('contents', fieldsOf(ContentCreateSchema), unwrap(ContentResponseSchema)),
      update: updated('contents', fieldsOf(ContentUpdateSchema), unwrap(ContentResponseSchema)),
      delete: removed('contents'),
    },
    config: {
      getList: async (params) => {
        const { data } = await get(
          'system-config-param-values-is-config/',
          ConfigValueListSchema,
          params.signal,
        );
        // Every global param has a value row, so each has an id (decision 006).
        const rows = data.filter((row): row is typeof row & { id: number } => row.id !== null);
        return listInBrowser(rows, params, (row) => `${row.name} ${row.code} ${row.description ?? ''}`);
      },
      getOne: async (params) => {
        const row = unwrap(ConfigValueResponseSchema)(
          (await rest.getOne('system-config-param-values-is-config', params)).data,
        );
        return { ...row, id: row.id ?? params.id };
      },
      // PUT /v1/system-config-param-values/{id} `{data:{value}}`.
      update: async (params) => {
        const data = { value: params.data.value ?? null };
        const row = unwrap(ConfigValueResponseSchema)(
          (await rest.update('system-config-param-values', { ...params, data: { data } })).data,
        );
        return { ...row, id: row.id ?? params.id };
      },
    },
    // Sent and failed e-mails (issue #14): read-only; a failed one is resent (data provider's resendEmail).
    emails: {
      getList: async (params) => {
        const body = toPaginateBody(EmailListQuerySchema, params);
        const { result } = await post('emails/paginate', body, EmailListSchema, params.signal);
        return { data: result.emails, total: result.paginate.total };
      },
    },
    erp: {
      getList: async (params) => {
        const { data } = await get('bling/connections', BlingConnectionListSchema, params.signal);
        return listInBrowser(data, params, (row) => `${row.supplier_name} ${row.supplier_email}`);
      },
      // The API lists connections only: one of them is found in that list.
      getOne: async (params) => {
        const { data } = await get('bling/connections', BlingConnectionListSchema, params.signal);
        const row = data.find((connection) => String(connection.id) === String(params.id));
        if (!row) throw new HttpError(NOT_FOUND, 404, { error: NOT_FOUND });
        return row;
      },
    },
  };
}
