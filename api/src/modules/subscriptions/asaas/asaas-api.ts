import { asaasRequest, AsaasRefusedError, type AsaasConfig } from './asaas-http.ts';

/**
 * The calls Ponte makes to Asaas API v3 (docs/payments-asaas.md#endpoints) and the parts of its answers it
 * reads. Asaas may add fields at any time: everything else is ignored.
 */
export interface AsaasPayment {
  id: string;
  customer: string;
  subscription?: string | null;
  value: number;
  billingType: string;
  status: string;
  dueDate: string;
  paymentDate?: string | null;
  clientPaymentDate?: string | null;
  confirmedDate?: string | null;
  invoiceUrl?: string | null;
  bankSlipUrl?: string | null;
  transactionReceiptUrl?: string | null;
  externalReference?: string | null;
  deleted?: boolean;
}

export interface AsaasSubscription {
  id: string;
  customer: string;
  value: number;
  nextDueDate?: string;
  billingType: string;
  cycle: string;
  status?: string;
  deleted?: boolean;
  externalReference?: string | null;
}

interface AsaasList<T> {
  data: T[];
  hasMore: boolean;
}

/** The Ponte reference stored at Asaas: a user's customer and a subscription, found again by it after a crash. */
export const customerReference = (userId: number) => `ponte-user-${userId}`;
export const subscriptionReference = (subscriptionId: number) => `ponte-subscription-${subscriptionId}`;

/** A GET that answers 404 for an object that is gone answers null here. */
async function orNull<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof AsaasRefusedError && error.status === 404) return null;
    throw error;
  }
}

export function asaasApi(config: AsaasConfig) {
  const request = <T>(call: Parameters<typeof asaasRequest>[1]) => asaasRequest<T>(config, call);
  return {
    /**
     * Only by Ponte's reference: another account with the same CPF/CNPJ (or a customer made in Asaas's panel)
     * is someone else's payer, whose name and e-mail the invoice would show.
     */
    async findCustomer(userId: number) {
      const list = await request<AsaasList<{ id: string }>>({
        operation: 'customers.find',
        method: 'GET',
        path: '/customers',
        query: { externalReference: customerReference(userId), limit: 1 },
      });
      return list.data[0] ?? null;
    },
    createCustomer: (body: {
      name: string;
      cpfCnpj: string;
      email: string;
      mobilePhone?: string;
      externalReference: string;
      notificationDisabled: boolean;
    }) =>
      request<{ id: string }>({ operation: 'customers.create', method: 'POST', path: '/customers', body }),
    async findSubscription(subscriptionId: number) {
      const list = await request<AsaasList<AsaasSubscription>>({
        operation: 'subscriptions.find',
        method: 'GET',
        path: '/subscriptions',
        query: { externalReference: subscriptionReference(subscriptionId), limit: 10 },
      });
      return list.data.find((s) => !s.deleted) ?? null;
    },
    createSubscription: (body: {
      customer: string;
      billingType: string;
      value: number;
      nextDueDate: string;
      cycle: 'MONTHLY' | 'YEARLY';
      description: string;
      externalReference: string;
    }) =>
      request<AsaasSubscription>({
        operation: 'subscriptions.create',
        method: 'POST',
        path: '/subscriptions',
        body,
      }),
    getSubscription: (id: string) =>
      orNull(
        request<AsaasSubscription>({
          operation: 'subscriptions.get',
          method: 'GET',
          path: `/subscriptions/${encodeURIComponent(id)}`,
        }),
      ),
    updateSubscription: (
      id: string,
      body: { value?: number; billingType?: string; updatePendingPayments?: boolean },
    ) =>
      request<AsaasSubscription>({
        operation: 'subscriptions.update',
        method: 'PUT',
        path: `/subscriptions/${encodeURIComponent(id)}`,
        body,
      }),
    /** Cancelling is removing (docs/payments-asaas.md#endpoints); one already removed counts as done. */
    async deleteSubscription(id: string) {
      await orNull(
        request({
          operation: 'subscriptions.delete',
          method: 'DELETE',
          path: `/subscriptions/${encodeURIComponent(id)}`,
        }),
      );
    },
    /** Every charge of a subscription, in pages of 100. */
    async subscriptionPayments(id: string): Promise<AsaasPayment[]> {
      const all: AsaasPayment[] = [];
      for (let offset = 0; ; offset += 100) {
        const page = await request<AsaasList<AsaasPayment>>({
          operation: 'subscriptions.payments',
          method: 'GET',
          path: `/subscriptions/${encodeURIComponent(id)}/payments`,
          query: { offset, limit: 100 },
        });
        all.push(...page.data);
        if (!page.hasMore || page.data.length === 0) return all;
      }
    },
    getPayment: (id: string) =>
      orNull(
        request<AsaasPayment>({
          operation: 'payments.get',
          method: 'GET',
          path: `/payments/${encodeURIComponent(id)}`,
        }),
      ),
    pixQrCode: (id: string) =>
      request<{ encodedImage: string; payload: string; expirationDate?: string | null }>({
        operation: 'payments.pix',
        method: 'GET',
        path: `/payments/${encodeURIComponent(id)}/pixQrCode`,
      }),
    identificationField: (id: string) =>
      request<{ identificationField: string }>({
        operation: 'payments.boleto',
        method: 'GET',
        path: `/payments/${encodeURIComponent(id)}/identificationField`,
      }),
    refundPayment: (id: string) =>
      request<AsaasPayment>({
        operation: 'payments.refund',
        method: 'POST',
        path: `/payments/${encodeURIComponent(id)}/refund`,
        body: { description: 'Estorno pela equipe Ponte' },
      }),
  };
}
export type AsaasApi = ReturnType<typeof asaasApi>;
