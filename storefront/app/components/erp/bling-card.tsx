import type { BlingCallbackOutcome, BlingStatus } from '@ponte/shared';
import { Form, Link, useNavigation } from 'react-router';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { Chip } from '../ui/chip.tsx';
import { Paper } from '../ui/paper.tsx';
import { Stack } from '../ui/stack.tsx';
import { Text } from '../ui/text.tsx';
import { useT } from '../../utils/i18n.ts';
import { useHydrated } from '../../utils/use-hydrated.ts';
import { useRevalidateWhile } from '../../utils/use-revalidate-while.ts';
import { BlingDisconnect } from './bling-disconnect.tsx';
import {
  CONNECTION_LABELS,
  type BlingAnswer,
  formatDateTime,
  isRunActive,
  NOT_CONFIGURED,
  OUTCOME_MESSAGES,
} from './bling-labels.ts';
import { BlingRun } from './bling-run.tsx';
import { LiveAlert } from '../ui/live-region.tsx';

const STATE_COLORS = { connected: 'primary', disconnected: 'default', needs_reconnect: 'warning' } as const;

export interface BlingCardProps {
  /** GET /v1/bling/status, or null when it could not be loaded. */
  status: BlingStatus | null;
  /** Where the OAuth callback sent the browser (`?bling=`). */
  outcome: BlingCallbackOutcome | null;
  /** The answer to the last Bling button pressed. */
  answer: BlingAnswer | undefined;
  confirmingDisconnect: boolean;
}

/** One button that posts an intent to /erp (a plain form: it works without JavaScript). */
function IntentButton({ intent, label, busy }: { intent: string; label: string; busy: boolean }) {
  return (
    <Form method="post" action="/erp">
      <input type="hidden" name="intent" value={intent} />
      <Button type="submit" variant="contained" disabled={busy}>
        {label}
      </Button>
    </Form>
  );
}

/**
 * The supplier's Bling connection (docs/bling-and-cep.md#oauth): its state, connect / sync now / disconnect, the run in
 * progress (refreshed every 2 s with JavaScript, by a link without) and the last finished run.
 */
export function BlingCard({ status, outcome, answer, confirmingDisconnect }: BlingCardProps) {
  const t = useT();
  const hydrated = useHydrated();
  const busy = useNavigation().state !== 'idle';
  const running = Boolean(status?.current_run && isRunActive(status.current_run.status));
  useRevalidateWhile(running);
  const connection = status?.connection;
  const message = outcome ? OUTCOME_MESSAGES[outcome] : undefined;

  return (
    <Paper component="section" aria-labelledby="bling-title" padding="responsive" className="stack gap-2">
      <Stack direction="row" spacing={1} align="center" wrap>
        <Text id="bling-title" component="h2" variant="h6">
          {t('Bling')}
        </Text>
        {status?.configured && connection ? (
          <Chip
            size="small"
            color={STATE_COLORS[connection.state]}
            label={t(CONNECTION_LABELS[connection.state])}
          />
        ) : null}
      </Stack>
      {message ? <Alert severity={message.severity}>{t(message.text)}</Alert> : null}
      <LiveAlert severity="success">{answer?.ok ? t(answer.ok) : null}</LiveAlert>
      <LiveAlert severity="error">{answer?.error ? t(answer.error) : null}</LiveAlert>

      {!status ? (
        <Alert severity="error">
          {t('Não foi possível carregar a conexão com o Bling. Tente novamente mais tarde.')}
        </Alert>
      ) : !status.configured ? (
        <Alert severity="info">{t(NOT_CONFIGURED)}</Alert>
      ) : (
        <>
          {status.connection.state === 'connected' && status.connection.connected_at ? (
            <p>{t('Conectado desde {date}.', { date: formatDateTime(status.connection.connected_at) })}</p>
          ) : null}
          {status.connection.state === 'disconnected' ? (
            <p>
              {t(
                'Conecte sua conta do Bling para trazer seus produtos para a Ponte e mantê-los atualizados.',
              )}
            </p>
          ) : null}
          {status.connection.state === 'needs_reconnect' ? (
            <Alert severity="warning">
              {status.connection.error ?? t('O Bling pediu uma nova autorização. Conecte de novo.')}
            </Alert>
          ) : null}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignWhenRow="center">
            {status.connection.state === 'connected' ? (
              <>
                <IntentButton intent="bling-sync" label={t('Sincronizar agora')} busy={busy || running} />
                <BlingDisconnect confirming={confirmingDisconnect} busy={busy} />
              </>
            ) : (
              <IntentButton intent="bling-connect" label={t('Conectar ao Bling')} busy={busy} />
            )}
          </Stack>
          {status.current_run ? (
            <>
              <BlingRun run={status.current_run} title="Sincronização em andamento" />
              {running && !hydrated ? (
                <Link to="/erp" className="link self-start">
                  {t('Atualizar o progresso')}
                </Link>
              ) : null}
            </>
          ) : null}
          {status.last_run ? <BlingRun run={status.last_run} title="Última sincronização" /> : null}
          {!status.current_run && !status.last_run && status.connection.state === 'connected' ? (
            <Text color="text.secondary">{t('Nenhuma sincronização ainda.')}</Text>
          ) : null}
        </>
      )}
    </Paper>
  );
}
