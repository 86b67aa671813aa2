import type { BlingCallbackOutcome, BlingConnectionState, BlingRunStatus, BlingSyncRun } from '@ponte/shared';

/*
 * The Bling card's vocabulary as catalog phrases (pt-BR keys). Types only from '@ponte/shared': its
 * runtime would bring zod into the browser bundle.
 */
/** The Bling buttons: each posts one of these intents to the page's action. */
export const BLING_INTENTS = ['bling-connect', 'bling-sync', 'bling-disconnect'] as const;
export type BlingIntent = (typeof BLING_INTENTS)[number];

/** What a Bling button's action answers: the API's message, and the run a sync started. */
export interface BlingAnswer {
  intent: BlingIntent;
  ok?: string;
  error?: string;
  run?: BlingSyncRun;
}

export const CONNECTION_LABELS: Record<BlingConnectionState, string> = {
  connected: 'Conectado',
  disconnected: 'Desconectado',
  needs_reconnect: 'Reconexão necessária',
};

export const RUN_STATUS_LABELS: Record<BlingRunStatus, string> = {
  queued: 'Na fila',
  running: 'Em andamento',
  completed: 'Concluída',
  failed: 'Falhou',
};

export const NOT_CONFIGURED =
  'O administrador ainda não configurou a integração com o Bling. Quando ele configurar, você poderá conectar sua conta aqui.';

/** What `/erp?bling=<outcome>` (where the OAuth callback sends the browser) tells the supplier. */
export const OUTCOME_MESSAGES: Record<
  BlingCallbackOutcome,
  { severity: 'success' | 'warning' | 'error'; text: string }
> = {
  connected: { severity: 'success', text: 'Bling conectado. Você já pode sincronizar seus produtos.' },
  denied: { severity: 'warning', text: 'A autorização foi recusada no Bling. Nada foi alterado.' },
  invalid_state: {
    severity: 'error',
    text: 'O pedido de autorização expirou ou não é válido. Clique em "Conectar ao Bling" para tentar novamente.',
  },
  exchange_failed: {
    severity: 'error',
    text: 'O Bling não confirmou a autorização. Tente conectar de novo em alguns minutos.',
  },
  not_configured: { severity: 'error', text: NOT_CONFIGURED },
};

/** A run still working: the page refreshes until it is over. */
export const isRunActive = (status: BlingRunStatus) => status === 'queued' || status === 'running';

/** "05/03/2026 14:30" in Brasília time: the shared date rule (decision 042). */
export { formatDateTime } from '@ponte/shared/i18n';
