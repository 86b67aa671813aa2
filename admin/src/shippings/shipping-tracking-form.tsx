import { useState, type FormEvent } from 'react';
import { Button, Stack, TextField } from '@mui/material';
import { HttpError, useTranslate } from 'react-admin';
import type { ShippingOrder } from '@ponte/shared';
import { useShippingUpdate } from './use-shipping-update.ts';
import { TEXT_LIMITS } from '@ponte/shared/limits';

/** Tracking code and carrier of one order (PUT `{data:{orders:[{id, tracking_code, carrier}]}}`). */
export function ShippingTrackingForm({ order, index }: { order: ShippingOrder; index: number }) {
  const translate = useTranslate();
  const { change, isPending } = useShippingUpdate();
  const [code, setCode] = useState(order.tracking_code ?? '');
  const [carrier, setCarrier] = useState(order.carrier ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});

  async function save(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    const orders = [{ id: order.id, tracking_code: code.trim() || null, carrier: carrier.trim() || null }];
    const error = await change({ orders }, 'Rastreio salvo.');
    if (error instanceof HttpError) setErrors((error.body?.errors ?? {}) as Record<string, string>);
  }
  // The API names a field of this order by its position in the body: orders.0.<field>.
  const errorOf = (field: string) => errors[`orders.0.${field}`];

  return (
    <Stack
      component="form"
      onSubmit={save}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ mt: 1 }}
    >
      <TextField
        id={`tracking-${index}`}
        label={translate('Código de rastreio')}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        size="small"
        inputProps={{ maxLength: TEXT_LIMITS.shipping.tracking_code }}
        error={Boolean(errorOf('tracking_code'))}
        helperText={errorOf('tracking_code')}
      />
      <TextField
        id={`carrier-${index}`}
        label={translate('Transportadora')}
        value={carrier}
        onChange={(event) => setCarrier(event.target.value)}
        size="small"
        inputProps={{ maxLength: TEXT_LIMITS.shipping.carrier }}
        error={Boolean(errorOf('carrier'))}
        helperText={errorOf('carrier')}
      />
      <Button type="submit" variant="outlined" disabled={isPending}>
        {translate('Salvar rastreio')}
      </Button>
    </Stack>
  );
}
