import type { Product } from '@ponte/shared';
import { formatBRL } from '@ponte/shared/i18n';
import { useEffect } from 'react';
import { useFetcher } from 'react-router';
import { useT } from '../../utils/i18n.ts';
import { Button } from '../ui/button.tsx';
import { TextField } from '../ui/text-field.tsx';
import { resultFor, type SelectionResult } from './action-results.ts';
import { centsToInput } from './money.ts';
import styles from './selection-controls.module.css';

export type ProductPatch = (id: number, patch: Partial<Product>) => void;

/**
 * A client's controls on one product: mark/unmark it in their selection and set their resale price.
 * Both are plain forms (they post to the page's action without JavaScript); with JavaScript a fetcher
 * sends them and `onPatch` updates the product in place, so an infinite list keeps its place.
 */
export function SelectionControls({
  product,
  pageResult,
  onPatch,
}: {
  product: Product;
  /** The page's action data, for the answer shown after a submission without JavaScript. */
  pageResult: unknown;
  onPatch?: ProductPatch;
}) {
  const t = useT();
  const fetcher = useFetcher<SelectionResult>();
  const result = resultFor(product.id, fetcher.data, pageResult);
  const busy = fetcher.state !== 'idle';

  useEffect(() => {
    const done = fetcher.data;
    if (!onPatch || !done?.ok) return;
    // Unmarking deletes the selection row, its price included (decision 011).
    if (done.intent === 'mark')
      onPatch(done.id, done.marked ? { marked: true } : { marked: false, sale_price_cents: null });
    if (done.intent === 'price') onPatch(done.id, done.product);
  }, [fetcher.data, onPatch]);

  const markResult = result?.intent === 'mark' ? result : undefined;
  const priceResult = result?.intent === 'price' ? result : undefined;
  const priceError =
    priceResult && !priceResult.ok
      ? (priceResult.errors?.sale_price_cents ?? [priceResult.error]).map((m) => t(m)).join(' ')
      : undefined;
  const inputId = `sale_price-${product.id}`;
  return (
    <div className={styles.controls}>
      <fetcher.Form method="post" className={styles.mark}>
        <input type="hidden" name="intent" value="mark" />
        <input type="hidden" name="id" value={product.id} />
        <Button
          type="submit"
          size="small"
          variant={product.marked ? 'outlined' : 'contained'}
          disabled={busy}
          aria-pressed={Boolean(product.marked)}
        >
          {product.marked ? t('Remover da seleção') : t('Adicionar à seleção')}
        </Button>
        {markResult ? (
          <p role="status" className={markResult.ok ? styles.note : styles.failed}>
            {t(markResult.ok ? markResult.message : markResult.error)}
          </p>
        ) : null}
      </fetcher.Form>
      <fetcher.Form method="post" className={styles.price}>
        <input type="hidden" name="intent" value="price" />
        <input type="hidden" name="id" value={product.id} />
        <TextField
          // A new saved price (or none after unmarking) replaces what the input shows.
          key={`${product.sale_price_cents}`}
          id={inputId}
          name="sale_price"
          size="small"
          label={t('Meu preço (R$)')}
          defaultValue={
            priceResult && !priceResult.ok ? priceResult.value : centsToInput(product.sale_price_cents)
          }
          error={Boolean(priceError)}
          helperText={
            priceError ??
            (priceResult?.ok
              ? t(priceResult.message)
              : t('Mínimo: {price}', { price: formatBRL(product.price_cents) }))
          }
          inputMode="decimal"
          autoComplete="off"
        />
        <Button type="submit" size="small" variant="outlined" disabled={busy} className={styles.save}>
          {t('Salvar')}
        </Button>
      </fetcher.Form>
    </div>
  );
}
