import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { Box, Typography, useMediaQuery, type Theme } from '@mui/material';
import {
  DatagridConfigurable,
  FilterButton,
  FunctionField,
  ReferenceInput,
  SearchInput,
  SelectField,
  SelectInput,
  SelectColumnsButton,
  SimpleList,
  TextField,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import type { SubscriptionListItem } from '@ponte/shared';
import { PER_PAGE_DEFAULT } from '@ponte/shared';
import { BILLING_METHOD_LABELS } from '@ponte/shared/vocabulary';
import { formatBRL, formatDate } from '@ponte/shared/i18n';
import { useMoney } from '../layout/use-money.ts';
import { BulkActionButton } from '../layout/bulk-action-button.tsx';
import { CsvExportButton, type CsvColumn } from '../layout/csv-export.tsx';
import { ListPagination } from '../layout/list-pagination.tsx';
import { ConsoleList } from '../layout/list-state.tsx';
import { StatusChip } from '../dashboard/status-chip.tsx';
import { PlansTabs } from '../plans/plans-tabs.tsx';
import { ChargesButton } from './charges-button.tsx';
import { ExpandedCharges } from './subscription-charges.tsx';
import { SubscriptionActionButton, SubscriptionActions } from './subscription-actions.tsx';
import {
  hasCharges,
  statusColor,
  subscriberRoleChoices,
  subscriptionStatusChoices,
} from './subscription-choices.ts';
import { SyncButton } from './sync-button.tsx';

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
      <ChargesButton />
      <SyncButton />
    </Box>
  );
}

const dateOrDash = (iso: string | null) => (iso ? formatDate(iso) : '—');
const labelOf = (choices: { id: string; name: string }[], id: string, translate: (p: string) => string) =>
  translate(choices.find((choice) => choice.id === id)?.name ?? id);
/** How an Asaas subscription is paid; a manual one has no method. */
const methodOf = (s: SubscriptionListItem, translate: (p: string) => string) =>
  s.method ? translate(BILLING_METHOD_LABELS[s.method]) : '';

/** The export: one line per subscription, for the finance side (value, period, when it was approved). */
const subscriptionColumns: CsvColumn<SubscriptionListItem>[] = [
  { header: 'ID', value: (s) => s.id },
  { header: 'Assinante', value: (s) => `${s.user.name} ${s.user.last_name}`.trim() },
  { header: 'E-mail', value: (s) => s.user.email },
  { header: 'Tipo de conta', value: (s, t) => labelOf(subscriberRoleChoices, s.user.role, t) },
  { header: 'Plano', value: (s) => s.plan.name },
  { header: 'Situação', value: (s, t) => labelOf(subscriptionStatusChoices, s.status, t) },
  { header: 'Valor', value: (s) => formatBRL(s.price_cents) },
  { header: 'Forma de pagamento', value: methodOf },
  {
    header: 'Início do período',
    value: (s) => (s.current_period_start ? formatDate(s.current_period_start) : ''),
  },
  { header: 'Válida até', value: (s) => (s.current_period_end ? formatDate(s.current_period_end) : '') },
  { header: 'Em carência até', value: (s) => (s.grace_until ? formatDate(s.grace_until) : '') },
  { header: 'Aprovada em', value: (s) => (s.approved_at ? formatDate(s.approved_at) : '') },
  { header: 'Cancelada em', value: (s) => (s.cancelled_at ? formatDate(s.cancelled_at) : '') },
  { header: 'Pedida em', value: (s) => formatDate(s.created_at) },
];

function ListActions() {
  return (
    <TopToolbar>
      <FilterButton />
      <SelectColumnsButton />
      <CsvExportButton file="assinaturas" columns={subscriptionColumns} />
    </TopToolbar>
  );
}

/**
 * Approving the payments received in one go, or discarding/cancelling many (the API refuses what a
 * status does not allow, and the notification names those).
 */
function BulkActions() {
  return (
    <>
      <BulkActionButton
        label="Aprovar"
        icon={<CheckIcon />}
        data={{ action: 'approve' }}
        confirmTitle="Aprovar as assinaturas selecionadas?"
        confirmContent="Confirme só depois de receber os pagamentos das %{count} assinaturas: o acesso é liberado na hora."
        confirm="Aprovar"
        success="Assinaturas aprovadas: %{count}."
        partial="%{done} de %{total} aprovadas; %{failed} falharam: %{reasons}"
      />
      <BulkActionButton
        label="Cancelar"
        icon={<CloseIcon />}
        data={{ action: 'cancel' }}
        confirmTitle="Cancelar as assinaturas selecionadas?"
        confirmContent="Uma assinatura pendente é descartada. Uma ativa não é renovada, mas o acesso continua até o fim do período já pago."
        confirm="Sim, cancelar"
        success="Assinaturas canceladas: %{count}."
        partial="%{done} de %{total} canceladas; %{failed} falharam: %{reasons}"
        danger
      />
    </>
  );
}

/**
 * Every subscription with its status: the admin approves payments received and cancels (decision
 * 022). Reached from the Planos tabs; the newest first.
 */
export function SubscriptionList() {
  const money = useMoney();
  const translate = useTranslate();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <SubscriptionActions>
      <PlansTabs current="subscriptions" />
      <ConsoleList
        filters={subscriptionFilters}
        actions={<ListActions />}
        sort={{ field: 'created_at', order: 'DESC' }}
        perPage={PER_PAGE_DEFAULT}
        pagination={<ListPagination />}
      >
        {phone ? (
          <SimpleList<SubscriptionListItem>
            primaryText={(s) => `${s.user.name} ${s.user.last_name}`.trim()}
            secondaryText={(s) =>
              [s.plan.name, money(s.price_cents), methodOf(s, translate)].filter(Boolean).join(' · ')
            }
            tertiaryText={(s) => <SubscriptionStatus subscription={s} />}
            rightIcon={() => <RowActions />}
            linkType={false}
          />
        ) : (
          <DatagridConfigurable
            rowClick={false}
            bulkActionButtons={<BulkActions />}
            expand={<ExpandedCharges />}
            isRowExpandable={hasCharges}
            // The row's "Cobranças" opens the panel. react-admin's own arrows are hidden from screen
            // readers, which leaves their column's header empty (axe: empty-table-header): not drawn.
            // Its table scrolls inside its own wrapper, never the list's card: a scrolling card would clip
            // the bulk actions' toolbar drawn over the card's top.
            sx={{
              '& .RaDatagrid-expandHeader, & .RaDatagrid-expandIconCell': { display: 'none' },
              '& .RaDatagrid-tableWrapper': { overflowX: 'auto' },
            }}
          >
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
              render={(s) => money(s.price_cents)}
            />
            <FunctionField<SubscriptionListItem>
              label="Forma de pagamento"
              sortable={false}
              render={(s) => methodOf(s, translate) || '—'}
            />
            <FunctionField<SubscriptionListItem>
              label="Válida até"
              sortBy="current_period_end"
              render={(s) => dateOrDash(s.current_period_end)}
            />
            <FunctionField<SubscriptionListItem>
              label="Em carência até"
              sortable={false}
              render={(s) => dateOrDash(s.grace_until)}
            />
            <FunctionField<SubscriptionListItem>
              label="Pedida em"
              sortBy="created_at"
              render={(s) => formatDate(s.created_at)}
            />
            <FunctionField<SubscriptionListItem> label="Ações" render={() => <RowActions />} />
          </DatagridConfigurable>
        )}
      </ConsoleList>
    </SubscriptionActions>
  );
}
