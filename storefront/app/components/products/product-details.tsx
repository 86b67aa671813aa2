import type { Product, Role } from '@ponte/shared';
import { formatBRL, formatDecimal, formatInteger, type Locale } from '@ponte/shared/i18n';
import type { ReactNode } from 'react';
import { Chip } from '../ui/chip.tsx';
import { Paper } from '../ui/paper.tsx';
import { Stack } from '../ui/stack.tsx';
import { Text } from '../ui/text.tsx';
import { useLocale, useT } from '../../utils/i18n.ts';
import { PRODUCT_STATUS_LABELS } from '@ponte/shared/vocabulary';
import styles from './product-details.module.css';
import { ProductGallery } from './product-gallery.tsx';

/** Width × height × depth in cm, with whatever of them is known, in the page's language (decision 050). */
function dimensions(product: Product, locale: Locale): string | null {
  const sides = [product.width_cm, product.height_cm, product.depth_cm];
  if (sides.every((side) => side === null)) return null;
  return `${sides.map((side) => (side === null ? '—' : formatDecimal(side, locale))).join(' × ')} cm`;
}

const weight = (grams: number | null, locale: Locale) =>
  grams === null
    ? null
    : grams >= 1000
      ? `${formatDecimal(grams / 1000, locale)} kg`
      : `${formatInteger(grams, locale)} g`;

/** A product's page: gallery beside the facts a reseller needs, the role's controls under them. */
export function ProductDetails({
  product,
  role,
  children,
}: {
  product: Product;
  role: Role;
  children?: ReactNode;
}) {
  const t = useT();
  const locale = useLocale();
  const facts: [string, ReactNode][] = [
    [t('SKU'), product.sku],
    [t('GTIN'), product.gtin],
    [t('Categoria'), product.category],
    [t('Dimensões (L × A × P)'), dimensions(product, locale)],
    [t('Peso'), weight(product.weight_grams, locale)],
    [
      t('Preço sugerido'),
      product.suggested_price_cents === null ? null : formatBRL(product.suggested_price_cents, locale),
    ],
  ];
  if (role !== 'client') {
    facts.push(
      [t('Estoque'), formatInteger(product.stock, locale)],
      [t('Reservado'), formatInteger(product.reserved, locale)],
    );
  }
  return (
    <div className={styles.layout}>
      <ProductGallery images={product.images} name={product.name} />
      <Stack spacing={2}>
        <div>
          <Text component="h1" variant="h4" className={styles.name}>
            {product.name}
          </Text>
          {product.short_description && product.short_description !== product.name ? (
            <Text color="text.secondary">{product.short_description}</Text>
          ) : null}
        </div>
        <Stack direction="row" align="center" wrap spacing={1}>
          <Text variant="h5" component="p">
            {formatBRL(product.price_cents, locale)}
          </Text>
          {role !== 'client' ? <Chip size="small" label={t(PRODUCT_STATUS_LABELS[product.status])} /> : null}
          {product.marked ? <Chip size="small" color="primary" label={t('Na minha seleção')} /> : null}
        </Stack>
        <Text color={product.available > 0 ? 'text.primary' : 'error'}>
          {product.available > 0
            ? t(product.available === 1 ? '{count} disponível' : '{count} disponíveis', {
                count: formatInteger(product.available, locale),
              })
            : t('Sem estoque')}
        </Text>
        {children}
        <Paper padding={2}>
          <dl className={styles.facts}>
            {facts.map(([label, value]) => (
              <div key={label}>
                <Text component="dt" variant="body2" color="text.secondary">
                  {label}
                </Text>
                <dd>{value ?? '—'}</dd>
              </div>
            ))}
          </dl>
        </Paper>
        {product.description ? (
          <>
            <hr className="divider" />
            <Text component="h2" variant="h6">
              {t('Descrição')}
            </Text>
            <p className={styles.description}>{product.description}</p>
          </>
        ) : null}
      </Stack>
    </div>
  );
}
