import { createElement } from 'react';
import {
  describeNotification,
  NOTIFICATION_FAMILY_LABELS,
  translate,
  type Locale,
  type NotificationFacts,
  type NotificationFamily,
} from '@ponte/shared';
import type { MailMessage } from '../../../lib/mailer.ts';
import { unsubscribeToken } from '../unsubscribe-token.ts';
import { NotificationLayout } from './notification-layout.tsx';

export interface NotificationMessageInput {
  to: string;
  name: string;
  userId: number;
  /** Admins manage their preferences in the console. */
  admin: boolean;
  family: NotificationFamily;
  locale: Locale;
  /** Oldest first; more than one makes a digest. */
  items: NotificationFacts[];
  appUrl: string;
  appKey: string;
}

/** Where a person's preferences page is: the console's for admins, the site's for everyone else. */
const preferencesPath = (admin: boolean) =>
  admin ? '/admin/notification-preferences' : '/notifications/preferences';

/**
 * One e-mail for one or several notifications of a family, HTML and plain text, with the RFC 8058
 * one-click headers. Words only from describeNotification and the catalog, in the reader's language.
 */
export async function notificationMessage(input: NotificationMessageInput): Promise<MailMessage> {
  const t = (phrase: string, vars?: Record<string, string | number>) => translate(input.locale, phrase, vars);
  const at = (path: string) => new URL(path, input.appUrl).toString();
  const items = input.items.map((facts) => {
    const text = describeNotification(facts, input.locale);
    return { ...text, url: at(text.link) };
  });
  const digest = items.length > 1;
  const token = unsubscribeToken(input.appKey, input.userId, input.family);
  const element = createElement(NotificationLayout, {
    locale: input.locale,
    items,
    words: {
      greeting: t('Olá, {name}', { name: input.name }),
      heading: digest ? t('{count} novidades na Ponte', { count: items.length }) : null,
      open: t('Abrir na Ponte'),
      footer: t('Você recebe este e-mail porque os avisos de “{family}” estão ligados.', {
        family: t(NOTIFICATION_FAMILY_LABELS[input.family]),
      }),
      preferences: t('Preferências de notificação'),
      unsubscribe: t('Cancelar estes e-mails'),
    },
    preferencesUrl: at(preferencesPath(input.admin)),
    // The visible link opens the site's page, which asks before it POSTs (a GET never unsubscribes).
    unsubscribeUrl: at(`/unsubscribe?token=${encodeURIComponent(token)}`),
  });
  // Loaded on the first e-mail, not at start: rendering brings react-dom's server renderer and an
  // HTML-to-text converter that an idle server does not need (decision 056).
  const { render } = await import('@react-email/render');
  const [html, text] = await Promise.all([
    render(element),
    render(element, {
      plainText: true,
      // Titles keep their case in the text part (html-to-text upper-cases headings by default).
      htmlToTextOptions: {
        selectors: [
          { selector: 'h1', options: { uppercase: false } },
          { selector: 'h2', options: { uppercase: false } },
        ],
      },
    }),
  ]);
  return {
    to: input.to,
    subject: digest ? t('Ponte: {count} novidades', { count: items.length }) : items[0]!.title,
    html,
    text,
    headers: {
      // RFC 8058: the mail client POSTs `List-Unsubscribe=One-Click` to this address, no page involved.
      'List-Unsubscribe': `<${at(`/api/v1/notifications/unsubscribe?token=${encodeURIComponent(token)}`)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
