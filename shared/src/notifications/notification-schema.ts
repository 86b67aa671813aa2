import { z } from 'zod';
import { LOCALES, type Locale } from '../i18n/catalog.ts';
import { PaginateMetaSchema, paginateRequestSchema } from '../http/paginate-schema.ts';
import { NOTIFICATION_FAMILIES, NOTIFICATION_KINDS, type NotificationFacts } from './notification-kinds.ts';

export * from './notification-kinds.ts';
export * from './notification-texts.ts';

const IdSchema = z.number().int().positive().max(2_147_483_647);

/**
 * One notification as its recipient reads it (GET /v1/notifications). The words are not sent: the apps
 * build them with describeNotification(kind, params) in the reader's language.
 */
export const NotificationSchema = z.object({
  id: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS as [NotificationFacts['kind'], ...NotificationFacts['kind'][]]),
  params: z.record(z.string(), z.unknown()),
  read: z.boolean(),
  created_at: z.string(),
});
export type Notification = Omit<z.infer<typeof NotificationSchema>, 'kind' | 'params'> & NotificationFacts;

/** GET /v1/notifications?page=&per_page=&unread=1: newest first. */
export const NotificationListQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
  unread: z.enum(['0', '1']).optional(),
});
export const NotificationListSchema = z.object({
  result: z.object({
    notifications: z.array(NotificationSchema),
    unread_count: z.number().int(),
    paginate: PaginateMetaSchema,
  }),
});
export type NotificationList = z.infer<typeof NotificationListSchema>;

/**
 * GET /v1/notifications/unread: what the bell polls. Answers an ETag; a poll that sends it back in
 * If-None-Match gets 304 with no body while nothing changed.
 */
export const NotificationUnreadSchema = z.object({
  result: z.object({ unread_count: z.number().int(), latest_id: z.number().int().nullable() }),
});
export type NotificationUnread = z.infer<typeof NotificationUnreadSchema>;

/** POST /v1/notifications/read: some (`ids`) or all of the caller's notifications become read. */
export const NotificationReadSchema = z.union([
  z.strictObject({ ids: z.array(IdSchema).min(1).max(100) }),
  z.strictObject({ all: z.literal(true) }),
]);
export type NotificationRead = z.input<typeof NotificationReadSchema>;
export const NotificationReadResponseSchema = z.object({ result: z.object({ unread_count: z.number().int() }) });

/**
 * GET/PUT /v1/notifications/preferences: e-mail on or off per family (in-app is always on), and the
 * language e-mails are written in. Only the families of the caller's role are listed.
 */
export const NotificationPreferencesSchema = z.strictObject({
  email: z.partialRecord(z.enum(NOTIFICATION_FAMILIES), z.boolean()),
  locale: z.enum(LOCALES as [Locale, ...Locale[]]),
});
export type NotificationPreferences = z.infer<typeof NotificationPreferencesSchema>;
export const NotificationPreferencesResponseSchema = z.object({
  result: z.object({ preferences: NotificationPreferencesSchema }),
});

/**
 * POST /v1/notifications/unsubscribe, signed out: the token of an e-mail's link turns that family's e-mail
 * off. RFC 8058 one-click clients POST `List-Unsubscribe=One-Click` as a form with the token in the query.
 */
export const UnsubscribeSchema = z.strictObject({ token: z.string().min(1).max(500) });
/** The one-click POST of RFC 8058 carries the token in the link's query instead. */
export const UnsubscribeQuerySchema = z.strictObject({ token: UnsubscribeSchema.shape.token.optional() });
export const UnsubscribeResponseSchema = z.object({
  message: z.string(),
  result: z.object({ family: z.enum(NOTIFICATION_FAMILIES) }),
});

export const EMAIL_DELIVERY_STATUSES = ['queued', 'sent', 'failed'] as const;
export type EmailDeliveryStatus = (typeof EMAIL_DELIVERY_STATUSES)[number];

/** One e-mail as the console lists it (POST /v1/emails/paginate, admins only). */
export const EmailDeliverySchema = z.object({
  id: z.number().int(),
  /** The notification kind it reports, or 'password-reset' for transactional mail. */
  kind: z.string(),
  /** How many notifications it carries (a digest carries several). */
  events_count: z.number().int(),
  recipient: z.object({ id: z.number().int().nullable(), email: z.string(), name: z.string().nullable() }),
  subject: z.string(),
  status: z.enum(EMAIL_DELIVERY_STATUSES),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export type EmailDelivery = z.infer<typeof EmailDeliverySchema>;

/** The console's list: newest first by default; `search` matches the recipient's e-mail or the subject. */
export const EmailListQuerySchema = paginateRequestSchema(
  ['id', 'created_at'] as const,
  z.strictObject({ status: z.enum(EMAIL_DELIVERY_STATUSES).optional(), kind: z.string().max(60).optional() }),
);
export type EmailListQuery = z.input<typeof EmailListQuerySchema>;
export const EmailListSchema = z.object({
  result: z.object({ emails: z.array(EmailDeliverySchema), paginate: PaginateMetaSchema }),
});
/** POST /v1/emails/:id/resend: a failed e-mail is queued again (409 if it is not failed). */
export const EmailResponseSchema = z.object({ message: z.string(), result: z.object({ email: EmailDeliverySchema }) });
