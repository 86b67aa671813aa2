import { RouteError } from '../route-error.tsx';

/**
 * The catalogue pages' failures, shown inside the signed-in frame (the menu stays): a product that is
 * missing or not visible is a 404; anything else says what failed and offers a retry, never a stack trace.
 */
export function ProductsErrorBoundary({ error }: { error: unknown }) {
  return <RouteError error={error} back={{ to: '/products', label: 'Voltar para os produtos' }} />;
}
