import type { Role, ShippingDetail } from '@ponte/shared';
import { useState } from 'react';
import { Form, useLocation } from 'react-router';
import { FormField } from '../form-field.tsx';
import { Button, ButtonLink } from '../ui/button.tsx';
import { Dialog, DialogText } from '../ui/dialog.tsx';
import { Paper } from '../ui/paper.tsx';
import { Stack } from '../ui/stack.tsx';
import { Text } from '../ui/text.tsx';
import { useT } from '../../utils/i18n.ts';
import { useHydrated } from '../../utils/use-hydrated.ts';
import { SHIPPING_STATUS_LABELS, nextSteps } from '@ponte/shared/vocabulary';
import type { FieldErrors } from './order-form.ts';
import styles from './shipping-actions.module.css';
import { TEXT_LIMITS } from '@ponte/shared/limits';

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
    <Form method="post" noValidate onSubmit={onBack} className="stack gap-2 mt-1">
      <input type="hidden" name="intent" value="cancel" />
      <input type="hidden" name="confirmed" value="yes" />
      <FormField
        id="cancel-note"
        name="note"
        maxLength={TEXT_LIMITS.shipping.note}
        label={t('Motivo (opcional)')}
        size="small"
        errors={errors}
      />
      <Stack direction="row" spacing={1} justify="end">
        {onBack ? (
          <Button onClick={onBack}>{t('Voltar')}</Button>
        ) : (
          <ButtonLink to={location.pathname}>{t('Voltar')}</ButtonLink>
        )}
        <Button type="submit" variant="contained" color="error" disabled={busy}>
          {t('Cancelar remessa')}
        </Button>
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
      <Paper padding={2} style={{ borderColor: 'var(--color-error)' }}>
        <p>{t(CANCEL_QUESTION)}</p>
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
      <Dialog open={open} onClose={() => setOpen(false)} title={t('Cancelar remessa')}>
        <DialogText>{t(CANCEL_QUESTION)}</DialogText>
        <CancelConfirmForm onBack={() => setOpen(false)} busy={busy} errors={mine?.errors} />
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
  const steps = nextSteps(role, shipping.status);
  const next = steps.find((step) => step !== 'cancelled');
  const cancellable = (staff || owner) && steps.includes('cancelled');
  const pay = staff && shipping.payment_status === 'unpaid' && shipping.status !== 'cancelled';
  const unpay = role === 'admin' && shipping.payment_status === 'paid';
  if (!next && !cancellable && !pay && !unpay) return null;

  return (
    <Paper component="section" aria-labelledby="actions-title" padding="responsive">
      <Text component="h2" variant="h6" id="actions-title" gutterBottom>
        {t('Ações')}
      </Text>
      <Stack spacing={2}>
        {next ? (
          // A new status is a new form: the note just sent does not stay for the next step.
          <Form method="post" noValidate key={shipping.status} className={styles.advance}>
            <input type="hidden" name="intent" value="advance" />
            <input type="hidden" name="to" value={next} />
            <FormField
              id="advance-note"
              name="note"
              maxLength={TEXT_LIMITS.shipping.note}
              label={t('Observação (opcional)')}
              size="small"
              errors={answer?.intent === 'advance' ? answer.errors : undefined}
            />
            <Button type="submit" variant="contained" disabled={busy} className="shrink-0">
              {t('Mudar para {status}', { status: t(SHIPPING_STATUS_LABELS[next]) })}
            </Button>
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
