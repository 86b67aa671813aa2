import { useMemo, useState } from 'react';
import {
  data,
  Link as RouterLink,
  useFormAction,
  useSearchParams,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import type { BreadcrumbHandle } from '../components/breadcrumb.tsx';
import { blingAction } from '../components/erp/bling.server.ts';
import {
  BlingSyncButton,
  BlingSyncMessage,
  blingSyncAnswer,
} from '../components/products/bling-sync-button.tsx';
import { CatalogueFilters } from '../components/products/catalogue-filters.tsx';
import type { CatalogueItem } from '../components/products/catalogue-item.ts';
import { loadCatalogue } from '../components/products/catalogue-query.server.ts';
import { DELETE_PARAM, DeleteProduct } from '../components/products/delete-product.tsx';
import { DownloadForm } from '../components/products/download-form.tsx';
import { PAID_PARAM, PAID_VALUE } from '../components/plans/payment-landing.ts';
import { LoadMore } from '../components/products/load-more.tsx';
import { ProductCard, productGridClass } from '../components/products/product-card.tsx';
import { ProductsErrorBoundary } from '../components/products/products-error-boundary.tsx';
import { isSelectionIntent, selectionAction } from '../components/products/selection-actions.server.ts';
import { useInfiniteProducts } from '../components/products/use-infinite-products.ts';
import { Alert } from '../components/ui/alert.tsx';
import { ButtonLink } from '../components/ui/button.tsx';
import { Stack } from '../components/ui/stack.tsx';
import { Text } from '../components/ui/text.tsx';
import { metaT, requestLocale, useT } from '../utils/i18n.ts';
import { useHydrated } from '../utils/use-hydrated.ts';
import { useAppSession } from './app-layout.tsx';
import type { Route } from './+types/products';
import { guardSubmission } from '../utils/submission-failure.ts';

export const handle: BreadcrumbHandle = { breadcrumb: 'Produtos' };

export const meta: Route.MetaFunction = ({ matches }) => [{ title: `${metaT(matches)('Produtos')} · Ponte` }];

/** One page of the catalogue for the URL's filters; `?page=n` is also what the infinite scroll fetches. */
export const loader = (args: Route.LoaderArgs) =>
  loadCatalogue(args, new URL(args.request.url).searchParams, requestLocale(args.request));

export async function action(args: Route.ActionArgs) {
  const form = await args.request.formData();
  const intent = form.get('intent');
  // A supplier's "Sincronizar com o Bling" (the API refuses anyone else).
  if (intent === 'bling-sync') return blingAction(args, intent);
  if (!isSelectionIntent(intent)) throw data(null, { status: 400 });
  return selectionAction(args, intent, form, requestLocale(args.request));
}

/** A submission whose trip failed (dropped, a 5xx page) stays on the form with the product's sentence (decision 060). */
export const clientAction = (args: Route.ClientActionArgs) => guardSubmission(args);

/** Mark, price and delete answers patch the list in place: reloading page 1 would lose the scroll. */
export function shouldRevalidate({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (isClientPatchedIntent(formData?.get('intent'))) return false;
  return defaultShouldRevalidate;
}
const isClientPatchedIntent = (intent: unknown) =>
  intent === 'mark' || intent === 'price' || intent === 'delete';

export default function Products({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { user } = useAppSession();
  const role = user.role;
  const hydrated = useHydrated();
  const [searchParams] = useSearchParams();
  // Where every card's forms post (this page's action with its filters), resolved once.
  const formAction = useFormAction();
  const { values, errors, list } = loaderData;
  const catalogue = useInfiniteProducts(list, values);
  const [pending, setPending] = useState<CatalogueItem | undefined>(undefined);
  const categories = useMemo(
    () =>
      [...new Set(catalogue.products.map((p) => p.category).filter((c): c is string => Boolean(c)))].sort(),
    [catalogue.products],
  );

  const heading = (
    <Text component="h1" variant="h4">
      {t('Produtos')}
    </Text>
  );
  // 402: nothing to show; the layout explains the subscription (docs/domain-rules.md#inactive-accounts).
  if (loaderData.inactive) return heading;

  const removeId = Number(searchParams.get(DELETE_PARAM));
  const pendingDelete = pending ?? (hydrated ? undefined : catalogue.products.find((p) => p.id === removeId));
  const { total, current_page } = catalogue.paginate;
  const hasErrors = Object.keys(errors).length > 0;

  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} justify="between" alignWhenRow="center">
        <div>
          {heading}
          <Text color="text.secondary" role="status">
            {total === 1 ? t('1 produto') : t('{count} produtos', { count: total })}
          </Text>
        </div>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignWhenRow="center">
          <DownloadForm role={role} values={values} />
          {role === 'supplier' ? (
            <>
              <BlingSyncButton />
              <ButtonLink to="/product" variant="contained">
                {t('Novo produto')}
              </ButtonLink>
            </>
          ) : null}
        </Stack>
      </Stack>

      {searchParams.get(PAID_PARAM) === PAID_VALUE ? (
        <Alert severity="success" role="status">
          {t('Pagamento confirmado. Sua assinatura está ativa.')}
        </Alert>
      ) : null}
      <BlingSyncMessage answer={blingSyncAnswer(actionData)} />
      <CatalogueFilters role={role} values={values} errors={errors} categories={categories} />
      {searchParams.get('erro') === 'download' ? (
        <Alert severity="error">{t('Não foi possível baixar o arquivo. Tente novamente.')}</Alert>
      ) : null}
      {hasErrors ? (
        <Alert severity="error">
          {errors._?.map((m) => t(m)).join(' ') ?? t('Revise os filtros destacados.')}
        </Alert>
      ) : null}
      <DeleteProduct
        pending={pendingDelete}
        onClose={() => setPending(undefined)}
        onRemoved={catalogue.remove}
        pageResult={actionData}
      />

      {list.paginate.current_page > 1 && !hydrated ? (
        <p>
          {t('Página {page} de {pages}.', {
            page: list.paginate.current_page,
            pages: list.paginate.last_page,
          })}{' '}
          <RouterLink to="?" className="link">
            {t('Voltar para a primeira página')}
          </RouterLink>
        </p>
      ) : null}

      {catalogue.products.length === 0 && !hasErrors ? (
        <p className="text-secondary text-center py-6">
          {values.marked === '1' ? t('Sua seleção está vazia.') : t('Nenhum produto encontrado.')}
        </p>
      ) : (
        <section className={productGridClass} aria-label={t('Lista de produtos')}>
          {catalogue.products.map((product) => (
            <ProductCard
              key={product.id}
              product={product}
              role={role}
              pageResult={actionData}
              onPatch={catalogue.patch}
              onRequestDelete={setPending}
              formAction={formAction}
            />
          ))}
        </section>
      )}
      <LoadMore
        page={current_page}
        hasMore={catalogue.hasMore}
        loading={catalogue.loading}
        nextSearch={catalogue.nextSearch}
        onLoadMore={catalogue.loadMore}
      />
    </Stack>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ProductsErrorBoundary error={error} />;
}
