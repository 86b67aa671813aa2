import type { Role, ShippingDetail } from '@ponte/shared';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Form, Link as RouterLink, useLocation } from 'react-router';
import { FormField } from '../form-field.tsx';
import { useT } from '../../utils/i18n.ts';
import { useHydrated } from '../../utils/use-hydrated.ts';
import { canCancel, nextStatus, STATUS_LABELS } from './labels.ts';
import type { FieldErrors } from './order-form.ts';

export interface ActionAnswer {
  intent: string;
  errors?: FieldErrors | undefined;
  confirmCancel?: boolean | undefined;
}

const CANCEL_QUESTION = 'Cancelar esta remessa? O estoque reservado volta para o fornecedor.';

/** The confirmed cancellation: in a dialog with JavaScript, in the page after a first click without it. */
function CancelConfirmForm({
  onBack,
  busy,
  errors,
}: {
  onBack?: () => void;
  busy: boolean;
  errors?: FieldErrors | undefined;
}) {
  const t = useT();
  const location = useLocation();
  return (
    <Form method="post" onSubmit={onBack}>
      <input type="hidden" name="intent" value="cancel" />
      <input type="hidden" name="confirmed" value="yes" />
      <Stack spacing={2} sx={{ pt: 1 }}>
        <FormField id="cancel-note" name="note" label={t('Motivo (opcional)')} size="small" errors={errors} />
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          {onBack ? (
            <Button onClick={onBack}>{t('Voltar')}</Button>
          ) : (
            <Button component={RouterLink} to={location.pathname}>
              {t('Voltar')}
            </Button>
          )}
          <Button type="submit" variant="contained" color="error" disabled={busy}>
            {t('Cancelar remessa')}
          </Button>
        </Stack>
      </Stack>
    </Form>
  );
}

function CancelAction({ busy, answer }: { busy: boolean; answer: ActionAnswer | undefined }) {
  const t = useT();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const mine = answer?.intent === 'cancel' ? answer : undefined;
  if (mine?.confirmCancel && !hydrated) {
    return (
      <Paper variant="outlined" sx={{ p: 2, borderColor: 'error.main' }}>
        <Typography>{t(CANCEL_QUESTION)}</Typography>
        <CancelConfirmForm busy={busy} errors={mine.errors} />
      </Paper>
    );
  }
  return (
    <>
      <Form method="post">
        <input type="hidden" name="intent" value="cancel" />
        <Button
          type="submit"
          color="error"
          variant="outlined"
          disabled={busy}
          onClick={(event) => {
            if (!hydrated) return;
            event.preventDefault();
            setOpen(true);
          }}
        >
          {t('Cancelar remessa')}
        </Button>
      </Form>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="cancel-title">
        <DialogTitle id="cancel-title">{t('Cancelar remessa')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t(CANCEL_QUESTION)}</DialogContentText>
          <CancelConfirmForm onBack={() => setOpen(false)} busy={busy} errors={mine?.errors} />
        </DialogContent>
      </Dialog>
    </>
  );
}

/**
 * What the viewer may do now: the supplier (addressee) and admins advance the status one step and
 * register the payment, admins may undo it, and the owner cancels while pending (staff also in processing).
 */
export function ShippingActions({
  shipping,
  role,
  owner,
  busy,
  answer,
}: {
  shipping: ShippingDetail;
  role: Role;
  owner: boolean;
  busy: boolean;
  answer: ActionAnswer | undefined;
}) {
  const t = useT();
  const staff = role !== 'client';
  const next = nextStatus(role, shipping.status);
  const cancellable = (staff || owner) && canCancel(role, shipping.status);
  const pay = staff && shipping.payment_status === 'unpaid' && shipping.status !== 'cancelled';
  const unpay = role === 'admin' && shipping.payment_status === 'paid';
  if (!next && !cancellable && !pay && !unpay) return null;

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="actions-title"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography component="h2" variant="h6" id="actions-title" gutterBottom>
        {t('Ações')}
      </Typography>
      <Stack spacing={2}>
        {next ? (
          // A new status is a new form: the note just sent does not stay for the next step.
          <Form method="post" key={shipping.status}>
            <input type="hidden" name="intent" value="advance" />
            <input type="hidden" name="to" value={next} />
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={2}
              sx={{ alignItems: { sm: 'flex-start' } }}
            >
              <FormField
                id="advance-note"
                name="note"
                label={t('Observação (opcional)')}
                size="small"
                errors={answer?.intent === 'advance' ? answer.errors : undefined}
              />
              <Button type="submit" variant="contained" disabled={busy} sx={{ flexShrink: 0 }}>
                {t('Mudar para {status}', { status: t(STATUS_LABELS[next]) })}
              </Button>
            </Stack>
          </Form>
        ) : null}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {pay ? (
            <Form method="post">
              <input type="hidden" name="intent" value="pay" />
              <Button type="submit" variant="outlined" color="success" disabled={busy}>
                {t('Marcar como paga')}
              </Button>
            </Form>
          ) : null}
          {unpay ? (
            <Form method="post">
              <input type="hidden" name="intent" value="unpay" />
              <Button type="submit" variant="outlined" disabled={busy}>
                {t('Desfazer pagamento')}
              </Button>
            </Form>
          ) : null}
          {cancellable ? <CancelAction busy={busy} answer={answer} /> : null}
        </Stack>
      </Stack>
    </Paper>
  );
}
