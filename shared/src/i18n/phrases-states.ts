/**
 * Phrases that say which state a thing is in and what just happened to it (decision 042): a request
 * awaiting approval, a withdrawn request, a failed load with its retry, a deactivation that is not a
 * deletion, the 404.
 */
export const statePhrases: Record<string, string> = {
  'Pedido aguardando aprovação': 'Request awaiting approval',
  'Plano {name}, pedido em {date}.': 'Plan {name}, requested on {date}.',
  'Cancelar pedido': 'Cancel request',
  'Cancelar o pedido de assinatura?': 'Cancel the subscription request?',
  'O pedido é retirado e nada é cobrado. Você pode fazer um novo pedido quando quiser.':
    'The request is withdrawn and nothing is charged. You can make a new request whenever you like.',
  'O pedido que aguarda aprovação é retirado e a assinatura não é renovada; você continua com acesso até o fim do período já pago.':
    'The request awaiting approval is withdrawn and the subscription is not renewed; you keep access until the end of the period already paid.',
  'Pedido de assinatura cancelado. Nada foi cobrado.': 'Subscription request cancelled. Nothing was charged.',
  'Plano removido.': 'Plan removed.',
  'Ponte · Administração': 'Ponte · Administration',
  'Plano desativado: ele tem assinantes.': 'Plan deactivated: it has subscribers.',
};
