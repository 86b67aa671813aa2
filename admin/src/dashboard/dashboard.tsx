import { lazy, Suspense } from 'react';
import { Alert, Box, Card, CardContent, Grid, Skeleton, Typography } from '@mui/material';
import { Title, useGetIdentity, useTranslate } from 'react-admin';
import { KpiCards } from './kpi-cards.tsx';
import { RecentProducts } from './recent-products.tsx';
import { ShippingCounts, SubscriptionCounts } from './status-counts.tsx';
import { useDashboard } from './use-dashboard.ts';

// The chart is the one heavy widget here: the figures show while it loads.
const SalesChart = lazy(() => import('./sales-chart.tsx').then((m) => ({ default: m.SalesChart })));

/** The admin's home at /admin/dashboard: platform totals, subscriptions, shipments, 30 days of sales. */
export function Dashboard() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const dashboard = useDashboard();
  const data = dashboard.status === 'loaded' ? dashboard.data : undefined;

  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 2 }}>
      <Title title="ra.page.dashboard" />
      <header>
        <Typography variant="overline" color="text.secondary">
          {translate('Painel administrativo')}
        </Typography>
        <Typography variant="h5" component="h2">
          {identity?.fullName
            ? translate('Olá, %{name}', { name: identity.fullName })
            : translate('Painel administrativo')}
        </Typography>
        <Typography color="text.secondary">{translate('Os números de toda a plataforma.')}</Typography>
      </header>
      {dashboard.status === 'error' ? (
        <Alert severity="error">
          {translate('Algo deu errado, entre em contato com os desenvolvedores')}
        </Alert>
      ) : null}
      <KpiCards data={data} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <SubscriptionCounts />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <ShippingCounts counts={data?.shippingsByStatus} />
        </Grid>
      </Grid>
      <Card>
        <CardContent>
          {data ? (
            <Suspense fallback={<Skeleton variant="rounded" height={220} />}>
              <SalesChart
                title={translate('Vendas da plataforma nos últimos 30 dias')}
                days={data.salesByDay}
              />
            </Suspense>
          ) : (
            <Skeleton variant="rounded" height={220} />
          )}
        </CardContent>
      </Card>
      {data ? <RecentProducts products={data.products} /> : null}
    </Box>
  );
}
