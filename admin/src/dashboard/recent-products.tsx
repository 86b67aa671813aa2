import {
  Card,
  CardContent,
  Link as MuiLink,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Link, useCreatePath, useTranslate } from 'react-admin';
import type { DashboardProduct } from '@ponte/shared';
import { useCount, useMoney } from '../layout/use-money.ts';

/** The five most recently updated products of the platform, each a link to its edit form. */
export function RecentProducts({ products }: { products: DashboardProduct[] }) {
  const money = useMoney();
  const count = useCount();
  const translate = useTranslate();
  const createPath = useCreatePath();
  return (
    <Card component="section" aria-labelledby="recent-products-title">
      <CardContent>
        <Typography id="recent-products-title" component="h2" variant="h6" gutterBottom>
          {translate('Produtos atualizados recentemente')}
        </Typography>
        {products.length === 0 ? (
          <Typography color="text.secondary">{translate('Nenhum produto cadastrado ainda.')}</Typography>
        ) : (
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{translate('Produto')}</TableCell>
                <TableCell align="right">{translate('Preço')}</TableCell>
                <TableCell align="right">{translate('Disponível')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {products.map((product) => (
                <TableRow key={product.id}>
                  <TableCell>
                    <MuiLink
                      component={Link}
                      to={createPath({ resource: 'products', id: product.id, type: 'edit' })}
                    >
                      {product.name}
                    </MuiLink>
                  </TableCell>
                  <TableCell align="right">{money(product.price_cents)}</TableCell>
                  <TableCell align="right">{count(product.available)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
