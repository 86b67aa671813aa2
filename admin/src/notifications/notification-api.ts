import { HttpError, type Identifier } from 'react-admin';
import {
  EmailResponseSchema,
  NotificationListSchema,
  NotificationPreferencesResponseSchema,
  NotificationReadResponseSchema,
  NotificationUnreadSchema,
  type EmailDelivery,
  type Notification,
  type NotificationPreferences,
  type NotificationRead,
  type NotificationUnread,
} from '@ponte/shared';
import type { HttpClient } from '../providers/http-client.ts';

const API_URL = '/api/v1';

/** What the bell polls: the unread count and the newest notification's id. */
export type UnreadState = NotificationUnread['result'];

/**
 * One poll of GET /v1/notifications/unread: `changed: false` when the API answered 304 to the ETag
 * the bell sent back (nothing new, no body), else the new state and its ETag.
 */
export type UnreadPoll = { changed: false } | { changed: true; etag: string | null; data: UnreadState };

/** The bell's and the preferences page's calls, for `useDataProvider<PonteDataProvider>()`. */
export interface NotificationMethods {
  /** GET /v1/notifications/unread with `If-None-Match: etag` when one is known. */
  getUnreadNotifications(etag?: string | null): Promise<UnreadPoll>;
  /** GET /v1/notifications?per_page=: the newest first, with the unread count. */
  getNotifications(params: { perPage: number }): Promise<{ data: Notification[]; unreadCount: number }>;
  /** POST /v1/notifications/read (`{ids}` or `{all: true}`): answers the unread count left. */
  markNotificationsRead(body: NotificationRead): Promise<{ unreadCount: number }>;
  /** GET /v1/notifications/preferences: e-mail per family of the admin's role and the e-mail language. */
  getNotificationPreferences(): Promise<{ data: NotificationPreferences }>;
  /** PUT /v1/notifications/preferences. */
  saveNotificationPreferences(data: NotificationPreferences): Promise<{ data: NotificationPreferences }>;
  /** POST /v1/emails/{id}/resend: a failed e-mail goes back to the queue (409 when it is not failed). */
  resendEmail(id: Identifier): Promise<{ message: string; data: EmailDelivery }>;
}

/** The notifications' and e-mails' calls over the console's http client (cookie session, XSRF). */
export function createNotificationMethods(http: HttpClient): NotificationMethods {
  const url = (path: string) => `${API_URL}/${path}`;
  const send = (path: string, method: 'POST' | 'PUT', body?: unknown) =>
    http(url(path), { method, body: body === undefined ? undefined : JSON.stringify(body) });
  return {
    getUnreadNotifications: async (etag) => {
      const headers = new Headers();
      if (etag) headers.set('If-None-Match', etag);
      try {
        // no-store: the browser's cache would turn the API's 304 back into a 200 with its copy.
        const answer = await http(url('notifications/unread'), { headers, cache: 'no-store' });
        const { result } = NotificationUnreadSchema.parse(answer.json);
        return { changed: true, etag: answer.headers.get('ETag'), data: result };
      } catch (error) {
        // react-admin's fetchJson rejects every status outside 2xx, 304 included: here it means "same".
        if (error instanceof HttpError && error.status === 304) return { changed: false };
        throw error;
      }
    },
    getNotifications: async ({ perPage }) => {
      const { json } = await http(url(`notifications?per_page=${perPage}`));
      const { result } = NotificationListSchema.parse(json);
      // The schema checks kind and params' shape loosely; each kind's params are the API's (decision 056).
      return { data: result.notifications as unknown as Notification[], unreadCount: result.unread_count };
    },
    markNotificationsRead: async (body) => {
      const { json } = await send('notifications/read', 'POST', body);
      return { unreadCount: NotificationReadResponseSchema.parse(json).result.unread_count };
    },
    getNotificationPreferences: async () => {
      const { json } = await http(url('notifications/preferences'));
      return { data: NotificationPreferencesResponseSchema.parse(json).result.preferences };
    },
    saveNotificationPreferences: async (data) => {
      const { json } = await send('notifications/preferences', 'PUT', data);
      return { data: NotificationPreferencesResponseSchema.parse(json).result.preferences };
    },
    resendEmail: async (id) => {
      const { json } = await send(`emails/${encodeURIComponent(id)}/resend`, 'POST');
      const answer = EmailResponseSchema.parse(json);
      return { message: answer.message, data: answer.result.email };
    },
  };
}
