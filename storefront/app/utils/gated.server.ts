import { ApiError } from '@ponte/shared';

/**
 * Runs a loader's API calls for a gated page (products, shipments, ERP, dashboard data). An inactive
 * subscription (402) is not an error page: the page renders empty and the layout shows the spec's
 * dialog that leads to /plans.
 */
export async function gated<T>(
  load: () => Promise<T>,
): Promise<{ inactive: true } | { inactive: false; data: T }> {
  try {
    return { inactive: false, data: await load() };
  } catch (error) {
    if (error instanceof ApiError && error.status === 402) return { inactive: true };
    throw error;
  }
}
