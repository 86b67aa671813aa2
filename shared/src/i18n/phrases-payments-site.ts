/**
 * The site's words for real subscription payments (issue #26): the plans page's method choice, payment
 * step, invoice history and subscription facts, and the payments API's sentences the site shows. The
 * labels of shared/src/payments/payment-labels.ts, and the words the console shares ('Forma de pagamento',
 * 'Vencimento', 'Fatura'), are in phrases-payments-console.ts.
 */
export const paymentsSitePhrases: Record<string, string> = {
  // The payments API's refusals (the CPF/CNPJ's own is in phrases-admin.ts).
  'Escolha como pagar: Pix, boleto ou cartão.': 'Choose how to pay: Pix, boleto or card.',
  'O serviço de pagamentos não respondeu. Nada foi cobrado; tente novamente em alguns minutos.':
    'The payment service did not answer. Nothing was charged; try again in a few minutes.',
  // Subscribing.
  'Como pagar': 'How to pay',
  'Para emitir a cobrança precisamos do seu CPF ou CNPJ.': 'We need your CPF or CNPJ to issue the charge.',
  'Assinatura criada. Pague a primeira cobrança abaixo para liberar o acesso.':
    'Subscription created. Pay the first charge below to unlock access.',
  'Enquanto uma assinatura aguarda pagamento, não é possível fazer outra.':
    'While a subscription awaits payment, another one cannot be started.',
  'Não foi possível carregar os seus pagamentos.': 'Your payments could not be loaded.',
  'Ver planos': 'See plans',
  // The payment step.
  Pagamento: 'Payment',
  'Preparando sua cobrança…': 'Preparing your charge…',
  Valor: 'Amount',
  'QR Code Pix': 'Pix QR code',
  'Abra o app do seu banco, escolha pagar com Pix e leia o QR Code, ou copie o código.':
    'Open your bank’s app, choose to pay with Pix and scan the QR code, or copy the code.',
  'O QR Code Pix ainda está sendo gerado. Você também pode pagar pela fatura.':
    'The Pix QR code is still being generated. You can also pay through the invoice.',
  'Pix copia e cola': 'Pix copy-and-paste code',
  'Copiar código': 'Copy code',
  'Código copiado.': 'Code copied.',
  'Válido até {date}': 'Valid until {date}',
  'Linha digitável': 'Boleto number',
  'Copiar linha digitável': 'Copy boleto number',
  'Linha digitável copiada.': 'Boleto number copied.',
  'Baixar boleto (PDF)': 'Download boleto (PDF)',
  'O boleto leva até 3 dias úteis para ser confirmado depois do pagamento.':
    'A boleto takes up to 3 business days to be confirmed after it is paid.',
  'O cartão é digitado na página segura do Asaas, nosso serviço de pagamentos; a Ponte não vê os dados do cartão.':
    'You type your card on the secure page of Asaas, our payment service; Ponte never sees the card details.',
  'Pagar com cartão': 'Pay by card',
  'Abrir fatura': 'Open invoice',
  'abre em uma nova aba': 'opens in a new tab',
  'Não foi possível copiar. O texto está selecionado: copie com o teclado.':
    'Could not copy. The text is selected: copy it with the keyboard.',
  'Esta página se atualiza sozinha quando o pagamento for confirmado.':
    'This page updates by itself when the payment is confirmed.',
  'Depois de pagar, recarregue esta página para ver a confirmação.':
    'After paying, reload this page to see the confirmation.',
  'Pagamento confirmado. Sua assinatura está ativa.': 'Payment confirmed. Your subscription is active.',
  // The subscription and its charges.
  'Aguardando o pagamento': 'Awaiting payment',
  'Assinatura aguardando pagamento': 'Subscription awaiting payment',
  'A assinatura começa quando a cobrança for paga.': 'The subscription starts when the charge is paid.',
  'Forma de pagamento: {method}': 'Payment method: {method}',
  'Próxima cobrança em {date}': 'Next charge on {date}',
  'Pagamento em atraso. O acesso continua até {date}; depois a conta é suspensa.':
    'Payment overdue. Access continues until {date}; after that the account is suspended.',
  'O serviço de pagamentos recusou a assinatura.': 'The payment service refused the subscription.',
  'Histórico de cobranças': 'Charge history',
  'Vencimento em {date}': 'Due on {date}',
  Documento: 'Document',
  Comprovante: 'Receipt',
  // The API's refusals about payments (api/src/modules/subscriptions/), shown as they come.
  'Para emitir a cobrança, informe seu CPF ou CNPJ.': 'To issue the charge, enter your CPF or CNPJ.',
  'Só uma cobrança paga pode ser estornada.': 'Only a paid charge can be refunded.',
  'Esta assinatura não está no Asaas.': 'This subscription is not at Asaas.',
  'Sua assinatura deste plano já é renovada automaticamente a cada período.':
    'Your subscription to this plan already renews automatically every period.',
  'Esta assinatura é paga pelo Asaas: ela é ativada quando a cobrança é paga.':
    'This subscription is paid through Asaas: it is activated when its charge is paid.',
  'Já existe uma assinatura aguardando aprovação.': 'A subscription is already awaiting approval.',
  'Já existe uma assinatura aguardando pagamento: pague a cobrança ou cancele o pedido.':
    'A subscription is already awaiting payment: pay its charge or cancel the request.',
};
