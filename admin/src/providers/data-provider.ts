import {
  HttpError,
  type CreateParams,
  type CreateResult,
  type DataProvider,
  type DeleteParams,
  type DeleteResult,
  type GetListParams,
  type GetListResult,
  type GetManyParams,
  type GetManyReferenceParams,
  type GetManyResult,
  type GetOneParams,
  type GetOneResult,
  type Identifier,
  type RaRecord,
  type UpdateParams,
  type UpdateResult,
} from 'react-admin';
import { PER_PAGE_MAX } from '@ponte/shared/constants';
import {
  ENDPOINTS,
  type CepAddress,
  type Dashboard,
  type ProductExportFormat,
  type SubscriptionListItem,
} from '@ponte/shared';
import { apiPath } from './api-request.ts';
import { createSend } from './api-send.ts';
import {
  createDownloadClient,
  createHttpClient,
  type DownloadClient,
  type DownloadedFile,
  type HttpClient,
} from './http-client.ts';
import { splitFilter } from './list-query.ts';
import { createAdapters, type ResourceAdapter } from './resources.ts';
import { createNotificationMethods, type NotificationMethods } from '../notifications/notification-api.ts';
import { createChargeMethods, type ChargeMethods } from '../subscriptions/charge-api.ts';

/** Answer of the subscription actions: the API's sentence and the subscription as it now is. */
export interface SubscriptionActionResult {
  message: string;
  data: SubscriptionListItem;
}

/** The API calls that are not CRUD, for `useDataProvider<PonteDataProvider>()`. */
export interface PonteCustomMethods {
  /** `subscriptions.approve`: a pending payment was received. */
  approveSubscription(id: Identifier): Promise<SubscriptionActionResult>;
  /** `subscriptions.cancel`: ends the subscription at the end of its period. */
  cancelSubscription(id: Identifier): Promise<SubscriptionActionResult>;
  /** `dashboard.get`: the platform's figures (admin scope). */
  getDashboard(): Promise<{ data: Dashboard }>;
  /** `products.download`: the products of a list filter (react-admin's, `q` included). */
  exportProducts(params: {
    format: ProductExportFormat;
    filter?: Record<string, unknown>;
  }): Promise<DownloadedFile>;
  /** `cep.lookup`: an address from a CEP, through the API (browsers never call ViaCEP). */
  lookupCep(cep: string): Promise<{ data: CepAddress }>;
}
export type PonteDataProvider = DataProvider & PonteCustomMethods & NotificationMethods & ChargeMethods;

/** Every resource the console has (react-admin route names); resources.ts maps each to the API. */
export const RESOURCES = [
  'clients',
  'products',
  'shippings',
  'plans',
  'subscriptions',
  'contents',
  'config',
  'erp',
  'emails',
] as const;

/** One record a bulk action could not change, and the API's reason. */
export interface BulkFailure {
  id: Identifier;
  message: string;
}

/**
 * A list longer than the API serves at once (PER_PAGE_MAX), as its pages in turn: what react-admin's
 * export asks for (page 1 of up to `maxResults`). Stops at the end of the list.
 */
async function listInPages(
  list: (params: GetListParams) => Promise<GetListResult>,
  params: GetListParams,
): Promise<GetListResult> {
  const { page = 1, perPage = PER_PAGE_MAX } = params.pagination ?? {};
  const first = (page - 1) * perPage;
  let apiPage = Math.floor(first / PER_PAGE_MAX) + 1;
  const skip = first - (apiPage - 1) * PER_PAGE_MAX;
  const rows: RaRecord[] = [];
  let total: number | undefined;
  for (;;) {
    const answer = await list({ ...params, pagination: { page: apiPage, perPage: PER_PAGE_MAX } });
    rows.push(...answer.data);
    total = answer.total;
    const end = total ?? Number.POSITIVE_INFINITY;
    if (answer.data.length < PER_PAGE_MAX || rows.length - skip >= perPage || apiPage * PER_PAGE_MAX >= end)
      break;
    apiPage += 1;
  }
  return { data: rows.slice(skip, skip + perPage), total };
}

/** The phrase (and i18n key) of a method the API does not offer for a resource. */
export const NOT_OFFERED = 'Esta operação não está disponível.';

export interface DataProviderDeps {
  httpClient?: HttpClient;
  downloadClient?: DownloadClient;
}

/**
 * The console's data provider: the resource table (each resource's endpoints, paginate or plain lists,
 * `{data}` bodies and answers, `result` wrappers) and the API's few actions, every call on an endpoint
 * of the shared table. A method the API lacks rejects (HttpError 405) without calling it.
 */
export function createDataProvider(deps: DataProviderDeps = {}): PonteDataProvider {
  const http = deps.httpClient ?? createHttpClient();
  const download = deps.downloadClient ?? createDownloadClient();
  const send = createSend(http);
  const adapters = createAdapters(http);
  const notifications = createNotificationMethods(http);

  function method<K extends keyof ResourceAdapter>(
    resource: string,
    name: K,
  ): NonNullable<ResourceAdapter[K]> {
    const found = adapters[resource]?.[name];
    if (!found) throw new HttpError(NOT_OFFERED, 405, { error: NOT_OFFERED });
    return found as NonNullable<ResourceAdapter[K]>;
  }
  /**
   * One by one: the API locks rows per record. It goes on past a refusal, and the error it then
   * throws says which ids were done and why each of the others failed (`failures`), for a screen
   * to report a partial result honestly.
   */
  async function eachOf(ids: Identifier[], run: (id: Identifier) => Promise<unknown>) {
    const done: Identifier[] = [];
    const failures: BulkFailure[] = [];
    let failure: unknown;
    for (const id of ids) {
      try {
        await run(id);
        done.push(id);
      } catch (error) {
        failure ??= error;
        failures.push({ id, message: error instanceof Error ? error.message : String(error) });
      }
    }
    if (failure instanceof HttpError) {
      throw new HttpError(failure.message, failure.status, {
        ...failure.body,
        done,
        failed: ids.length - done.length,
        failures,
      });
    }
    if (failure) throw failure;
    return { data: done };
  }

  const subscriptionAction = (
    id: Identifier,
    action: 'approve' | 'cancel',
  ): Promise<SubscriptionActionResult> => send(ENDPOINTS.subscriptions[action], { params: { id } });

  return {
    getList: async <R extends RaRecord>(resource: string, params: GetListParams) => {
      const list = method(resource, 'getList');
      const perPage = params.pagination?.perPage ?? PER_PAGE_MAX;
      // More than a page of the API holds (an export): its pages, one after the other.
      return (
        perPage > PER_PAGE_MAX ? await listInPages(list, params) : await list(params)
      ) as GetListResult<R>;
    },
    getOne: async <R extends RaRecord>(resource: string, params: GetOneParams) =>
      ({ data: await method(resource, 'getOne')(params) }) as GetOneResult<R>,
    getMany: async <R extends RaRecord>(resource: string, params: GetManyParams) => {
      const getOne = method(resource, 'getOne');
      const data = await Promise.all(params.ids.map((id) => getOne({ id, signal: params.signal })));
      return { data } as GetManyResult<R>;
    },
    getManyReference: async <R extends RaRecord>(resource: string, params: GetManyReferenceParams) => {
      const { target, id, filter, ...list } = params;
      return (await method(
        resource,
        'getList',
      )({ ...list, filter: { ...filter, [target]: id } })) as GetListResult<R>;
    },
    create: async <R extends RaRecord>(resource: string, params: CreateParams) =>
      ({ data: await method(resource, 'create')(params) }) as CreateResult<R>,
    update: async <R extends RaRecord>(resource: string, params: UpdateParams) =>
      ({ data: await method(resource, 'update')(params) }) as UpdateResult<R>,
    updateMany: async (resource, params) => {
      // A subscription changes only through its actions: `{ action: 'approve' | 'cancel' }` names one.
      const action = (params.data as { action?: unknown } | undefined)?.action;
      if (resource === 'subscriptions' && (action === 'approve' || action === 'cancel')) {
        return eachOf(params.ids, (id) => subscriptionAction(id, action));
      }
      // A failed e-mail changes only by being sent again: `{ action: 'resend' }`.
      if (resource === 'emails' && action === 'resend') {
        return eachOf(params.ids, (id) => notifications.resendEmail(id));
      }
      const update = method(resource, 'update');
      return eachOf(params.ids, (id) => update({ id, data: params.data, previousData: { id } }));
    },
    delete: async <R extends RaRecord>(resource: string, params: DeleteParams<R>) =>
      ({ data: await method(resource, 'delete')(params) }) as DeleteResult<R>,
    deleteMany: async (resource, params) => {
      const remove = method(resource, 'delete');
      return eachOf(params.ids, (id) => remove({ id }));
    },

    approveSubscription: (id) => subscriptionAction(id, 'approve'),
    cancelSubscription: (id) => subscriptionAction(id, 'cancel'),
    getDashboard: async () => ({ data: await send(ENDPOINTS.dashboard.get) }),
    exportProducts: async ({ format, filter }) => {
      const { search, rest } = splitFilter(filter);
      const body = {
        format,
        ...(search ? { search } : {}),
        ...(Object.keys(rest).length ? { filter: rest } : {}),
      };
      return download(apiPath(ENDPOINTS.products.download), body);
    },
    ...notifications,
    ...createChargeMethods(http),
    lookupCep: async (cep) => ({
      data: await send(ENDPOINTS.cep.lookup, { params: { cep: cep.replace(/\D/g, '') } }),
    }),
  };
}
