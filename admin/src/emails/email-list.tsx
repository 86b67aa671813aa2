import SendIcon from '@mui/icons-material/Send';
import { Box, Typography, useMediaQuery, type Theme } from '@mui/material';
import {
  Datagrid,
  FilterButton,
  FunctionField,
  NumberField,
  SearchInput,
  SelectInput,
  SimpleList,
  TextField,
  TopToolbar,
  useListContext,
  useTranslate,
} from 'react-admin';
import type { EmailDelivery } from '@ponte/shared';
import { PER_PAGE_DEFAULT } from '@ponte/shared/constants';
import { formatDateTime } from '@ponte/shared/i18n';
import { StatusChip } from '../dashboard/status-chip.tsx';
import { useSharedLocale } from '../i18n/use-shared-locale.ts';
import { BulkActionButton } from '../layout/bulk-action-button.tsx';
import { CsvExportButton, type CsvColumn } from '../layout/csv-export.tsx';
import { DateField } from '../layout/date-field.tsx';
import { ListPagination } from '../layout/list-pagination.tsx';
import { ConsoleList } from '../layout/list-state.tsx';
import { emailKindChoices, emailKindLabel, emailStatusChoices, emailStatusColor } from './email-choices.ts';
import { ResendButton } from './resend-button.tsx';

const emailFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" label="Situação" choices={emailStatusChoices} alwaysOn />,
  <SelectInput key="kind" source="kind" label="Evento" choices={emailKindChoices} />,
];

function EmailStatus({ email }: { email: EmailDelivery }) {
  const translate = useTranslate();
  const choice = emailStatusChoices.find((c) => c.id === email.status);
  return (
    <StatusChip
      variant={email.status === 'failed' ? 'filled' : 'outlined'}
      color={emailStatusColor[email.status]}
      label={translate(choice?.name ?? email.status)}
    />
  );
}

function Recipient({ email }: { email: EmailDelivery }) {
  return (
    <Box>
      {email.recipient.name ? <Typography variant="body2">{email.recipient.name}</Typography> : null}
      <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {email.recipient.email}
      </Typography>
    </Box>
  );
}

const labelOf = (choices: { id: string; name: string }[], id: string, translate: (p: string) => string) =>
  translate(choices.find((choice) => choice.id === id)?.name ?? id);

/** The export: one line per e-mail, as the list shows it (decision 045's CSV). */
const emailColumns: CsvColumn<EmailDelivery>[] = [
  { header: 'ID', value: (e) => e.id },
  { header: 'Data', value: (e) => formatDateTime(e.created_at) },
  { header: 'Destinatário', value: (e) => e.recipient.name ?? '' },
  { header: 'E-mail', value: (e) => e.recipient.email },
  { header: 'Assunto', value: (e) => e.subject },
  { header: 'Evento', value: (e, t) => t(emailKindLabel(e.kind)) },
  { header: 'Eventos', value: (e) => e.events_count },
  { header: 'Situação', value: (e, t) => labelOf(emailStatusChoices, e.status, t) },
  { header: 'Tentativas', value: (e) => e.attempts },
  { header: 'Enviado em', value: (e) => (e.sent_at ? formatDateTime(e.sent_at) : '') },
  { header: 'Último erro', value: (e) => e.last_error ?? '' },
];

/**
 * Filters and the export. With nothing to export the button is left out rather than disabled: on a phone
 * react-admin draws a disabled button as a bare icon without its name (axe: button-name).
 */
function ListActions() {
  const { total } = useListContext();
  return (
    <TopToolbar>
      <FilterButton />
      {total ? <CsvExportButton file="e-mails" columns={emailColumns} /> : null}
    </TopToolbar>
  );
}

/** Resending many failed e-mails at once (after an SMTP outage, say); the API refuses the others. */
function BulkActions() {
  return (
    <BulkActionButton
      label="Reenviar"
      icon={<SendIcon />}
      data={{ action: 'resend' }}
      confirmTitle="Reenviar os e-mails selecionados?"
      confirmContent="Os %{count} e-mails voltam para a fila de envio. Só os que falharam podem ser reenviados."
      confirm="Reenviar"
      success="E-mails reenviados: %{count}."
      partial="%{done} de %{total} reenviados; %{failed} falharam: %{reasons}"
    />
  );
}

function KindLabel({ email }: { email: EmailDelivery }) {
  const translate = useTranslate();
  return <>{translate(emailKindLabel(email.kind))}</>;
}

/**
 * Sent, queued and failed e-mails, the newest first (issue #14): whom, what about, how it went and
 * why it failed; "Reenviar" on failed ones. Nothing here creates, edits or removes an e-mail.
 */
export function EmailList() {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const locale = useSharedLocale();
  return (
    <ConsoleList
      filters={emailFilters}
      // No e-mail yet is a plain line under the filters, not react-admin's page-size grey h4 (axe:
      // contrast and heading order, found by the every-page sweep on a fresh database).
      empty={false}
      actions={<ListActions />}
      sort={{ field: 'created_at', order: 'DESC' }}
      perPage={PER_PAGE_DEFAULT}
      pagination={<ListPagination />}
    >
      {phone ? (
        <SimpleList<EmailDelivery>
          primaryText={(e) => e.subject}
          secondaryText={(e) => `${e.recipient.email} · ${formatDateTime(e.created_at, locale)}`}
          tertiaryText={(e) => <EmailStatus email={e} />}
          rightIcon={() => <ResendButton />}
          linkType={false}
        />
      ) : (
        <Datagrid
          rowClick={false}
          bulkActionButtons={<BulkActions />}
          isRowSelectable={(e: EmailDelivery) => e.status === 'failed'}
        >
          <DateField source="created_at" label="Data" showTime sortable />
          <FunctionField<EmailDelivery>
            label="Destinatário"
            sortable={false}
            render={(e) => <Recipient email={e} />}
          />
          <TextField source="subject" label="Assunto" sortable={false} />
          <FunctionField<EmailDelivery>
            label="Evento"
            sortable={false}
            render={(e) => <KindLabel email={e} />}
          />
          <NumberField source="events_count" label="Eventos" sortable={false} />
          <FunctionField<EmailDelivery>
            label="Situação"
            sortable={false}
            render={(e) => <EmailStatus email={e} />}
          />
          <NumberField source="attempts" label="Tentativas" sortable={false} />
          <FunctionField<EmailDelivery>
            label="Último erro"
            sortable={false}
            render={(e) => (
              <Typography
                variant="body2"
                color="text.secondary"
                sx={{ maxWidth: 280, overflowWrap: 'anywhere' }}
              >
                {e.last_error ?? '—'}
              </Typography>
            )}
          />
          <FunctionField<EmailDelivery> label="Ações" render={() => <ResendButton />} />
        </Datagrid>
      )}
    </ConsoleList>
  );
}
