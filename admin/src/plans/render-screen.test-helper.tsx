import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import {
  AdminContext,
  memoryStore,
  Notification,
  ResourceContextProvider,
  TestMemoryRouter,
  type DataProvider,
  type GetListParams,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import { Route, Routes, type Location } from 'react-router-dom';
import { vi } from 'vitest';
import { createI18nProvider } from '../providers/i18n-provider.ts';

export interface ScreenOptions {
  /** The URL the screen is opened at, e.g. `/plans/3`. */
  path: string;
  /** The route pattern the screen is mounted on, e.g. `/plans/:id`. */
  route: string;
  resource: string;
  /** A fake: usually `fakeDataProvider(...)`, whose spies the test reads. */
  dataProvider: object;
  locale?: 'pt-BR' | 'en';
}

/**
 * One console screen in react-admin's test context: the real i18n provider, a fake data provider,
 * an in-memory router whose current location the test can read.
 */
export function renderScreen(screen: ReactElement, options: ScreenOptions) {
  let location: Location | undefined;
  const i18nProvider = createI18nProvider(options.locale ?? 'pt-BR');
  render(
    <TestMemoryRouter initialEntries={[options.path]} locationCallback={(l) => (location = l)}>
      <AdminContext
        dataProvider={options.dataProvider as DataProvider}
        i18nProvider={i18nProvider}
        store={memoryStore()}
      >
        {/* Where react-admin's <Title> portals the page title (the app bar, in the real layout). */}
        <h1 id="react-admin-title" />
        <ResourceContextProvider value={options.resource}>
          <Routes>
            <Route path={options.route} element={screen} />
            <Route path="*" element={<output aria-label="elsewhere" />} />
          </Routes>
        </ResourceContextProvider>
        <Notification />
      </AdminContext>
    </TestMemoryRouter>,
  );
  return { pathname: () => location?.pathname, search: () => location?.search };
}

/** A data provider over an in-memory table: every call is a spy the test can look into. */
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
