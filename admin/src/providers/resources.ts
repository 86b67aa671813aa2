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
import { ENDPOINTS as E, type EndpointOutput, type RouteDef } from '@ponte/shared';
import { requestApi } from './api-request.ts';
import { createSend, type JsonEndpoint } from './api-send.ts';
import type { HttpClient } from './http-client.ts';
import { listInBrowser, splitFilter, toPaginateBody } from './list-query.ts';
import { changedBody, createBody, fieldsOf, givenBody } from './request-bodies.ts';

const NOT_FOUND = 'Registro não encontrado.';

/** How one react-admin resource maps onto the API; a missing method is one the API does not offer. */
export interface ResourceAdapter {
  getList?: (params: GetListParams) => Promise<GetListResult>;
  getOne?: (params: GetOneParams) => Promise<RaRecord>;
  create?: (params: CreateParams) => Promise<RaRecord>;
  update?: (params: UpdateParams) => Promise<RaRecord>;
  delete?: (params: DeleteParams) => Promise<RaRecord>;
}

/** A filter value the API reads from the query string: text only, as react-admin's inputs give it. */
const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
/** The record of a `{data}` answer. */
const unwrap = <T>(answer: { data: T }) => answer.data;

/** An endpoint whose body is `{data}` of a zod object: the PUTs (docs/product.md#contract). */
type UpdateEndpoint = JsonEndpoint & { body: { shape: { data: { shape: object } } } };

/** The resource table (README of the admin: resource name = react-admin route, value = its API endpoints). */
export function createAdapters(http: HttpClient): Record<string, ResourceAdapter> {
  const send = createSend(http);

  const one =
    <P extends JsonEndpoint>(endpoint: P, read: (answer: EndpointOutput<P>) => RaRecord) =>
    async ({ id, signal }: GetOneParams) =>
      read(await send(endpoint, { params: { id }, signal }));
  const created = <P extends JsonEndpoint & { body: { shape: object } }>(
    endpoint: P,
    read: (answer: EndpointOutput<P>) => RaRecord,
  ) => {
    const fields = fieldsOf(endpoint.body);
    return async (params: CreateParams) =>
      read(await send(endpoint, { body: createBody(params.data, fields) }));
  };
  /** PUT …/{id} with the body `{data}`, holding only what the form changed. */
  const updated = <P extends UpdateEndpoint>(endpoint: P, read: (answer: EndpointOutput<P>) => RaRecord) => {
    const fields = fieldsOf(endpoint.body.shape.data);
    return async (params: UpdateParams) => {
      const body = { data: changedBody(params.data, params.previousData, fields) };
      return read(await send(endpoint, { params: { id: params.id }, body }));
    };
  };
  /** A DELETE answering only a message: the record is what the screen had. */
  const removed = (route: RouteDef) => async (params: DeleteParams) => {
    await requestApi(http, route, { params: { id: params.id } });
    return params.previousData ?? { id: params.id };
  };

  return {
    clients: {
      getList: async (params) => {
        const body = toPaginateBody(E.users.paginate.body, params);
        const answer = await send(E.users.paginate, { body, signal: params.signal });
        return { data: answer.clients, total: answer.paginate.total };
      },
      getOne: one(E.users.get, (user) => user),
      create: created(E.users.create, (user) => user),
      update: updated(E.users.update, (user) => user),
      // DELETE deactivates: the answer is the user, still there, with `active: false`.
      delete: async ({ id }) => send(E.users.remove, { params: { id } }),
    },
    products: {
      getList: async (params) => {
        const body = toPaginateBody(E.products.paginate.body, params);
        const answer = await send(E.products.paginate, { body, signal: params.signal });
        return { data: answer.products, total: answer.paginate.total };
      },
      getOne: one(E.products.get, (product) => product),
      update: updated(E.products.update, (product) => product),
      delete: removed(E.products.remove),
    },
    shippings: {
      getList: async (params) => {
        const body = toPaginateBody(E.shippings.paginate.body, params);
        const { result } = await send(E.shippings.paginate, { body, signal: params.signal });
        return { data: result.shippings, total: result.paginate.total };
      },
      getOne: one(E.shippings.get, (answer) => answer.result.shipping),
      // Status, payment and tracking are actions that say exactly what they change.
      update: async (params) => {
        const data = givenBody(params.data, fieldsOf(E.shippings.update.body.shape.data));
        const answer = await send(E.shippings.update, { params: { id: params.id }, body: { data } });
        return answer.result.shipping;
      },
    },
    plans: {
      getList: async (params) => {
        const role = text(splitFilter(params.filter).rest.role);
        const { data } = await send(E.plans.list, { query: { role }, signal: params.signal });
        return listInBrowser(data, params, (plan) => `${plan.name} ${plan.description}`);
      },
      getOne: one(E.plans.get, unwrap),
      create: created(E.plans.create, unwrap),
      update: updated(E.plans.update, unwrap),
      // A plan somebody subscribed to is deactivated rather than removed: the answer then has it.
      delete: async (params) => {
        const answer = await send(E.plans.remove, { params: { id: params.id } });
        return answer.data ?? params.previousData ?? { id: params.id };
      },
    },
    subscriptions: {
      getList: async (params) => {
        const body = toPaginateBody(E.subscriptions.paginate.body, params);
        const answer = await send(E.subscriptions.paginate, { body, signal: params.signal });
        return { data: answer.subscriptions, total: answer.paginate.total };
      },
    },
    contents: {
      // The API searches title, summary and body itself; the other filters and the order are ours.
      getList: async (params) => {
        const { search, rest: filters } = splitFilter(params.filter);
        const { category, ...others } = filters;
        const query = { search, category: text(category) };
        const { data } = await send(E.contents.list, { query, signal: params.signal });
        return listInBrowser(data, { ...params, filter: others }, () => '');
      },
      getOne: one(E.contents.get, unwrap),
      create: created(E.contents.create, unwrap),
      update: updated(E.contents.update, unwrap),
      delete: removed(E.contents.remove),
    },
    config: {
      getList: async (params) => {
        const { data } = await send(E.config.list, { signal: params.signal });
        // Every global param has a value row, so each has an id (decision 006).
        const rows = data.filter((row): row is typeof row & { id: number } => row.id !== null);
        return listInBrowser(rows, params, (row) => `${row.name} ${row.code} ${row.description ?? ''}`);
      },
      getOne: async ({ id, signal }) => {
        const { data: row } = await send(E.config.get, { params: { id }, signal });
        return { ...row, id: row.id ?? id };
      },
      // `config.update`, not the path the value was read from: `{data:{value}}`.
      update: async ({ id, data }) => {
        const body = { data: { value: data.value ?? null } };
        const { data: row } = await send(E.config.update, { params: { id }, body });
        return { ...row, id: row.id ?? id };
      },
    },
    // Sent and failed e-mails (issue #14): read-only; a failed one is resent (data provider's resendEmail).
    emails: {
      getList: async (params) => {
        const body = toPaginateBody(E.emails.paginate.body, params);
        const { result } = await send(E.emails.paginate, { body, signal: params.signal });
        return { data: result.emails, total: result.paginate.total };
      },
    },
    erp: {
      getList: async (params) => {
        const { data } = await send(E.bling.connections, { signal: params.signal });
        return listInBrowser(data, params, (row) => `${row.supplier_name} ${row.supplier_email}`);
      },
      // The API lists connections only: one of them is found in that list.
      getOne: async (params) => {
        const { data } = await send(E.bling.connections, { signal: params.signal });
        const row = data.find((connection) => String(connection.id) === String(params.id));
        if (!row) throw new HttpError(NOT_FOUND, 404, { error: NOT_FOUND });
        return row;
      },
    },
  };
}
