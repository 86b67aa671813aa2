import { formatBRL, formatMoney } from '@ponte/shared/i18n';
import { useEffect, useRef, type FormEvent } from 'react';
import { useFetcher } from 'react-router';
import { useLocale, useT } from '../../utils/i18n.ts';
import { Button } from '../ui/button.tsx';
import { cx } from '../ui/cx.ts';
import { MoneyField } from '../ui/money-field.tsx';
import { resultFor, type SelectionResult } from './action-results.ts';
import { catalogueItem, type CatalogueItem } from './catalogue-item.ts';
import styles from './selection-controls.module.css';

export type ProductPatch = (id: number, patch: Partial<CatalogueItem>) => void;

/**
 * A client's controls on one product: mark/unmark it in their selection and set their resale price.
 * Both are plain forms (they post to the page's action without JavaScript); with JavaScript a fetcher
 * sends them and `onPatch` updates the product in place, so an infinite list keeps its place.
 * They are `<form>`s sent by `fetcher.submit`, as `fetcher.Form` would, with the action the page resolved
 * once: a list of 24 cards would otherwise resolve it 48 times per render (decision 078).
 */
export function SelectionControls({
  product,
  pageResult,
  onPatch,
  action,
  className,
}: {
  product: CatalogueItem;
  /** Where both forms post: the page's `useFormAction()`. */
  action: string;
  /** The page's action data, for the answer shown after a submission without JavaScript. */
  pageResult: unknown;
  onPatch?: ProductPatch;
  /** Its placement where it sits (a card's padding): no wrapper of its own. */
  className?: string;
}) {
  const t = useT();
  const locale = useLocale();
  const fetcher = useFetcher<SelectionResult>();
  const result = resultFor(product.id, fetcher.data, pageResult);
  const busy = fetcher.state !== 'idle';
  const sending = busy ? fetcher.formData?.get('intent') : undefined;
  const refocus = useRefocus(busy);
  const send = (event: FormEvent<HTMLFormElement>) => {
    refocus(event);
    event.preventDefault();
    // The button pressed carries the intent; Enter in the price submits through its default button.
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    void fetcher.submit(submitter ?? event.currentTarget, { method: 'post', action });
  };

  useEffect(() => {
    const done = fetcher.data;
    if (!onPatch || !done?.ok) return;
    // Unmarking deletes the selection row, its price included (decision 011).
    if (done.intent === 'mark')
      onPatch(done.id, done.marked ? { marked: true } : { marked: false, sale_price_cents: null });
    if (done.intent === 'price') onPatch(done.id, catalogueItem(done.product));
  }, [fetcher.data, onPatch]);

  const markResult = result?.intent === 'mark' ? result : undefined;
  const priceResult = result?.intent === 'price' ? result : undefined;
  const priceError =
    priceResult && !priceResult.ok
      ? (priceResult.errors?.sale_price_cents ?? [priceResult.error]).map((m) => t(m)).join(' ')
      : undefined;
  const inputId = `sale_price-${product.id}`;
  return (
    <div className={cx(styles.controls, className)}>
      <form method="post" action={action} className={styles.mark} onSubmit={send}>
        <input type="hidden" name="id" value={product.id} />
        {/* The intent travels as the button's name and value (one element less per form, 24 cards). */}
        <Button
          type="submit"
          name="intent"
          value="mark"
          id={`mark-${product.id}`}
          size="small"
          variant={product.marked ? 'outlined' : 'contained'}
          pending={sending === 'mark'}
          disabled={sending === 'price'}
          aria-pressed={Boolean(product.marked)}
        >
          {product.marked ? t('Remover da seleção') : t('Adicionar à seleção')}
        </Button>
        {/* Always there: a live region only speaks changes, so one added with its text says nothing. */}
        <p role="status" className={markResult ? (markResult.ok ? styles.note : styles.failed) : undefined}>
          {markResult ? t(markResult.ok ? markResult.message : markResult.error) : null}
        </p>
      </form>
      <form method="post" action={action} noValidate className={styles.price} onSubmit={send}>
        <input type="hidden" name="id" value={product.id} />
        <MoneyField
          // A new saved price (or none after unmarking) replaces what the input shows.
          key={`${product.sale_price_cents}`}
          id={inputId}
          name="sale_price"
          size="small"
          label={t('Meu preço (R$)')}
          defaultValue={
            priceResult && !priceResult.ok ? priceResult.value : formatMoney(product.sale_price_cents, locale)
          }
          error={Boolean(priceError)}
          helperText={
            priceError ??
            (priceResult?.ok
              ? t(priceResult.message)
              : t('Mínimo: {price}', { price: formatBRL(product.price_cents, locale) }))
          }
        />
        {/* Enter in the price submits through this button too (the form's default button). */}
        <Button
          type="submit"
          name="intent"
          value="price"
          size="small"
          variant="outlined"
          pending={sending === 'price'}
          disabled={sending === 'mark'}
          className={styles.save}
        >
          {t('Salvar')}
        </Button>
      </form>
    </div>
  );
}

/**
 * Keeps the keyboard where it was across an in-place action: the control used (the price input after
 * Enter, say) may be replaced when the answer arrives, which drops the focus to the page; then it goes
 * to the replacement, found by the same id. Returns the forms' `onSubmit`, which notes the control.
 */
function useRefocus(busy: boolean) {
  const used = useRef<string | null>(null);
  useEffect(() => {
    if (busy || !used.current) return;
    const id = used.current;
    const active = document.activeElement;
    // Still on it: the replacement may come in a later render (the list patched after the answer).
    if (active?.id === id) return;
    used.current = null;
    if (!active || active === document.body) document.getElementById(id)?.focus();
  });
  return (event: FormEvent<HTMLFormElement>) => {
    const active = document.activeElement;
    used.current = active && event.currentTarget.contains(active) && active.id ? active.id : null;
  };
}
