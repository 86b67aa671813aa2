import { useEffect, useRef, useState } from 'react';
import { Box, Button as MuiButton, Stack, TextField as MuiTextField, Typography } from '@mui/material';
import { Confirm, useTranslate } from 'react-admin';
import { SHIPPING_STATUS_LABELS, nextSteps, type ShippingStatus } from '@ponte/shared/vocabulary';
import { useShippingUpdate } from './use-shipping-update.ts';
import { focusIsLost } from '@ponte/shared/focus';
import { TEXT_LIMITS } from '@ponte/shared/limits';

/** The next steps of the shipment (with an optional note kept in its history) and its payment. */
export function ShippingStatusActions() {
  const translate = useTranslate();
  const { record, change, isPending } = useShippingUpdate();
  const [note, setNote] = useState('');
  const [cancelling, setCancelling] = useState(false);
  // The button pressed is disabled while the change is sent (Chromium then drops its focus) and gone
  // after it ("Mudar para Enviada" replaces "Mudar para Em processamento"): the keyboard goes on from
  // this section, named "Ações", while the notification says what happened (decision 049).
  const section = useRef<HTMLElement>(null);
  const sent = useRef(false);
  useEffect(() => {
    if (isPending) sent.current = true;
  }, [isPending]);
  useEffect(() => {
    if (sent.current && !isPending && focusIsLost()) section.current?.focus({ preventScroll: true });
  }, [isPending, record?.status, record?.payment_status]);
  if (!record) return null;

  const next = nextSteps('admin', record.status);
  const moveTo = async (status: ShippingStatus) => {
    const label = translate(SHIPPING_STATUS_LABELS[status]);
    const error = await change(
      { status, ...(note.trim() ? { note: note.trim() } : {}) },
      status === 'cancelled' ? 'Remessa cancelada.' : 'Remessa alterada para %{status}.',
      { status: label },
    );
    if (!error) setNote('');
    setCancelling(false);
  };
  const paid = record.payment_status === 'paid';

  return (
    <Box component="section" ref={section} tabIndex={-1} aria-labelledby="shipping-actions" sx={{ p: 2 }}>
      <Typography id="shipping-actions" variant="h6" component="h2" gutterBottom>
        {translate('Ações')}
      </Typography>
      {next.length > 0 && (
        <MuiTextField
          label={translate('Observação (opcional)')}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          size="small"
          fullWidth
          inputProps={{ maxLength: TEXT_LIMITS.shipping.note }}
          sx={{ mb: 1, maxWidth: 480 }}
        />
      )}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {next
          .filter((status) => status !== 'cancelled')
          .map((status) => (
            <MuiButton key={status} variant="contained" disabled={isPending} onClick={() => moveTo(status)}>
              {translate('Mudar para %{status}', { status: translate(SHIPPING_STATUS_LABELS[status]) })}
            </MuiButton>
          ))}
        {record.status !== 'cancelled' && (
          <MuiButton
            variant="outlined"
            disabled={isPending}
            onClick={() =>
              change(
                { payment_status: paid ? 'unpaid' : 'paid' },
                paid ? 'Pagamento desfeito.' : 'Pagamento registrado.',
              )
            }
          >
            {translate(paid ? 'Desfazer pagamento' : 'Marcar como paga')}
          </MuiButton>
        )}
        {next.includes('cancelled') && (
          <MuiButton
            color="error"
            variant="outlined"
            disabled={isPending}
            onClick={() => setCancelling(true)}
          >
            {translate('Cancelar remessa')}
          </MuiButton>
        )}
      </Stack>
      <Confirm
        isOpen={cancelling}
        loading={isPending}
        title="Cancelar remessa"
        content="Cancelar esta remessa? O estoque reservado volta para o fornecedor."
        confirm="Sim, cancelar"
        cancel="Voltar"
        onConfirm={() => moveTo('cancelled')}
        onClose={() => setCancelling(false)}
      />
    </Box>
  );
}
