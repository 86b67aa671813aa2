import type { Product, Role } from '@ponte/shared';
import { formatBRL } from '@ponte/shared/i18n';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useT } from '../../utils/i18n.ts';
import { DeleteButton } from './delete-product.tsx';
import { PRODUCT_STATUS_LABELS } from './labels.ts';
import { ProductImage } from './product-image.tsx';
import { SelectionControls, type ProductPatch } from './selection-controls.tsx';

/** One product of the catalogue: picture, name, SKU, price, available stock, and what the role may do. */
export function ProductCard({
  product,
  role,
  pageResult,
  onPatch,
  onRequestDelete,
}: {
  product: Product;
  role: Role;
  pageResult: unknown;
  onPatch: ProductPatch;
  onRequestDelete: (product: Product) => void;
}) {
  const t = useT();
  const href = `/product/${product.id}`;
  return (
    <Card variant="outlined" component="article" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <RouterLink to={href} tabIndex={-1} aria-hidden>
        <ProductImage src={product.images[0]} alt="" sx={{ borderRadius: 0, aspectRatio: '4 / 3' }} />
      </RouterLink>
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack spacing={1}>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
            <Link component={RouterLink} to={href} underline="hover" color="inherit">
              {product.name}
            </Link>
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('SKU')}: {product.sku ?? '—'}
          </Typography>
          <Stack direction="row" sx={{ alignItems: 'baseline', flexWrap: 'wrap', columnGap: 1 }}>
            <Typography variant="h6" component="p">
              {formatBRL(product.price_cents)}
            </Typography>
            {product.sale_price_cents != null ? (
              <Typography variant="body2" color="text.secondary">
                {t('Meu preço: {price}', { price: formatBRL(product.sale_price_cents) })}
              </Typography>
            ) : null}
          </Stack>
          <Typography variant="body2" color={product.available > 0 ? 'text.primary' : 'error'}>
            {product.available > 0 ? t(product.available === 1 ? '{count} disponível' : '{count} disponíveis', { count: product.available }) : t('Sem estoque')}
          </Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            {product.category ? <Chip size="small" label={product.category} /> : null}
            {role !== 'client' ? (
              <Chip
                size="small"
                variant="outlined"
                color={product.status === 'active' ? 'primary' : 'default'}
                label={t(PRODUCT_STATUS_LABELS[product.status])}
              />
            ) : null}
            {product.marked ? <Chip size="small" color="primary" label={t('Na minha seleção')} /> : null}
          </Stack>
        </Stack>
      </CardContent>
      {role === 'client' ? (
        <CardContent sx={{ pt: 0 }}>
          <SelectionControls product={product} pageResult={pageResult} onPatch={onPatch} />
        </CardContent>
      ) : (
        <CardActions sx={{ px: 2, pb: 2 }}>
          <Button component={RouterLink} to={href} size="small" variant="outlined">
            {t('Editar')}
          </Button>
          <DeleteButton product={product} onRequest={onRequestDelete} />
        </CardActions>
      )}
    </Card>
  );
}
