/* eslint-disable @typescript-eslint/no-explicit-any -- the spies are read loosely, as in every *.test file (eslint.config.js) */
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { Route, Routes, type Location } from 'react-router-dom';
import {
  AdminContext,
  memoryStore,
  Notification,
  ResourceContextProvider,
  TestMemoryRouter,
  TitlePortal,
  type AuthProvider,
  type DataProvider,
  type GetListParams,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import { vi, type Mock } from 'vitest';
import { englishLayers } from '../src/i18n/english-messages.ts';
import { createI18nProvider } from '../src/providers/i18n-provider.ts';
import { lightTheme } from '../src/theme.ts';

type Methods = Partial<Record<string, (...args: any[]) => Promise<unknown>>>;
type Spy = Mock<(resource: string, params: any) => Promise<any>>;
type MethodName =
  | 'getList'
  | 'getOne'
  | 'getMany'
  | 'getManyReference'
  | 'create'
  | 'update'
  | 'updateMany'
  | 'delete'
  | 'deleteMany'
  | 'lookupCep'
  | 'exportProducts'
  | 'approveSubscription'
  | 'cancelSubscription'
  | 'getDashboard';

export interface RenderAdminOptions {
  resource: string;
  /** The data provider's answers; a vi.fn is kept as is, so the test may hold its own spies. */
  methods?: Methods;
  /** The URL the screen opens at: `/<resource>` unless given, e.g. `/plans/4/show`. */
  url?: string;
  /** The route the screen is mounted on: `/<resource>/:id/*` when a url is given, else `/<resource>/*`. */
  route?: string;
  locale?: 'pt-BR' | 'en';
  /** The signed-in admin (`useGetIdentity`); none unless given. */
  identity?: { id: Identifier; fullName: string };
}

/**
 * A react-admin screen in its test context (AdminContext with the real i18n provider, a fresh store,
 * an in-memory router): `methods` are the data provider's answers, each a vi.fn so a test can read
 * what the screen asked; any other call fails. `pathname()`/`search()` tell where the screen went.
 */
export function renderAdmin(
  ui: ReactNode,
  { resource, methods = {}, url, route, locale = 'pt-BR', identity }: RenderAdminOptions,
) {
  const dataProvider = new Proxy({} as Record<string, unknown>, {
    get(target, name: string) {
      if (!(name in target)) {
        const answer = methods[name];
        target[name] =
          answer && vi.isMockFunction(answer)
            ? answer
            : vi.fn(answer ?? (() => Promise.reject(new Error(`unexpected ${name}`))));
      }
      return target[name];
    },
  }) as unknown as Record<MethodName, Spy>;
  let location: Location | undefined;
  // A record screen (edit, show) reads its id from the route, as in the app: /<resource>/:id[/show].
  const path = route ?? (url ? `/${resource}/:id/*` : `/${resource}/*`);
  const result = render(
    <TestMemoryRouter initialEntries={[url ?? `/${resource}`]} locationCallback={(l) => (location = l)}>
      <AdminContext
        dataProvider={dataProvider as unknown as DataProvider}
        authProvider={identity ? testAuthProvider(identity) : undefined}
        i18nProvider={createI18nProvider(locale, { englishLayers })}
        store={memoryStore()}
        theme={lightTheme}
      >
        {/* Where <Title> portals the page title: the app bar's heading, in the real layout. */}
        <TitlePortal />
        <ResourceContextProvider value={resource}>
          <Routes>
            <Route path={path} element={ui} />
            <Route path="*" element={<output aria-label="elsewhere" />} />
          </Routes>
        </ResourceContextProvider>
        <Notification />
      </AdminContext>
    </TestMemoryRouter>,
  );
  return {
    ...result,
    dataProvider,
    pathname: () => location?.pathname,
    search: () => location?.search,
  };
}

/** An auth provider that lets everything through as `identity`. */
const testAuthProvider = (identity: { id: Identifier; fullName: string }): AuthProvider => ({
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getIdentity: async () => identity,
});

/** Data provider methods over an in-memory table, for `methods`: every call is a spy the test reads. */
export function fakeDataProvider<R extends RaRecord, E extends object = object>(records: R[], extra?: E) {
  const byId = (id: Identifier) => records.find((record) => String(record.id) === String(id));
  return {
    getList: vi.fn(async (_resource: string, _params: GetListParams) => ({
      data: records,
      total: records.length,
    })),
    getOne: vi.fn(async (_resource: string, { id }: { id: Identifier }) => ({ data: byId(id)! })),
    getMany: vi.fn(async (_resource: string, { ids }: { ids: Identifier[] }) => ({
      data: ids.map(byId).filter(Boolean) as R[],
    })),
    getManyReference: vi.fn(async () => ({ data: [], total: 0 })),
    create: vi.fn(async (_resource: string, { data }: { data: Partial<R> }) => ({
      data: { ...data, id: 999 } as R,
    })),
    update: vi.fn(async (_resource: string, { id, data }: { id: Identifier; data: Partial<R> }) => ({
      data: { ...byId(id), ...data } as R,
    })),
    updateMany: vi.fn(async () => ({ data: [] })),
    delete: vi.fn(async (_resource: string, { id }: { id: Identifier }) => ({ data: byId(id)! })),
    deleteMany: vi.fn(async () => ({ data: [] })),
    ...(extra as E),
  };
}
