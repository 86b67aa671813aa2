/* eslint-disable @typescript-eslint/no-explicit-any -- the spies are read loosely, as in every *.test file (eslint.config.js) */
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import {
  AdminContext,
  memoryStore,
  Notification,
  ResourceContextProvider,
  TestMemoryRouter,
  type DataProvider,
} from 'react-admin';
import { vi, type Mock } from 'vitest';
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

/**
 * A react-admin screen in its test context (AdminContext, pt-BR, a fresh store): `methods` are the
 * data provider's answers, each a vi.fn so a test can read what the screen asked; any other call fails.
 */
export function renderAdmin(
  ui: ReactNode,
  { resource, methods = {}, url }: { resource: string; methods?: Methods; url?: string },
) {
  const dataProvider = new Proxy({} as Record<string, unknown>, {
    get(target, name: string) {
      if (!(name in target)) {
        target[name] = vi.fn(methods[name] ?? (() => Promise.reject(new Error(`unexpected ${name}`))));
      }
      return target[name];
    },
  }) as unknown as Record<MethodName, Spy>;
  // A record screen (edit, show) reads its id from the route, as in the app: /<resource>/:id[/show].
  const screen = url ? (
    <Routes>
      <Route path={`/${resource}/:id/*`} element={ui} />
    </Routes>
  ) : (
    ui
  );
  const result = render(
    <TestMemoryRouter initialEntries={[url ?? `/${resource}`]}>
      <AdminContext
        dataProvider={dataProvider as unknown as DataProvider}
        i18nProvider={createI18nProvider('pt-BR')}
        store={memoryStore()}
        theme={lightTheme}
      >
        <ResourceContextProvider value={resource}>{screen}</ResourceContextProvider>
        <Notification />
      </AdminContext>
    </TestMemoryRouter>,
  );
  return { ...result, dataProvider };
}
