/** Phrases of the bling integration (issue #6), merged into the catalog (pt-BR key → en). */
export const blingPhrases: Record<string, string> = {
  // API answers and connection / run errors (api/src/modules/bling/bling-messages.ts).
  'A integração com o Bling ainda não foi configurada. Fale com o administrador da Ponte.':
    'The Bling integration has not been set up yet. Please contact the Ponte administrator.',
  'Conecte sua conta do Bling antes de sincronizar.': 'Connect your Bling account before syncing.',
  'A autorização do Bling expirou ou foi revogada. Conecte o Bling novamente.':
    'The Bling authorization expired or was revoked. Please connect Bling again.',
  'Sincronização iniciada.': 'Sync started.',
  'Já existe uma sincronização em andamento.': 'A sync is already in progress.',
  'Bling desconectado.': 'Bling disconnected.',
  'Sincronização interrompida: o Bling foi desconectado.': 'Sync stopped: Bling was disconnected.',
  'O Bling não respondeu. A sincronização pode ser tentada de novo em alguns minutos.':
    'Bling did not respond. You can try the sync again in a few minutes.',
  'O aplicativo da Ponte não tem permissão para ler produtos e estoque no Bling.':
    'The Ponte app is not allowed to read products and stock in Bling.',
  'O Bling recusou a consulta de produtos. Tente novamente ou fale com o suporte.':
    'Bling refused the product query. Try again or contact support.',
  'Alguns produtos não puderam ser lidos do Bling; eles serão tentados de novo na próxima sincronização.':
    'Some products could not be read from Bling; they will be tried again at the next sync.',
  'Assinatura do webhook ausente ou inválida.': 'Webhook signature missing or invalid.',
  'Evento do Bling inválido.': 'Invalid Bling event.',
  'Evento recebido.': 'Event received.',
  'Nenhum fornecedor conectado a esta empresa do Bling.': 'No supplier is connected to this Bling company.',
  'A conexão com o Bling deste fornecedor não está ativa.': "This supplier's Bling connection is not active.",
};
