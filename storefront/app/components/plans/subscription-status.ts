import type { SubscriptionState, SubscriptionStatus } from '@ponte/shared';

/**
 * What each status the API computes means to the person, and the date that goes with it: one table for
 * the plans page and the profile, so both say the same thing about the same account.
 */
export const STATUS_TEXT: Record<SubscriptionStatus, { label: string; until?: string }> = {
  active: { label: 'Ativa', until: 'Válida até {date}' },
  trialing: { label: 'Em período de teste', until: 'Período de teste até {date}' },
  cancelled: { label: 'Cancelada', until: 'Acesso até {date}, sem renovação' },
  pending: { label: 'Aguardando aprovação do pagamento' },
  expired: { label: 'Expirada', until: 'Expirou em {date}' },
  none: { label: 'Sem assinatura' },
};

/** The date the status speaks of: the trial's end in a trial, otherwise the paid period's. */
export const statusDate = (subscription: SubscriptionState) =>
  subscription.status === 'trialing' ? subscription.trial_ends_at : subscription.current_period_end;

/**
 * What "cancel" would do, so the button and its confirmation promise exactly that: end the renewal of
 * a running period (`period`), withdraw a request nobody has paid for (`request`), or both at once
 * (the API's cancel drops the pending request and stops the renewal together). `null`: nothing to cancel.
 */
export type CancelKind = 'period' | 'request' | 'both';

export function cancelKind(subscription: SubscriptionState): CancelKind | null {
  const running = subscription.status === 'active';
  if (running) return subscription.pending ? 'both' : 'period';
  return subscription.pending ? 'request' : null;
}
