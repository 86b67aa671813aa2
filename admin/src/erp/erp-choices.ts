import type { BlingConnectionState, BlingRunStatus } from '@ponte/shared';

/** Phrase keys and chip colours of a connection's state and of a sync run's status. */
export const connectionStates: Record<
  BlingConnectionState,
  { name: string; color: 'success' | 'default' | 'warning' }
> = {
  connected: { name: 'Conectado', color: 'success' },
  disconnected: { name: 'Desconectado', color: 'default' },
  needs_reconnect: { name: 'Precisa reconectar', color: 'warning' },
};

export const runStatuses: Record<
  BlingRunStatus,
  { name: string; color: 'success' | 'default' | 'info' | 'error' }
> = {
  queued: { name: 'Na fila', color: 'default' },
  running: { name: 'Em andamento', color: 'info' },
  completed: { name: 'Concluída', color: 'success' },
  failed: { name: 'Falhou', color: 'error' },
};

export const runKinds = { full: 'Completa', incremental: 'Incremental' } as const;

const dateTime = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  dateStyle: 'short',
  timeStyle: 'short',
});

/** dd/mm/aaaa hh:mm in Brasília time: a sync run's moments need the hour, not only the day. */
export const formatDateTime = (iso: string | null) => (iso ? dateTime.format(new Date(iso)) : '—');
