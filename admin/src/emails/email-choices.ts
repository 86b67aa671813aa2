import type { EmailDeliveryStatus, NotificationKind } from '@ponte/shared';

/** The e-mail's status as the list names it (phrase keys). */
export const emailStatusChoices: { id: EmailDeliveryStatus; name: string }[] = [
  { id: 'queued', name: 'Na fila' },
  { id: 'sent', name: 'Enviado' },
  { id: 'failed', name: 'Falhou' },
];

/** Chip colours: a failure is the admin's to-do, a queued one is on its way. */
export const emailStatusColor = { queued: 'info', sent: 'success', failed: 'error' } as const;

/**
 * What event each e-mail reports, one short pt-BR label per kind (phrase keys): the notification
 * kinds of issue #14 and the transactional password reset.
 */
const EMAIL_KIND_LABELS: Record<NotificationKind | 'password-reset', string> = {
  'shipping.created': 'Nova remessa',
  'shipping.cancelled': 'Remessa cancelada',
  'shipping.status_changed': 'Mudança de status da remessa',
  'shipping.payment_changed': 'Mudança no pagamento da remessa',
  'bling.reconnect': 'Reconexão com o Bling',
  'bling.sync_failed': 'Falha na sincronização com o Bling',
  'bling.sync_finished': 'Sincronização com o Bling concluída',
  'trial.ending': 'Período de teste terminando',
  'trial.ended': 'Fim do período de teste',
  'subscription.approved': 'Assinatura aprovada',
  'subscription.ending': 'Assinatura terminando',
  'subscription.ended': 'Fim da assinatura',
  'subscription.awaiting_approval': 'Assinatura aguardando aprovação',
  // Real payments (issue #26).
  'payment.charge_created': 'Nova cobrança da assinatura',
  'payment.due_soon': 'Cobrança perto do vencimento',
  'payment.received': 'Pagamento confirmado',
  'payment.overdue': 'Pagamento em atraso',
  'payment.refunded': 'Pagamento estornado',
  'payment.subscription_cancelled': 'Assinatura cancelada',
  'users.registered': 'Novos cadastros',
  'password-reset': 'Redefinição de senha',
};

export const emailKindChoices = Object.entries(EMAIL_KIND_LABELS).map(([id, name]) => ({ id, name }));

/** The label of a kind; a kind this console does not know yet shows as the API names it. */
export const emailKindLabel = (kind: string) =>
  (EMAIL_KIND_LABELS as Record<string, string | undefined>)[kind] ?? kind;
