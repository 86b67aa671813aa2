import type { DataProvider, GetListParams, GetListResult, RaRecord } from 'react-admin';
import { PER_PAGE_MAX, UserListQuerySchema, type ApiClient } from '@ponte/shared';

/** The API's paginate body (DESIGN §3) before a resource's own schema checks its sort and filter. */
export interface PaginateQuery {
  page: number;
  per_page: number;
  sort?: string;
  order: 'asc' | 'desc';
  search?: string;
  filter?: Record<string, unknown>;
}

type ListFetcher = (client: ApiClient, query: PaginateQuery) => Promise<GetListResult>;

/** One entry per resource the API can list; a new resource adds its line here. */
const listFetchers: Record<string, ListFetcher> = {
  clients: async (client, query) => {
    const answer = await client.users.paginate(UserListQuerySchema.parse(query));
    return { data: answer.clients, total: answer.paginate.total };
  },
};

/** react-admin's list params as the API's paginate body; the `q` filter is the free-text search. */
export function toPaginateQuery({ pagination, sort, filter }: GetListParams): PaginateQuery {
  const { q, ...rest } = (filter ?? {}) as Record<string, unknown>;
  const query: PaginateQuery = {
    page: pagination?.page ?? 1,
    per_page: Math.min(pagination?.perPage ?? 20, PER_PAGE_MAX),
    order: sort?.order === 'DESC' ? 'desc' : 'asc',
  };
  if (sort?.field) query.sort = sort.field;
  if (typeof q === 'string' && q.trim()) query.search = q.trim();
  if (Object.keys(rest).length > 0) query.filter = rest;
  return query;
}

const notAvailable = (method: string, resource: string) =>
  Promise.reject(new Error(`Operação "${method}" ainda não disponível para "${resource}".`));

/**
 * The data provider over the shared API client. Only listing exists so far; every other method
 * fails loudly instead of pretending to have saved anything.
 */
export function createDataProvider(client: ApiClient): DataProvider {
  return {
    getList: async <R extends RaRecord>(resource: string, params: GetListParams) => {
      const fetchList = listFetchers[resource];
      if (!fetchList) return notAvailable('getList', resource);
      return (await fetchList(client, toPaginateQuery(params))) as GetListResult<R>;
    },
    getOne: (resource) => notAvailable('getOne', resource),
    getMany: (resource) => notAvailable('getMany', resource),
    getManyReference: (resource) => notAvailable('getManyReference', resource),
    create: (resource) => notAvailable('create', resource),
    update: (resource) => notAvailable('update', resource),
    updateMany: (resource) => notAvailable('updateMany', resource),
    delete: (resource) => notAvailable('delete', resource),
    deleteMany: (resource) => notAvailable('deleteMany', resource),
  };
}
