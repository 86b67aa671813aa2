import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isRouteErrorResponse, Link } from 'react-router';
import { useT } from '../../utils/i18n.ts';

/**
 * The catalogue pages' failures, shown inside the signed-in frame (the menu stays): a product that is
 * missing or not visible is a 404; anything else is spec §8's generic message, never a stack trace.
 */
export function ProductsErrorBoundary({ error }: { error: unknown }) {
  const t = useT();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound && import.meta.env.DEV) console.error(error);
  return (
    <Stack spacing={2} sx={{ py: 6, alignItems: 'center', textAlign: 'center' }}>
      <Typography component="h1" variant="h5">
        {notFound ? t('Página não encontrada') : t('Algo deu errado, entre em contato com os desenvolvedores')}
      </Typography>
      <Button component={Link} to="/products" variant="outlined">
        {t('Voltar para os produtos')}
      </Button>
    </Stack>
  );
}
