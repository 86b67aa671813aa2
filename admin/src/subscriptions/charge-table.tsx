import UndoIcon from '@mui/icons-material/Undo';
import { Box, Link, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { Button, useTranslate } from 'react-admin';
import type { Charge } from '@ponte/shared';
import {
  ASAAS_STATUS_LABELS,
  BILLING_METHOD_LABELS,
  CHARGE_STATE_LABELS,
  canRefund,
} from '@ponte/shared/vocabulary';
import { StatusChip } from '../dashboard/status-chip.tsx';
import { useDates } from '../layout/use-dates.ts';
import { useMoney } from '../layout/use-money.ts';
import { chargeStateColor } from './subscription-choices.ts';

/** The provider's documents of a charge, each opened in a tab of its own (Asaas's pages). */
const documents = [
  { key: 'invoice_url', label: 'Fatura' },
  { key: 'boleto_url', label: 'Boleto em PDF' },
  { key: 'receipt_url', label: 'Recibo' },
] as const;

function ChargeDocuments({ charge }: { charge: Charge }) {
  const translate = useTranslate();
  const links = documents.filter(({ key }) => charge[key]);
  if (links.length === 0) return <>—</>;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
      {links.map(({ key, label }) => (
        <Link key={key} href={charge[key]!} target="_blank" rel="noopener noreferrer">
          {translate(label)}
        </Link>
      ))}
    </Box>
  );
}

/**
 * A subscription's charges, latest first: when each is due, how much, how it is paid, what it means to
 * Ponte and the provider's own status (its word itself when Ponte does not know it yet), and "Estornar"
 * where the shared rule allows it. Its box scrolls sideways on a narrow screen, not the page.
 */
export function ChargeTable({
  charges,
  onRefund,
}: {
  charges: Charge[];
  onRefund: (charge: Charge) => void;
}) {
  const translate = useTranslate();
  const money = useMoney();
  const dates = useDates();
  return (
    <Box sx={{ overflowX: 'auto', maxWidth: '100%' }}>
      <Table size="small" aria-label={translate('Cobranças')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('Vencimento')}</TableCell>
            <TableCell align="right">{translate('Valor')}</TableCell>
            <TableCell>{translate('Forma de pagamento')}</TableCell>
            <TableCell>{translate('Situação')}</TableCell>
            <TableCell>{translate('Situação no Asaas')}</TableCell>
            <TableCell>{translate('Paga em')}</TableCell>
            <TableCell>{translate('Documentos')}</TableCell>
            <TableCell>{translate('Ações')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {charges.map((charge) => {
            const providerLabel = ASAAS_STATUS_LABELS[charge.provider_status];
            return (
              <TableRow key={charge.id}>
                <TableCell>{dates.day(charge.due_date)}</TableCell>
                <TableCell align="right">{money(charge.value_cents)}</TableCell>
                <TableCell>{charge.method ? translate(BILLING_METHOD_LABELS[charge.method]) : '—'}</TableCell>
                <TableCell>
                  <StatusChip
                    color={chargeStateColor[charge.state]}
                    label={translate(CHARGE_STATE_LABELS[charge.state])}
                  />
                </TableCell>
                <TableCell>{providerLabel ? translate(providerLabel) : charge.provider_status}</TableCell>
                <TableCell>{charge.paid_at ? dates.instant(charge.paid_at) : '—'}</TableCell>
                <TableCell>
                  <ChargeDocuments charge={charge} />
                </TableCell>
                <TableCell>
                  {canRefund(charge.state) ? (
                    <Button
                      label="Estornar"
                      color="error"
                      aria-label={translate('Estornar a cobrança de %{value} com vencimento em %{date}', {
                        value: money(charge.value_cents),
                        date: dates.day(charge.due_date),
                      })}
                      onClick={() => onRefund(charge)}
                    >
                      <UndoIcon />
                    </Button>
                  ) : null}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Box>
  );
}
