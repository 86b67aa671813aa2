/**
 * The one place a notification becomes words (decision 056): the bell of both apps and the e-mails read
 * their title, body and link from here, in the reader's language. Phrases are catalog keys (pt-BR), with
 * their English in i18n/phrases-notifications.ts. No zod: the front ends import it as is.
 */
import type { Locale } from '../i18n/catalog.ts';
import { formatBRL, formatDate, translate } from '../i18n/translate.ts';
import { PAYMENT_STATUS_LABELS, SHIPPING_STATUS_LABELS } from '../shippings/shipping-labels.ts';
import type { NotificationFacts, NotificationFamily } from './notification-kinds.ts';

export interface NotificationText {
  title: string;
  /** One or more sentences; lines separated by "\n" (a shipment's trackings, one per line). */
  body: string;
  /** The exact page it is about, a path on this host (the console's under /admin/). */
  link: string;
}

/** The words and page of one notification, in `locale`. */
export function describeNotification(facts: NotificationFacts, locale: Locale = 'pt-BR'): NotificationText {
  const t = (phrase: string, vars?: Record<string, string | number>) => translate(locale, phrase, vars);
  const date = (iso: string) => formatDate(iso, locale);
  switch (facts.kind) {
    case 'shipping.created': {
      const p = facts.params;
      return {
        title: t('Nova remessa #{id} de {client}', { id: p.shipping_id, client: p.client_name }),
        body: t('{orders} pedido(s), {items} item(ns), {total}. Destino: {cities}.', {
          orders: p.orders_count,
          items: p.items_count,
          total: formatBRL(p.total_cents, locale),
          cities: p.cities.join(', '),
        }),
        link: `/shipping/view/${p.shipping_id}`,
      };
    }
    case 'shipping.cancelled': {
      const p = facts.params;
      return {
        title: t('{client} cancelou a remessa #{id}', { id: p.shipping_id, client: p.client_name }),
        body: p.reason ? t('Motivo: {reason}', { reason: p.reason }) : t('Nenhum motivo foi informado.'),
        link: `/shipping/view/${p.shipping_id}`,
      };
    }
    case 'shipping.status_changed': {
      const p = facts.params;
      const lines = [t('Novo status: {status}.', { status: t(SHIPPING_STATUS_LABELS[p.status]) })];
      for (const tracking of p.trackings) {
        lines.push(
          t('{recipient}: {carrier}, código de rastreio {code}', {
            recipient: tracking.recipient,
            carrier: tracking.carrier ?? t('transportadora não informada'),
            code: tracking.code ?? t('não informado'),
          }),
        );
      }
      if (p.reason) lines.push(t('Motivo: {reason}', { reason: p.reason }));
      return {
        title: t('Remessa #{id}: {status}', { id: p.shipping_id, status: t(SHIPPING_STATUS_LABELS[p.status]) }),
        body: lines.join('\n'),
        link: `/shipping/view/${p.shipping_id}`,
      };
    }
    case 'shipping.payment_changed': {
      const p = facts.params;
      const status = t(PAYMENT_STATUS_LABELS[p.payment_status]);
      return {
        title: t('Pagamento da remessa #{id}: {status}', { id: p.shipping_id, status }),
        body:
          p.changed_by === 'admin'
            ? t('A equipe da Ponte marcou o pagamento como {status}.', { status })
            : t('{supplier} marcou o pagamento como {status}.', { supplier: p.supplier_name, status }),
        link: `/shipping/view/${p.shipping_id}`,
      };
    }
    case 'bling.reconnect':
      return {
        title: t('Reconecte sua conta do Bling'),
        body: t('O Bling recusou o acesso da Ponte e seu catálogo parou de ser atualizado. Conecte de novo na página ERP.'),
        link: '/erp',
      };
    case 'bling.sync_failed':
      return {
        title: t('A sincronização com o Bling falhou'),
        body: facts.params.reason ?? t('Tente sincronizar de novo na página ERP.'),
        link: '/erp',
      };
    case 'bling.sync_finished': {
      const p = facts.params;
      return {
        title: t('Sincronização com o Bling concluída'),
        body: t('{created} produto(s) novo(s) e {updated} atualizado(s) em {minutes} minuto(s).', {
          created: p.created,
          updated: p.updated,
          minutes: p.minutes,
        }),
        link: '/products',
      };
    }
    case 'trial.ending':
      return {
        title: t('Seu período de teste termina em {date}', { date: date(facts.params.ends_at) }),
        body: t('Escolha um plano para continuar usando a Ponte sem interrupção.'),
        link: '/plans',
      };
    case 'trial.ended':
      return {
        title: t('Seu período de teste terminou'),
        body: t('Escolha um plano para voltar a usar todo o sistema.'),
        link: '/plans',
      };
    case 'subscription.approved': {
      const p = facts.params;
      return {
        title: t('Assinatura aprovada: {plan}', { plan: p.plan_name }),
        body: t('Seu acesso está liberado até {date}.', { date: date(p.period_end) }),
        link: '/plans',
      };
    }
    case 'subscription.ending': {
      const p = facts.params;
      return {
        title: t('Sua assinatura termina em {date}', { date: date(p.ends_at) }),
        body: t('O plano {plan} não será renovado. Renove para não perder o acesso.', { plan: p.plan_name }),
        link: '/plans',
      };
    }
    case 'subscription.ended':
      return {
        title: t('Sua assinatura terminou'),
        body: t('O plano {plan} terminou em {date}. Renove para voltar a usar todo o sistema.', {
          plan: facts.params.plan_name,
          date: date(facts.params.ended_at),
        }),
        link: '/plans',
      };
    case 'payment.charge_created': {
      const p = facts.params;
      return {
        title: t('Nova cobrança da assinatura: {value}', { value: formatBRL(p.value_cents, locale) }),
        body: t('Plano {plan}, vencimento em {date}. Pague pela página de planos.', { plan: p.plan_name, date: date(p.due_at) }),
        link: '/plans',
      };
    }
    case 'payment.due_soon': {
      const p = facts.params;
      return {
        title: t('Sua cobrança vence em {date}', { date: date(p.due_at) }),
        body: t('Plano {plan}, {value}. Pague até o vencimento para não perder o acesso.', {
          plan: p.plan_name,
          value: formatBRL(p.value_cents, locale),
        }),
        link: '/plans',
      };
    }
    case 'payment.received': {
      const p = facts.params;
      return {
        title: t('Pagamento confirmado: {value}', { value: formatBRL(p.value_cents, locale) }),
        body: t('Plano {plan}: seu acesso está liberado até {date}.', { plan: p.plan_name, date: date(p.period_end) }),
        link: '/plans',
      };
    }
    case 'payment.overdue': {
      const p = facts.params;
      return {
        title: t('Pagamento em atraso: {value}', { value: formatBRL(p.value_cents, locale) }),
        body: p.grace_until
          ? t('A cobrança do plano {plan} venceu em {due}. O acesso continua até {date}; depois a conta é suspensa.', {
              plan: p.plan_name,
              due: date(p.due_at),
              date: date(p.grace_until),
            })
          : t('A cobrança do plano {plan} venceu em {due}. Pague para liberar o acesso.', {
              plan: p.plan_name,
              due: date(p.due_at),
            }),
        link: '/plans',
      };
    }
    case 'payment.refunded':
      return {
        title: t('Pagamento estornado: {value}', { value: formatBRL(facts.params.value_cents, locale) }),
        body: t('O pagamento do plano {plan} foi estornado e o acesso foi suspenso. Assine de novo para voltar a usar todo o sistema.', {
          plan: facts.params.plan_name,
        }),
        link: '/plans',
      };
    case 'payment.subscription_cancelled': {
      const p = facts.params;
      return {
        title: t('Assinatura cancelada: {plan}', { plan: p.plan_name }),
        body: p.ends_at
          ? t('Não haverá novas cobranças. O acesso continua até {date}.', { date: date(p.ends_at) })
          : t('Não haverá novas cobranças.'),
        link: '/plans',
      };
    }
    case 'subscription.awaiting_approval': {
      const p = facts.params;
      return {
        title: t('Assinatura aguardando aprovação'),
        body: t('{user} pediu o plano {plan}.', { user: p.user_name, plan: p.plan_name }),
        link: '/admin/subscriptions',
      };
    }
    case 'users.registered': {
      const p = facts.params;
      return {
        title: t(p.role === 'supplier' ? 'Novo fornecedor cadastrado' : 'Novo revendedor cadastrado'),
        body: p.user_name,
        link: `/admin/clients/${p.user_id}`,
      };
    }
  }
}

/** How each family is named on the preferences page and in an e-mail's footer. */
export const NOTIFICATION_FAMILY_LABELS: Record<NotificationFamily, string> = {
  shipments: 'Remessas e pagamentos',
  subscription: 'Assinatura e período de teste',
  bling: 'Conexão com o Bling',
  admin: 'Avisos da administração',
};

export * from './notification-kinds.ts';
