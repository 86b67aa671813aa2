import { data, Link, useFormAction } from 'react-router';
import type { BreadcrumbHandle } from '../components/breadcrumb.tsx';
import { ProductDetails } from '../components/products/product-details.tsx';
import { ProductForm } from '../components/products/product-form.tsx';
import { EMPTY_PRODUCT_FORM, productFormValues } from '../components/products/product-form-fields.ts';
import { ProductsErrorBoundary } from '../components/products/products-error-boundary.tsx';
import { ResultDialog } from '../components/products/result-dialog.tsx';
import { selectionAction } from '../components/products/selection-actions.server.ts';
import { SelectionControls } from '../components/products/selection-controls.tsx';
import { Alert } from '../components/ui/alert.tsx';
import { Paper } from '../components/ui/paper.tsx';
import { Stack } from '../components/ui/stack.tsx';
import { Text } from '../components/ui/text.tsx';
import { metaT, requestLocale, useLocale, useT } from '../utils/i18n.ts';
import { useFocusWhenLost } from '../utils/use-focus-when-lost.ts';
import { requireSession } from '../utils/session.server.ts';
import { asNotFound, signedInGated } from '../utils/signed-in.server.ts';
import { useAppSession } from './app-layout.tsx';
import { errorTitle } from '../components/route-error.tsx';
import type { Route } from './+types/product';
import { saveProduct } from './save-product.server.ts';
import { guardSubmission, isSubmissionFailure } from '../utils/submission-failure.ts';

export const handle: BreadcrumbHandle = {
  breadcrumb: 'Produto',
  parent: { breadcrumb: 'Produtos', to: '/products' },
};

export const meta: Route.MetaFunction = ({ loaderData, matches, error }) => {
  const failed = errorTitle(error);
  const title = failed
    ? metaT(matches)(failed)
    : (loaderData?.product?.name ?? metaT(matches)('Novo produto'));
  return [{ title: `${title} · Ponte` }];
};

const notFound = () => data(null, { status: 404 });

/** A product id from the URL, or null for anything that cannot be one (a 404, not a 422). */
function productId(param: string | undefined): number | null {
  const id = Number(param);
  return /^\d{1,10}$/.test(param ?? '') && id > 0 && id <= 2_147_483_647 ? id : null;
}

/**
 * With an id, the product as the API shows it to this person (not visible: 404). Without one, the
 * form for a supplier's new product (`source: manual`); nobody else creates products by hand.
 */
export async function loader({ params, ...args }: Route.LoaderArgs) {
  if (params.id === undefined) {
    const { session } = await requireSession(args.request, args.context);
    if (session.user.role !== 'supplier') throw notFound();
    return { product: null, inactive: !session.subscription.active };
  }
  const id = productId(params.id);
  if (id === null) throw notFound();
  const answer = await signedInGated(args, (api) => api.products.get(id), { refused: asNotFound });
  return answer.inactive ? { product: null, inactive: true } : { product: answer.data, inactive: false };
}

export async function action({ params, ...args }: Route.ActionArgs) {
  const form = await args.request.formData();
  const intent = form.get('intent');
  const id = productId(params.id);
  // Numbers are read in the language the form was shown in (decision 050).
  const locale = requestLocale(args.request);
  if (intent === 'mark' || intent === 'price') return selectionAction(args, intent, form, locale);
  if (intent === 'create' && params.id === undefined) return saveProduct(args, 'create', null, form, locale);
  if (intent === 'update' && id !== null) return saveProduct(args, 'update', id, form, locale);
  throw data(null, { status: 400 });
}

/** A submission whose trip failed (dropped, a 5xx page) stays on the form with the product's sentence (decision 060). */
export const clientAction = (args: Route.ClientActionArgs) => guardSubmission(args);

export default function ProductPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  // Where the client's mark and price forms post: this page's action.
  const formAction = useFormAction();
  const locale = useLocale();
  const { user } = useAppSession();
  const { product } = loaderData;
  // A save whose trip failed is told like a refusal, in the result dialog; the form keeps what was typed.
  const failed = isSubmissionFailure(actionData) ? actionData : undefined;
  const answer = failed ? undefined : actionData;
  const saved = answer && 'values' in answer ? undefined : answer;
  const refused = answer && 'values' in answer ? answer : undefined;
  const saveFailed = failed?.intent === 'create' || failed?.intent === 'update' ? failed : undefined;
  const update = saved && 'intent' in saved && saved.intent === 'update' ? saved : undefined;
  // The edit form is keyed by the saved version: its "Salvar alterações" is replaced, so the keyboard
  // goes on from the message saying it was saved. Keyed by that version too: the form may be replaced
  // in a later render than the one that shows the message.
  useFocusWhenLost('product-saved', update?.ok ? `${product?.updated_at}` : undefined);
  const back = (
    <Link to="/products" className="link self-start">
      {t('Voltar para os produtos')}
    </Link>
  );
  // 402: nothing to show; the layout explains the subscription (docs/domain-rules.md#inactive-accounts).
  if (loaderData.inactive) return back;

  if (!product) {
    return (
      <Stack spacing={3}>
        {back}
        <Text component="h1" variant="h4">
          {t('Novo produto')}
        </Text>
        <ResultDialog outcome={refused ?? saveFailed} />
        <Paper padding="responsive">
          <ProductForm
            intent="create"
            values={refused?.values ?? EMPTY_PRODUCT_FORM}
            errors={refused?.errors}
          />
        </Paper>
      </Stack>
    );
  }

  const canEdit = user.role === 'admin' || (user.role === 'supplier' && product.supplier_id === user.id);
  return (
    <Stack spacing={3}>
      {back}
      <ProductDetails product={product} role={user.role}>
        {user.role === 'client' ? (
          <SelectionControls product={product} pageResult={actionData} action={formAction} />
        ) : null}
      </ProductDetails>
      {canEdit ? (
        <Paper component="section" aria-labelledby="edit-title" padding="responsive" className="stack gap-2">
          <Text id="edit-title" component="h2" variant="h6">
            {t('Editar produto')}
          </Text>
          {update?.ok ? (
            <Alert id="product-saved" tabIndex={-1} severity="success">
              {t(update.message)}
            </Alert>
          ) : null}
          <ResultDialog outcome={refused ?? saveFailed} />
          {/* Keyed by the saved version: after a save the inputs show what the API stored. */}
          <ProductForm
            key={product.updated_at}
            intent="update"
            values={refused?.values ?? productFormValues(product, locale)}
            errors={refused?.errors}
          />
        </Paper>
      ) : null}
    </Stack>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ProductsErrorBoundary error={error} />;
}
