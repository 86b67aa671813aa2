import type { Notification } from '@ponte/shared';
import { formatDateTime } from '@ponte/shared/i18n';
import { describeNotification, type NotificationFacts } from '@ponte/shared/notifications';
import { Form } from 'react-router';
import { useLocale, useT } from '../../utils/i18n.ts';
import { Button } from '../ui/button.tsx';
import styles from './notification-item.module.css';

/**
 * One notification (decision 058): its title opens the page it is about through a POST that marks it
 * read and then redirects there (no GET marks anything), its body lines, the date, and "Não lida" in
 * words beside the colour; an unread one also has "Marcar como lida", which stays on this page.
 */
export function NotificationItem({ notification }: { notification: Notification }) {
  const t = useT();
  const locale = useLocale();
  const text = describeNotification(notification as NotificationFacts, locale);
  const { id, read } = notification;
  const titleId = `notification-${id}`;
  return (
    <li className={read ? styles.item : `${styles.item} ${styles.unread}`}>
      <div className={styles.head}>
        <Form method="post" className={styles.openForm}>
          <input type="hidden" name="intent" value="open" />
          <input type="hidden" name="id" value={id} />
          <input type="hidden" name="to" value={text.link} />
          <button type="submit" id={titleId} className={styles.title}>
            {text.title}
          </button>
        </Form>
        {read ? null : <span className={styles.flag}>{t('Não lida')}</span>}
      </div>
      {text.body.split('\n').map((line, index) => (
        <p key={index} className={styles.body}>
          {line}
        </p>
      ))}
      <div className={styles.foot}>
        <time dateTime={notification.created_at} className={styles.date}>
          {formatDateTime(notification.created_at, locale)}
        </time>
        {read ? null : (
          <Form method="post">
            <input type="hidden" name="intent" value="read" />
            <input type="hidden" name="id" value={id} />
            <Button type="submit" size="small" aria-describedby={titleId}>
              {t('Marcar como lida')}
            </Button>
          </Form>
        )}
      </div>
    </li>
  );
}
