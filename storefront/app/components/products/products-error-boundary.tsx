import { isRouteErrorResponse } from 'react-router';
import { useT } from '../../utils/i18n.ts';
import { ButtonLink } from '../ui/button.tsx';
import { Text } from '../ui/text.tsx';

/**
 * The catalogue pages' failures, shown inside the signed-in frame (the menu stays): a product that is
 * missing or not visible is a 404; anything else is spec §8's generic message, never a stack trace.
 */
export function ProductsErrorBoundary({ error }: { error: unknown }) {
  const t = useT();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound && import.meta.env.DEV) console.error(error);
  return (
    <div className="stack gap-2 items-center text-center py-6">
      <Text component="h1" variant="h5">
        {notFound
          ? t('Página não encontrada')
          : t('Algo deu errado, entre em contato com os desenvolvedores')}
      </Text>
      <ButtonLink to="/products" variant="outlined">
        {t('Voltar para os produtos')}
      </ButtonLink>
    </div>
  );
}
