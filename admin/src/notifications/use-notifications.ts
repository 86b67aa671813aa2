import { useCallback, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationRead } from '@ponte/shared';
import type { PonteDataProvider } from '../providers/data-provider.ts';
import type { UnreadState } from './notification-api.ts';

/** How often the bell asks "anything new?" while the tab is visible (decision 059). */
export const POLL_INTERVAL_MS = 30_000;
/** How many notifications the bell's panel lists (the newest). */
const LATEST_COUNT = 10;

const UNREAD_KEY = ['notifications', 'unread'] as const;
const LATEST_KEY = ['notifications', 'latest'] as const;

/*
 * These hooks run on the bell's own react-query client (notification-bell.tsx), not react-admin's: the
 * app bar's loading indicator counts every query of react-admin's client, and a poll every 30 s would
 * swap its refresh button for a spinner (and take the keyboard focus away from it) each time.
 * `dataProvider` is react-admin's, taken outside that client, so a 401 still signs the admin out.
 */

/**
 * The unread count, kept fresh without a reload: GET /v1/notifications/unread every 30 s while the tab
 * is visible (react-query pauses its interval in a hidden tab), and at once when the tab becomes visible
 * again. The ETag of the last answer goes back in If-None-Match: an unchanged count costs a bodyless 304.
 * A failed poll keeps the last count (the next poll tries again) rather than flashing an error in the bar.
 */
export function useUnreadNotifications(dataProvider: PonteDataProvider) {
  const queryClient = useQueryClient();
  const etag = useRef<string | null>(null);
  return useQuery({
    queryKey: UNREAD_KEY,
    queryFn: async (): Promise<UnreadState> => {
      const known = queryClient.getQueryData<UnreadState>(UNREAD_KEY);
      const answer = await dataProvider.getUnreadNotifications(known ? etag.current : null);
      if (!answer.changed && known) return known;
      if (!answer.changed) {
        // A 304 with nothing kept (another tab's ETag): ask again without one.
        etag.current = null;
        const fresh = await dataProvider.getUnreadNotifications(null);
        if (!fresh.changed) throw new Error('304 without an ETag');
        etag.current = fresh.etag;
        return fresh.data;
      }
      etag.current = answer.etag;
      return answer.data;
    },
    refetchInterval: POLL_INTERVAL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: 'always',
    retry: false,
    staleTime: 0,
  });
}

/**
 * The newest notifications, for the open panel only (`enabled`): fetched when it opens and again when
 * the polled count says something changed (`latestId`, the newest notification's id, is in the key).
 */
export function useLatestNotifications(
  dataProvider: PonteDataProvider,
  enabled: boolean,
  latestId: number | null | undefined,
) {
  return useQuery({
    queryKey: [...LATEST_KEY, latestId ?? null],
    queryFn: () => dataProvider.getNotifications({ perPage: LATEST_COUNT }),
    enabled,
    retry: false,
    staleTime: 0,
  });
}

/**
 * Marks some or all notifications read (a POST, never a GET that changes state): the count the API
 * answers replaces the polled one at once, and the open list is asked again for its new marks.
 */
export function useMarkRead(dataProvider: PonteDataProvider) {
  const queryClient = useQueryClient();
  return useCallback(
    async (body: NotificationRead) => {
      const { unreadCount } = await dataProvider.markNotificationsRead(body);
      queryClient.setQueryData<UnreadState>(UNREAD_KEY, (known) => ({
        latest_id: known?.latest_id ?? null,
        unread_count: unreadCount,
      }));
      await queryClient.invalidateQueries({ queryKey: LATEST_KEY });
      return unreadCount;
    },
    [dataProvider, queryClient],
  );
}
