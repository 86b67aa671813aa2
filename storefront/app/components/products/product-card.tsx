import type { Role } from '@ponte/shared';
import { formatBRL, formatInteger } from '@ponte/shared/i18n';
import { Link } from 'react-router';
import { useLocale, useT } from '../../utils/i18n.ts';
import { ButtonLink } from '../ui/button.tsx';
import { Chip } from '../ui/chip.tsx';
import type { CatalogueItem } from './catalogue-item.ts';
import { DeleteButton } from './delete-product.tsx';
import { PRODUCT_STATUS_LABELS } from '@ponte/shared/vocabulary';
import styles from './product-card.module.css';
import { ProductImage } from './product-image.tsx';
import { SelectionControls, type ProductPatch } from './selection-controls.tsx';

/** The list the cards sit in: 1 to 4 columns by width. */
export const productGridClass = styles.grid;

/**
 * One product of the catalogue: picture, name, SKU, price, available stock, and what the role may do.
 * Lean on purpose (a page shows 24 and scrolls on to hundreds): plain elements styled by one CSS module.
 */
export function ProductCard({
  product,
  role,
  pageResult,
  onPatch,
  onRequestDelete,
  formAction,
}: {
  product: CatalogueItem;
  role: Role;
  pageResult: unknown;
  onPatch: ProductPatch;
  onRequestDelete: (product: CatalogueItem) => void;
  /** The page's form action, resolved once for every card. */
  formAction: string;
}) {
  const t = useT();
  const locale = useLocale();
  const href = `/product/${product.id}`;
  const inStock = product.available > 0;
  return (
    <article className={styles.card}>
      <ProductImage src={product.images[0]} alt="" className={styles.picture} />
      <div className={styles.body}>
        <h2 className={styles.name}>
          {/* Its click area spreads over the picture too (product-card.module.css): one link per card. */}
          <Link to={href} className={`link-hover ${styles.nameLink}`}>
            {product.name}
          </Link>
        </h2>
        <p className={`${styles.small} ${styles.muted}`}>
          {/* One text node: no separators between its parts in the HTML. */}
          {`${t('SKU')}: ${product.sku ?? '—'}`}
        </p>
        <p className={styles.price}>
          {formatBRL(product.price_cents, locale)}
          {product.sale_price_cents != null ? (
            <span>{t('Meu preço: {price}', { price: formatBRL(product.sale_price_cents, locale) })}</span>
          ) : null}
        </p>
        <p className={inStock ? styles.small : `${styles.small} ${styles.out}`}>
          {inStock
            ? t(product.available === 1 ? '{count} disponível' : '{count} disponíveis', {
                count: formatInteger(product.available, locale),
              })
            : t('Sem estoque')}
        </p>
        {product.category || role !== 'client' || product.marked ? (
          <p className={styles.chips}>
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
          </p>
        ) : null}
      </div>
      {role === 'client' ? (
        <SelectionControls
          product={product}
          pageResult={pageResult}
          onPatch={onPatch}
          action={formAction}
          className={styles.controls}
        />
      ) : (
        <div className={styles.actions}>
          <ButtonLink to={href} size="small" variant="outlined">
            {t('Editar')}
          </ButtonLink>
          <DeleteButton product={product} onRequest={onRequestDelete} />
        </div>
      )}
    </article>
  );
}
