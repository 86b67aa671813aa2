import { formatDateTime as formatSharedDateTime } from '@ponte/shared/i18n';
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

/** dd/mm/aaaa hh:mm in Brasília time (the shared rule): a sync run's moments need the hour, not only the day. */
export const formatDateTime = (iso: string | null) => (iso ? formatSharedDateTime(iso) : '—');
