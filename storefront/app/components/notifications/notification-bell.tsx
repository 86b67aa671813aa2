import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useT, type Translate } from '../../utils/i18n.ts';
import { Icon } from '../ui/icon.tsx';
import styles from './notification-bell.module.css';
import type { BellState } from './notifications.server.ts';

const BELL_ICON =
  'M12 22c1.1 0 2-.9 2-2h-4c0 1.1.89 2 2 2m6-6v-5c0-3.07-1.64-5.64-4.5-6.32V4c0-.83-.67-1.5-1.5-1.5s-1.5.67-1.5 1.5v.68C7.63 5.36 6 7.92 6 11v5l-2 2v1h16v-1z';

/** The API's own path: the browser asks it directly with its session cookie (decision 058). */
const UNREAD_URL = '/api/v1/notifications/unread';

/** The bell's accessible name: the count is part of it, so a screen reader hears it on the link. */
export function bellLabel(t: Translate, unread: number | null): string {
  if (!unread) return t('Notificações');
  return unread === 1 ? t('Notificações, 1 não lida') : t('Notificações, {n} não lidas', { n: unread });
}

/** What the live region says when a poll finds more unread than the bell showed; '' when nothing new. */
export function newsAnnouncement(t: Translate, before: number | null, now: number): string {
  if (before === null || now <= before) return '';
  const news = now - before;
  return news === 1 ? t('Você tem 1 notificação nova.') : t('Você tem {n} notificações novas.', { n: news });
}

/** The count of a 200 from GET /notifications/unread, read without zod (it stays out of the page's bundle). */
export function readUnreadCount(body: unknown): number | null {
  const count = (body as { result?: { unread_count?: unknown } } | null)?.result?.unread_count;
  return typeof count === 'number' && Number.isInteger(count) && count >= 0 ? count : null;
}

interface Shown {
  /** The layout's answer this count started from: a new one (a page load, a revalidation) wins. */
  from: BellState;
  unread: number | null;
  announcement: string;
}

/**
 * The unread count, kept fresh without a reload: a poll every `pollSeconds` while the tab is visible,
 * and at once when it becomes visible again, sending the last ETag so an unchanged count costs a 304.
 */
function useUnread(initial: BellState) {
  const t = useT();
  const [shown, setShown] = useState<Shown>({ from: initial, unread: initial.unread, announcement: '' });
  if (shown.from !== initial) setShown({ from: initial, unread: initial.unread, announcement: '' });

  const { pollSeconds } = initial;
  const unknown = initial.unread === null;
  useEffect(() => {
    let etag: string | null = null;
    let stopped = false;
    let asking = false;
    const controller = new AbortController();
    async function poll() {
      if (stopped || asking || document.visibilityState !== 'visible') return;
      asking = true;
      try {
        const response = await fetch(UNREAD_URL, {
          headers: etag ? { 'If-None-Match': etag } : {},
          credentials: 'same-origin',
          cache: 'no-store',
          signal: controller.signal,
        });
        if (response.status === 304) return;
        // Signed out elsewhere, or not allowed: the next page load says so; polling again would not.
        if (response.status === 401 || response.status === 403) {
          stopped = true;
          return;
        }
        if (!response.ok) return;
        const unread = readUnreadCount(await response.json());
        if (unread === null) return;
        etag = response.headers.get('ETag');
        setShown((before) => ({
          ...before,
          unread,
          announcement: newsAnnouncement(t, before.unread, unread) || before.announcement,
        }));
      } catch {
        // Offline or the server restarting: the next tick tries again.
      } finally {
        asking = false;
      }
    }
    const timer = setInterval(() => void poll(), pollSeconds * 1000);
    const onVisible = () => void poll();
    document.addEventListener('visibilitychange', onVisible);
    if (unknown) void poll();
    return () => {
      stopped = true;
      controller.abort();
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [pollSeconds, unknown, t]);
  return shown;
}

/**
 * The bell in the top bar (decision 058): a link to /notifications named with the unread count, a
 * badge when there is any, and a polite live region that says when new ones arrive.
 */
export function NotificationBell({ initial }: { initial: BellState }) {
  const t = useT();
  const { pathname } = useLocation();
  const { unread, announcement } = useUnread(initial);
  return (
    <>
      <Link
        to="/notifications"
        className={styles.bell}
        aria-label={bellLabel(t, unread)}
        aria-current={pathname === '/notifications' ? 'page' : undefined}
      >
        <Icon path={BELL_ICON} />
        {unread ? (
          <span className={styles.badge} aria-hidden>
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </Link>
      <span role="status" className="sr-only">
        {announcement}
      </span>
    </>
  );
}
