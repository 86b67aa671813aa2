import type { Env } from '../../env.ts';

/** What a provider is told when a subscription starts: enough to open a charge. */
export interface StartingSubscription {
  id: number;
  user_id: number;
  plan_id: number;
  price_cents: number;
}

/**
 * `active`: the payment is confirmed now. `pending`: it will be confirmed later, by an admin's approval
 * (`manual`) or by the provider's charges (`asaas`, whose work is the `payments-start` job queued with the
 * subscription, then tried at once by the route).
 */
export interface ProviderResult {
  status: 'pending' | 'active';
  /** The provider's work is a job queued in the subscribe transaction. */
  startJob?: boolean;
}

/**
 * A payment provider. `start` runs inside the subscribe transaction, so it never calls a third party: a
 * real provider answers `pending` and asks for its job (decision 079).
 */
export interface PaymentProvider {
  name: Env['PAYMENTS'];
  /** An admin approves each subscription (the console's "Aprovar"). */
  approvedByAdmin: boolean;
  start(subscription: StartingSubscription): Promise<ProviderResult>;
}

/** Payment is arranged outside the platform; an admin approves once it is received. */
export const manualProvider: PaymentProvider = {
  name: 'manual',
  approvedByAdmin: true,
  start: async () => ({ status: 'pending' }),
};

/** Demo mode: every subscription is paid at once. */
export const autoProvider: PaymentProvider = {
  name: 'auto',
  approvedByAdmin: false,
  start: async () => ({ status: 'active' }),
};

/** Asaas (docs/payments-asaas.md): the subscription is paid by its charges, told by webhooks. */
export const asaasProvider: PaymentProvider = {
  name: 'asaas',
  approvedByAdmin: false,
  start: async () => ({ status: 'pending', startJob: true }),
};

const providers: Record<Env['PAYMENTS'], PaymentProvider> = {
  manual: manualProvider,
  auto: autoProvider,
  asaas: asaasProvider,
};

export const paymentProvider = (env: Pick<Env, 'PAYMENTS'>): PaymentProvider => providers[env.PAYMENTS];
