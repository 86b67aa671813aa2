import { HttpError, type Identifier } from 'react-admin';
import {
  ENDPOINTS,
  type EmailDelivery,
  type Notification,
  type NotificationPreferences,
  type NotificationRead,
  type NotificationUnread,
} from '@ponte/shared';
import { requestApi } from '../providers/api-request.ts';
import { createSend } from '../providers/api-send.ts';
import type { HttpClient } from '../providers/http-client.ts';

/** What the bell polls: the unread count and the newest notification's id. */
export type UnreadState = NotificationUnread['result'];

/**
 * One poll of `notifications.unread`: `changed: false` when the API answered 304 to the ETag
 * the bell sent back (nothing new, no body), else the new state and its ETag.
 */
export type UnreadPoll = { changed: false } | { changed: true; etag: string | null; data: UnreadState };

/** The bell's and the preferences page's calls, for `useDataProvider<PonteDataProvider>()`. */
export interface NotificationMethods {
  /** `notifications.unread` with `If-None-Match: etag` when one is known. */
  getUnreadNotifications(etag?: string | null): Promise<UnreadPoll>;
  /** `notifications.list` (`per_page`): the newest first, with the unread count. */
  getNotifications(params: { perPage: number }): Promise<{ data: Notification[]; unreadCount: number }>;
  /** `notifications.markRead` (`{ids}` or `{all: true}`): answers the unread count left. */
  markNotificationsRead(body: NotificationRead): Promise<{ unreadCount: number }>;
  /** `notifications.preferences`: e-mail per family of the admin's role and the e-mail language. */
  getNotificationPreferences(): Promise<{ data: NotificationPreferences }>;
  /** `notifications.savePreferences`. */
  saveNotificationPreferences(data: NotificationPreferences): Promise<{ data: NotificationPreferences }>;
  /** `emails.resend`: a failed e-mail goes back to the queue (409 when it is not failed). */
  resendEmail(id: Identifier): Promise<{ message: string; data: EmailDelivery }>;
}

/** The notifications' and e-mails' calls over the console's http client (cookie session, XSRF). */
export function createNotificationMethods(http: HttpClient): NotificationMethods {
  const send = createSend(http);
  return {
    getUnreadNotifications: async (etag) => {
      const headers = new Headers();
      if (etag) headers.set('If-None-Match', etag);
      try {
        // no-store: the browser's cache would turn the API's 304 back into a 200 with its copy.
        const answer = await requestApi(http, ENDPOINTS.notifications.unread, { headers, cache: 'no-store' });
        const { result } = ENDPOINTS.notifications.unread.response.parse(answer.json);
        return { changed: true, etag: answer.headers.get('ETag'), data: result };
      } catch (error) {
        // react-admin's fetchJson rejects every status outside 2xx, 304 included: here it means "same".
        if (error instanceof HttpError && error.status === 304) return { changed: false };
        throw error;
      }
    },
    getNotifications: async ({ perPage }) => {
      const { result } = await send(ENDPOINTS.notifications.list, { query: { per_page: perPage } });
      // The schema checks kind and params' shape loosely; each kind's params are the API's (decision 056).
      return { data: result.notifications as unknown as Notification[], unreadCount: result.unread_count };
    },
    markNotificationsRead: async (body) => {
      const { result } = await send(ENDPOINTS.notifications.markRead, { body });
      return { unreadCount: result.unread_count };
    },
    getNotificationPreferences: async () => {
      const { result } = await send(ENDPOINTS.notifications.preferences);
      return { data: result.preferences };
    },
    saveNotificationPreferences: async (data) => {
      const { result } = await send(ENDPOINTS.notifications.savePreferences, { body: data });
      return { data: result.preferences };
    },
    resendEmail: async (id) => {
      const answer = await send(ENDPOINTS.emails.resend, { params: { id } });
      return { message: answer.message, data: answer.result.email };
    },
  };
}
