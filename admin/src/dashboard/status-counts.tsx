import type { ReactNode } from 'react';
import {
  Card,
  CardContent,
  List as MuiList,
  ListItem,
  ListItemButton,
  ListItemText,
  Skeleton,
  Typography,
} from '@mui/material';
import { Link, useCreatePath, useGetList, useTranslate } from 'react-admin';
import type { Dashboard } from '@ponte/shared';
import { StatusChip } from './status-chip.tsx';
import { filteredListPath } from './use-dashboard.ts';

const SUBSCRIPTION_STATES = [
  { id: 'pending', name: 'Pendentes' },
  { id: 'active', name: 'Ativas' },
  { id: 'cancelled', name: 'Canceladas' },
  { id: 'expired', name: 'Expiradas' },
] as const;

const SHIPPING_STATES = [
  { id: 'pending', name: 'Pendente' },
  { id: 'processing', name: 'Em processamento' },
  { id: 'shipped', name: 'Enviada' },
  { id: 'delivered', name: 'Entregue' },
  { id: 'cancelled', name: 'Cancelada' },
] as const;

function CountCard({ title, children }: { title: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Card component="section" aria-label={translate(title)} sx={{ height: '100%' }}>
      <CardContent>
        <Typography component="h2" variant="h6" gutterBottom>
          {translate(title)}
        </Typography>
        <MuiList dense disablePadding>
          {children}
        </MuiList>
      </CardContent>
    </Card>
  );
}

function CountRow({
  to,
  label,
  count,
  highlight,
}: {
  to: string;
  label: string;
  count?: number;
  highlight?: boolean;
}) {
  const translate = useTranslate();
  return (
    <ListItem disablePadding>
      <ListItemButton component={Link} to={to}>
        <ListItemText primary={translate(label)} />
        {count === undefined ? (
          <Skeleton width={32} />
        ) : (
          <StatusChip label={count} color={highlight && count > 0 ? 'warning' : 'default'} />
        )}
      </ListItemButton>
    </ListItem>
  );
}

/** One status: its own count query (the subscriptions list's total), a link to the filtered list. */
function SubscriptionCount({ status, label }: { status: string; label: string }) {
  const createPath = useCreatePath();
  const { total } = useGetList('subscriptions', {
    filter: { status },
    pagination: { page: 1, perPage: 1 },
    sort: { field: 'id', order: 'DESC' },
  });
  const to = filteredListPath(createPath({ resource: 'subscriptions', type: 'list' }), { status });
  return <CountRow to={to} label={label} count={total} highlight={status === 'pending'} />;
}

/** Subscriptions by state, pending first: those are payments waiting for the admin. */
export function SubscriptionCounts() {
  return (
    <CountCard title="Assinaturas por situação">
      {SUBSCRIPTION_STATES.map((state) => (
        <SubscriptionCount key={state.id} status={state.id} label={state.name} />
      ))}
    </CountCard>
  );
}

export function ShippingCounts({ counts }: { counts?: Dashboard['shippingsByStatus'] }) {
  const createPath = useCreatePath();
  const listPath = createPath({ resource: 'shippings', type: 'list' });
  return (
    <CountCard title="Remessas da plataforma por situação">
      {SHIPPING_STATES.map((state) => (
        <CountRow
          key={state.id}
          to={filteredListPath(listPath, { status: state.id })}
          label={state.name}
          count={counts?.[state.id]}
        />
      ))}
    </CountCard>
  );
}
