/**
 * What the supplier reads about Bling (answers, connection errors, run errors). Each is a fixed phrase,
 * so the interface can translate it through the catalog (shared/src/i18n/phrases-bling.ts).
 */
export const BLING_MESSAGES = {
  notConfigured: 'A integração com o Bling ainda não foi configurada. Fale com o administrador da Ponte.',
  notConnected: 'Conecte sua conta do Bling antes de sincronizar.',
  needsReconnect: 'A autorização do Bling expirou ou foi revogada. Conecte o Bling novamente.',
  syncStarted: 'Sincronização iniciada.',
  syncAlreadyRunning: 'Já existe uma sincronização em andamento.',
  disconnected: 'Bling desconectado.',
  runDisconnected: 'Sincronização interrompida: o Bling foi desconectado.',
  unavailable: 'O Bling não respondeu. A sincronização pode ser tentada de novo em alguns minutos.',
  forbidden: 'O aplicativo da Ponte não tem permissão para ler produtos e estoque no Bling.',
  rejected: 'O Bling recusou a consulta de produtos. Tente novamente ou fale com o suporte.',
  someProductsFailed:
    'Alguns produtos não puderam ser lidos do Bling; eles serão tentados de novo na próxima sincronização.',
  invalidSignature: 'Assinatura do webhook ausente ou inválida.',
  invalidEvent: 'Evento do Bling inválido.',
  eventReceived: 'Evento recebido.',
  unknownCompany: 'Nenhum fornecedor conectado a esta empresa do Bling.',
  connectionUnusable: 'A conexão com o Bling deste fornecedor não está ativa.',
} as const;
