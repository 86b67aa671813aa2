import { Card, CardContent, Grid, Skeleton, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Dashboard } from '@ponte/shared';
import { useCount, useMoney } from '../layout/use-money.ts';

function Kpi({ label, value }: { label: string; value?: string }) {
  const translate = useTranslate();
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="body2" color="text.secondary" component="h2">
          {translate(label)}
        </Typography>
        <Typography variant="h4" component="p">
          {value ?? <Skeleton width="60%" />}
        </Typography>
      </CardContent>
    </Card>
  );
}

/**
 * The spec's three platform totals: products, paid sales (BRL) and items sold; with real payments
 * (the API sends `subscriptionPayments` to admins then), the month's subscription money and how many
 * subscriptions have a charge overdue.
 */
export function KpiCards({ data }: { data?: Dashboard }) {
  const money = useMoney();
  const count = useCount();
  const payments = data?.subscriptionPayments;
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 4 }}>
        <Kpi label="Produtos na plataforma" value={data && count(data.totalProducts)} />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <Kpi label="Valor pago na plataforma" value={data && money(data.totalValuePaid)} />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <Kpi label="Itens vendidos na plataforma" value={data && count(data.totalItemSales)} />
      </Grid>
      {payments ? (
        <>
          <Grid size={{ xs: 12, md: 6 }}>
            <Kpi label="Receita de assinaturas no mês" value={money(payments.revenueMonthCents)} />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Kpi label="Assinaturas em atraso" value={count(payments.overdueCount)} />
          </Grid>
        </>
      ) : null}
    </Grid>
  );
}
