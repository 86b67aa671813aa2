import type { Product, Role } from '@ponte/shared';
import { formatBRL } from '@ponte/shared/i18n';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useT } from '../../utils/i18n.ts';
import { PRODUCT_STATUS_LABELS } from './labels.ts';
import { ProductGallery } from './product-gallery.tsx';

const number = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 });

/** Width × height × depth in cm, with whatever of them is known. */
function dimensions(product: Product): string | null {
  const sides = [product.width_cm, product.height_cm, product.depth_cm];
  if (sides.every((side) => side === null)) return null;
  return `${sides.map((side) => (side === null ? '—' : number.format(side))).join(' × ')} cm`;
}

const weight = (grams: number | null) =>
  grams === null ? null : grams >= 1000 ? `${number.format(grams / 1000)} kg` : `${number.format(grams)} g`;

/** A product's page: gallery beside the facts a reseller needs, the role's controls under them. */
export function ProductDetails({ product, role, children }: { product: Product; role: Role; children?: ReactNode }) {
  const t = useT();
  const facts: [string, ReactNode][] = [
    [t('SKU'), product.sku],
    [t('GTIN'), product.gtin],
    [t('Categoria'), product.category],
    [t('Dimensões (L × A × P)'), dimensions(product)],
    [t('Peso'), weight(product.weight_grams)],
    [t('Preço sugerido'), product.suggested_price_cents === null ? null : formatBRL(product.suggested_price_cents)],
  ];
  if (role !== 'client') {
    facts.push([t('Estoque'), number.format(product.stock)], [t('Reservado'), number.format(product.reserved)]);
  }
  return (
    <Grid container spacing={4}>
      <Grid size={{ xs: 12, md: 5 }}>
        <ProductGallery images={product.images} name={product.name} />
      </Grid>
      <Grid size={{ xs: 12, md: 7 }}>
        <Stack spacing={2}>
          <div>
            <Typography component="h1" variant="h4" sx={{ overflowWrap: 'anywhere', fontSize: { xs: '1.75rem', sm: '2.125rem' } }}>
              {product.name}
            </Typography>
            {product.short_description && product.short_description !== product.name ? (
              <Typography color="text.secondary">{product.short_description}</Typography>
            ) : null}
          </div>
          <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
            <Typography variant="h5" component="p">
              {formatBRL(product.price_cents)}
            </Typography>
            {role !== 'client' ? <Chip size="small" label={t(PRODUCT_STATUS_LABELS[product.status])} /> : null}
            {product.marked ? <Chip size="small" color="primary" label={t('Na minha seleção')} /> : null}
          </Stack>
          <Typography color={product.available > 0 ? 'text.primary' : 'error'}>
            {product.available > 0 ? t(product.available === 1 ? '{count} disponível' : '{count} disponíveis', { count: product.available }) : t('Sem estoque')}
          </Typography>
          {children}
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Grid component="dl" container spacing={1} sx={{ m: 0 }}>
              {facts.map(([label, value]) => (
                <Grid key={label} size={6}>
                  <Typography component="dt" variant="body2" color="text.secondary">
                    {label}
                  </Typography>
                  <Typography component="dd" sx={{ m: 0 }}>
                    {value ?? '—'}
                  </Typography>
                </Grid>
              ))}
            </Grid>
          </Paper>
          {product.description ? (
            <>
              <Divider />
              <Typography component="h2" variant="h6">
                {t('Descrição')}
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-line' }}>{product.description}</Typography>
            </>
          ) : null}
        </Stack>
      </Grid>
    </Grid>
  );
}
