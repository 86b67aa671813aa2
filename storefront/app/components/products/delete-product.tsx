import type { Product } from '@ponte/shared';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Form, Link, useFetcher, useLocation } from 'react-router';
import { useT } from '../../utils/i18n.ts';
import { useHydrated } from '../../utils/use-hydrated.ts';
import type { SelectionResult } from './action-results.ts';
import { ResultDialog } from './result-dialog.tsx';

/** Without JavaScript the confirmation is a page state: `?remover={id}` shows it inline. */
export const DELETE_PARAM = 'remover';

/** "Remover": opens the confirmation dialog, or (without JavaScript) the inline confirmation. */
export function DeleteButton({ product, onRequest }: { product: Product; onRequest: (product: Product) => void }) {
  const t = useT();
  const hydrated = useHydrated();
  const params = new URLSearchParams(useLocation().search);
  params.set(DELETE_PARAM, String(product.id));
  return (
    <Button
      component={Link}
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
    </Button>
  );
}

/**
 * The delete flow of spec §8: a confirmation (MUI Dialog: confirm in the theme's primary, a readable shade of #569195; cancel #d33), then the
 * "Produto removido" dialog or the server's refusal (409: the product is in a selection or a shipment).
 */
export function DeleteProduct({
  pending,
  onClose,
  onRemoved,
  pageResult,
}: {
  /** The product waiting for confirmation, if any. */
  pending: Product | undefined;
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

  const pageDelete = (pageResult as SelectionResult | undefined)?.intent === 'delete' ? (pageResult as SelectionResult) : undefined;
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
      <ResultDialog outcome={outcome} />
      {pending && !hydrated ? (
        <Paper variant="outlined" sx={{ p: 2, borderColor: 'error.main' }}>
          <Form method="post" action={back}>
            <input type="hidden" name="intent" value="delete" />
            <input type="hidden" name="id" value={pending.id} />
            <Stack spacing={2}>
              <Typography>{question}</Typography>
              <Stack direction="row" spacing={1}>
                <Button type="submit" variant="contained" color="primary">
                  {t('Remover')}
                </Button>
                <Button component={Link} to={back} variant="contained" color="error">
                  {t('Cancelar')}
                </Button>
              </Stack>
            </Stack>
          </Form>
        </Paper>
      ) : null}
      <Dialog open={hydrated && Boolean(pending)} onClose={onClose} aria-labelledby="delete-dialog-title">
        <DialogTitle id="delete-dialog-title">{t('Remover produto')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{question}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} variant="contained" color="error">
            {t('Cancelar')}
          </Button>
          <Button onClick={confirm} variant="contained" color="primary">
            {t('Remover')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
