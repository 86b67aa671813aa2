import type { Env } from '../../env.ts';

/** What a provider is told when a subscription starts: enough to open a charge. */
export interface StartingSubscription {
  id: number;
  user_id: number;
  plan_id: number;
  price_cents: number;
}

/**
 * `active`: the payment is confirmed now. `pending`: it will be confirmed later (an admin's approval,
 * or one day a gateway's webhook), through the same approval function.
 */
export interface ProviderResult {
  status: 'pending' | 'active';
  /** Shown to the payer while pending (how to pay, a reference). */
  instructions?: string;
}

/**
 * A payment provider. `start` runs inside the subscribe transaction, so it must not call a slow
 * third party; a real gateway would answer `pending` and confirm through approval.
 */
export interface PaymentProvider {
  name: Env['PAYMENTS'];
  start(subscription: StartingSubscription): Promise<ProviderResult>;
}

/** Payment is arranged outside the platform; an admin approves once it is received. */
export const manualProvider: PaymentProvider = {
  name: 'manual',
  start: async () => ({
    status: 'pending',
    instructions: 'Assinatura aguardando aprovação do pagamento pela equipe Ponte.',
  }),
};

/** Demo mode: every subscription is paid at once. */
export const autoProvider: PaymentProvider = {
  name: 'auto',
  start: async () => ({ status: 'active' }),
};

const providers: Record<Env['PAYMENTS'], PaymentProvider> = { manual: manualProvider, auto: autoProvider };

export const paymentProvider = (env: Pick<Env, 'PAYMENTS'>): PaymentProvider => providers[env.PAYMENTS];
