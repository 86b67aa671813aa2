import { Alert, AlertTitle, Box, LinearProgress, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import type { SubscriptionListItem } from '@ponte/shared';
import { LoadError } from '../layout/list-state.tsx';
import type { PonteDataProvider } from '../providers/data-provider.ts';
import { ChargeTable } from './charge-table.tsx';
import { useChargeRefund } from './charge-refund.tsx';

/**
 * One subscription's charges at Asaas, read when shown. react-admin's refresh (after an action, or its
 * own button) invalidates every query, this one too, so the charges follow what the admin did.
 */
export function SubscriptionCharges({
  subscription,
  heading = true,
}: {
  subscription: SubscriptionListItem;
  heading?: boolean;
}) {
  const dataProvider = useDataProvider<PonteDataProvider>();
  const translate = useTranslate();
  const refund = useChargeRefund(subscription);
  const query = useQuery({
    queryKey: ['subscriptions', 'charges', subscription.id],
    queryFn: () => dataProvider.getSubscriptionCharges(subscription.id),
    retry: false,
  });
  const charges = query.data?.data;
  return (
    <Box sx={{ py: 1 }}>
      {heading ? (
        // Under the bar's h1 (the page's title): an h3 would skip a level (axe: heading-order).
        <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
          {translate('Cobranças')}
        </Typography>
      ) : null}
      {subscription.provider_error ? (
        <Alert severity="warning" sx={{ mb: 1 }}>
          <AlertTitle>{translate('O Asaas recusou esta assinatura')}</AlertTitle>
          {translate(subscription.provider_error, { _: subscription.provider_error })}
        </Alert>
      ) : null}
      {query.isPending ? <LinearProgress aria-label={translate('Carregando')} /> : null}
      {query.isError ? (
        <LoadError
          title="Não foi possível carregar as cobranças."
          error={query.error}
          fetching={query.isFetching}
          retry={() => void query.refetch()}
        />
      ) : null}
      {charges && charges.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('Nenhuma cobrança ainda.')}
        </Typography>
      ) : null}
      {charges && charges.length > 0 ? <ChargeTable charges={charges} onRefund={refund.ask} /> : null}
      {refund.dialog}
    </Box>
  );
}

/** The Datagrid's expand panel: the row's subscription's charges. */
export function ExpandedCharges() {
  const subscription = useRecordContext<SubscriptionListItem>();
  return subscription ? <SubscriptionCharges subscription={subscription} /> : null;
}
