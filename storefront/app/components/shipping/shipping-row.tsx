import type { Role, Shipping } from '@ponte/shared';
import { formatBRL, formatDate } from '@ponte/shared/i18n';
import Box from '@mui/material/Box';
import CardActionArea from '@mui/material/CardActionArea';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useT } from '../../utils/i18n.ts';
import { partyName } from './format.ts';
import { PaymentChip, StatusChip } from './status-chips.tsx';

/** The other party of a shipment: the supplier for a client, the client for a supplier, both for admins. */
export function otherParty(role: Role, shipping: Shipping): string {
  if (role === 'client') return partyName(shipping.supplier);
  if (role === 'supplier') return partyName(shipping.client);
  return `${partyName(shipping.client)} → ${partyName(shipping.supplier)}`;
}

/** "1 pedido", "3 pedidos": the catalog phrase for one and for many. */
export const countLabel = (
  t: (phrase: string, vars: { n: number }) => string,
  n: number,
  one: string,
  many: string,
) => t(n === 1 ? one : many, { n });

/** One line of the shipments list: the whole card links to the shipment. */
export function ShippingRow({ shipping, role }: { shipping: Shipping; role: Role }) {
  const t = useT();
  return (
    <Paper variant="outlined" component="li" sx={{ listStyle: 'none' }}>
      <CardActionArea component={RouterLink} to={`/shipping/view/${shipping.id}`} sx={{ p: 2 }}>
        <Box
          sx={{
            display: 'grid',
            columnGap: 2,
            rowGap: 1,
            alignItems: 'center',
            gridTemplateColumns: { xs: '1fr auto', md: '4rem minmax(0, 1fr) 14rem 9rem 8rem 6rem' },
            gridTemplateAreas: {
              xs: '"id chips" "party party" "counts total" "date date"',
              md: '"id party chips counts total date"',
            },
          }}
        >
          <Typography sx={{ gridArea: 'id', fontWeight: 600 }}>#{shipping.id}</Typography>
          <Typography sx={{ gridArea: 'party' }}>{otherParty(role, shipping)}</Typography>
          <Stack
            direction="row"
            spacing={1}
            sx={{ gridArea: 'chips', justifySelf: { xs: 'end', md: 'start' } }}
          >
            <StatusChip status={shipping.status} />
            <PaymentChip status={shipping.payment_status} />
          </Stack>
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ gridArea: 'counts', whiteSpace: 'nowrap' }}
          >
            {countLabel(t, shipping.orders_count, '{n} pedido', '{n} pedidos')} ·{' '}
            {countLabel(t, shipping.items_count, '{n} item', '{n} itens')}
          </Typography>
          <Typography sx={{ gridArea: 'total', fontWeight: 600, textAlign: 'right' }}>
            {formatBRL(shipping.total_cents)}
          </Typography>
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ gridArea: 'date', textAlign: { md: 'right' } }}
          >
            {formatDate(shipping.created_at)}
          </Typography>
        </Box>
      </CardActionArea>
    </Paper>
  );
}
