import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { Dashboard } from '@ponte/shared';
import type { PonteDataProvider } from '../providers/data-provider.ts';

export type DashboardState =
  { status: 'loading' } | { status: 'error' } | { status: 'loaded'; data: Dashboard };

/** GET /v1/dashboard once per visit, through the data provider's custom method. */
export function useDashboard(): DashboardState {
  const dataProvider = useDataProvider<PonteDataProvider>();
  const [state, setState] = useState<DashboardState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    dataProvider.getDashboard().then(
      ({ data }) => live && setState({ status: 'loaded', data }),
      () => live && setState({ status: 'error' }),
    );
    return () => {
      live = false;
    };
  }, [dataProvider]);
  return state;
}

/** A list URL of the console with a react-admin filter in it, e.g. the pending subscriptions. */
export const filteredListPath = (listPath: string, filter: Record<string, string>) =>
  `${listPath}?filter=${encodeURIComponent(JSON.stringify(filter))}`;
