import type { CatalogueItem } from './catalogue-item.ts';
import { useEffect } from 'react';
import { Form, useFetcher, useLocation } from 'react-router';
import { Button, ButtonLink } from '../ui/button.tsx';
import { Dialog, DialogText } from '../ui/dialog.tsx';
import { Paper } from '../ui/paper.tsx';
import { Stack } from '../ui/stack.tsx';
import { useT } from '../../utils/i18n.ts';
import { useHydrated } from '../../utils/use-hydrated.ts';
import type { SelectionResult } from './action-results.ts';
import { ResultDialog } from './result-dialog.tsx';

/** Without JavaScript the confirmation is a page state: `?remover={id}` shows it inline. */
export const DELETE_PARAM = 'remover';

/**
 * After "Produto removido" the "Remover" that opened the dialogs is gone with its card: the focus goes to
 * the catalogue's search (the list's first control), or the page's content, not to the page body. A refusal
 * keeps the card, and the focus goes back to its "Remover".
 */
const afterResult = () =>
  document.getElementById('filter-search') ?? document.getElementById('conteudo') ?? true;

/** "Remover": opens the confirmation dialog, or (without JavaScript) the inline confirmation. */
export function DeleteButton({
  product,
  onRequest,
}: {
  product: CatalogueItem;
  onRequest: (product: CatalogueItem) => void;
}) {
  const t = useT();
  const hydrated = useHydrated();
  const params = new URLSearchParams(useLocation().search);
  params.set(DELETE_PARAM, String(product.id));
  return (
    <ButtonLink
      to={`?${params}`}
      preventScrollReset
      size="small"
      color="error"
      onClick={(event) => {
        if (!hydrated) return;
        event.preventDefault();
        onRequest(product);
      }}
    >
      {t('Remover')}
    </ButtonLink>
  );
}

/**
 * The delete flow (docs/product.md#messages): a confirmation (a dialog: confirm in the theme's primary, a readable shade of #569195; cancel #d33), then the
 * "Produto removido" dialog or the server's refusal (409: the product is in a selection or a shipment).
 */
export function DeleteProduct({
  pending,
  onClose,
  onRemoved,
  pageResult,
}: {
  /** The product waiting for confirmation, if any. */
  pending: CatalogueItem | undefined;
  onClose: () => void;
  onRemoved: (id: number) => void;
  /** The page's action data: the answer to a delete sent without JavaScript. */
  pageResult: unknown;
}) {
  const t = useT();
  const hydrated = useHydrated();
  const fetcher = useFetcher<SelectionResult>();
  const location = useLocation();

  useEffect(() => {
    if (fetcher.data?.intent === 'delete' && fetcher.data.ok) onRemoved(fetcher.data.id);
  }, [fetcher.data, onRemoved]);

  const pageDelete =
    (pageResult as SelectionResult | undefined)?.intent === 'delete'
      ? (pageResult as SelectionResult)
      : undefined;
  const outcome = fetcher.data ?? pageDelete;
  const question = pending ? t('Deseja remover o produto “{name}”?', { name: pending.name }) : '';

  const confirm = () => {
    if (!pending) return;
    fetcher.submit({ intent: 'delete', id: String(pending.id) }, { method: 'post' });
    onClose();
  };

  // The form posts to the page without the confirmation's own parameter.
  const params = new URLSearchParams(location.search);
  params.delete(DELETE_PARAM);
  const back = `${location.pathname}?${params}`;

  return (
    <>
      <ResultDialog outcome={outcome} finalFocus={outcome?.ok ? afterResult : undefined} />
      {pending && !hydrated ? (
        <Paper padding={2} style={{ borderColor: 'var(--color-error)' }}>
          <Form method="post" action={back} className="stack gap-2">
            <input type="hidden" name="intent" value="delete" />
            <input type="hidden" name="id" value={pending.id} />
            <p>{question}</p>
            <Stack direction="row" spacing={1}>
              <Button type="submit" variant="contained" color="primary">
                {t('Remover')}
              </Button>
              <ButtonLink to={back} variant="contained" color="error">
                {t('Cancelar')}
              </ButtonLink>
            </Stack>
          </Form>
        </Paper>
      ) : null}
      <Dialog
        open={hydrated && Boolean(pending)}
        onClose={onClose}
        title={t('Remover produto')}
        actions={
          <>
            <Button onClick={onClose} variant="contained" color="error">
              {t('Cancelar')}
            </Button>
            <Button onClick={confirm} variant="contained" color="primary">
              {t('Remover')}
            </Button>
          </>
        }
      >
        <DialogText>{question}</DialogText>
      </Dialog>
    </>
  );
}
