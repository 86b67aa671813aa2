import { Box, Typography, useMediaQuery, type Theme } from '@mui/material';
import {
  Datagrid,
  FunctionField,
  List,
  ReferenceInput,
  SearchInput,
  SelectField,
  SelectInput,
  SimpleList,
  TextField,
  useTranslate,
} from 'react-admin';
import type { SubscriptionListItem } from '@ponte/shared';
import { PER_PAGE_DEFAULT } from '@ponte/shared';
import { formatBRL, formatDate } from '@ponte/shared/i18n';
import { ListPagination } from '../layout/list-pagination.tsx';
import { StatusChip } from '../dashboard/status-chip.tsx';
import { PlansTabs } from '../plans/plans-tabs.tsx';
import { SubscriptionActionButton, SubscriptionActions } from './subscription-actions.tsx';
import { statusColor, subscriberRoleChoices, subscriptionStatusChoices } from './subscription-choices.ts';

const subscriptionFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" label="Situação" choices={subscriptionStatusChoices} alwaysOn />,
  <SelectInput key="role" source="role" label="Tipo de conta" choices={subscriberRoleChoices} />,
  <ReferenceInput key="plan" source="plan_id" reference="plans">
    <SelectInput label="Plano" optionText="name" />
  </ReferenceInput>,
];

function SubscriptionStatus({ subscription }: { subscription: SubscriptionListItem }) {
  const translate = useTranslate();
  const choice = subscriptionStatusChoices.find((c) => c.id === subscription.status);
  return (
    <StatusChip
      variant={subscription.status === 'pending' ? 'filled' : 'outlined'}
      color={statusColor[subscription.status]}
      label={translate(choice?.name ?? subscription.status)}
    />
  );
}

function Subscriber({ subscription }: { subscription: SubscriptionListItem }) {
  const { user } = subscription;
  return (
    <Box>
      <Typography variant="body2">{`${user.name} ${user.last_name}`.trim()}</Typography>
      <Typography variant="caption" color="text.secondary">
        {user.email}
      </Typography>
    </Box>
  );
}

function RowActions() {
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <SubscriptionActionButton action="approve" />
      <SubscriptionActionButton action="cancel" />
    </Box>
  );
}

const dateOrDash = (iso: string | null) => (iso ? formatDate(iso) : '—');

/**
 * Every subscription with its status: the admin approves payments received and cancels (decision
 * 022). Reached from the Planos tabs; the newest first.
 */
export function SubscriptionList() {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <SubscriptionActions>
      <PlansTabs current="subscriptions" />
      <List
        filters={subscriptionFilters}
        sort={{ field: 'created_at', order: 'DESC' }}
        exporter={false}
        perPage={PER_PAGE_DEFAULT}
        pagination={<ListPagination />}
      >
        {phone ? (
          <SimpleList<SubscriptionListItem>
            primaryText={(s) => `${s.user.name} ${s.user.last_name}`.trim()}
            secondaryText={(s) => `${s.plan.name} · ${formatBRL(s.price_cents)}`}
            tertiaryText={(s) => <SubscriptionStatus subscription={s} />}
            rightIcon={() => <RowActions />}
            linkType={false}
          />
        ) : (
          <Datagrid rowClick={false} bulkActionButtons={false}>
            <TextField source="id" label="ID" />
            <FunctionField<SubscriptionListItem>
              label="Assinante"
              render={(s) => <Subscriber subscription={s} />}
            />
            <SelectField
              source="user.role"
              label="Tipo de conta"
              choices={subscriberRoleChoices}
              sortable={false}
            />
            <TextField source="plan.name" label="Plano" sortable={false} />
            <FunctionField<SubscriptionListItem>
              label="Situação"
              sortBy="status"
              render={(s) => <SubscriptionStatus subscription={s} />}
            />
            <FunctionField<SubscriptionListItem>
              label="Valor"
              sortBy="price_cents"
              render={(s) => formatBRL(s.price_cents)}
            />
            <FunctionField<SubscriptionListItem>
              label="Válida até"
              sortBy="current_period_end"
              render={(s) => dateOrDash(s.current_period_end)}
            />
            <FunctionField<SubscriptionListItem>
              label="Pedida em"
              sortBy="created_at"
              render={(s) => formatDate(s.created_at)}
            />
            <FunctionField<SubscriptionListItem> label="Ações" render={() => <RowActions />} />
          </Datagrid>
        )}
      </List>
    </SubscriptionActions>
  );
}
