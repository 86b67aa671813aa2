import { lazy } from 'react';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import type { EmailDelivery } from '@ponte/shared';

/**
 * The `emails` resource (issue #14): the e-mails Ponte sent, queued or failed to send, with their
 * event, recipient and last error; a failed one can be resent. Read-only otherwise (decision 059).
 */
export const emails = {
  list: lazy(() => import('./email-list.tsx').then((m) => ({ default: m.EmailList }))),
  icon: MailOutlineIcon,
  options: { label: 'E-mails' },
  recordRepresentation: (record: EmailDelivery) => `${record.subject} (${record.recipient.email})`,
};
