import { fieldErrors, SHIPPING_MAX_ORDERS, ShippingCreateSchema } from '@ponte/shared';
import { data, Link, redirect } from 'react-router';
import { NewShipmentForm, type NewShipmentAnswer } from '../components/shipping/new-shipment-form.tsx';
import { ORDER_COUNT_FIELD, orderPrefix, type FieldErrors } from '../components/shipping/order-form.ts';
import {
  blankAsRequired,
  formValues,
  loadSelection,
  orderCount,
  placeItemErrors,
  readOrder,
  shippingFailure,
  withoutOrder,
} from '../components/shipping/shipping.server.ts';
import { Alert } from '../components/ui/alert.tsx';
import { ButtonLink } from '../components/ui/button.tsx';
import { Stack } from '../components/ui/stack.tsx';
import { Text } from '../components/ui/text.tsx';
import { metaT, requestLocale, translator, useT } from '../utils/i18n.ts';
import { requireSession } from '../utils/session.server.ts';
import { signedIn, signedInGated } from '../utils/signed-in.server.ts';
import type { Route } from './+types/shipping-new';
import { RouteError } from '../components/route-error.tsx';
import { guardSubmission } from '../utils/submission-failure.ts';

export const handle = { breadcrumb: 'Nova remessa' };

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: `${metaT(matches)('Nova remessa')} · Ponte` },
];

/** Only clients send shipments (docs/product.md#roles); the form offers their selection. */
export async function loader(args: Route.LoaderArgs) {
  const { session } = await requireSession(args.request, args.context);
  if (session.user.role !== 'client') throw redirect('/shipping');
  const loaded = await signedInGated(args, (api) => loadSelection(api));
  const maxOrders = SHIPPING_MAX_ORDERS;
  return loaded.inactive
    ? { inactive: true as const, products: [], maxOrders }
    : { inactive: false as const, products: loaded.data, maxOrders };
}

/*
 * intent "add-order" / "remove-order:N" are the form's own buttons for browsers without JavaScript (with
 * it, recipients are added in the page); anything else sends the shipment and opens the first one created.
 */
export async function action(args: Route.ActionArgs) {
  const { request } = args;
  const t = translator(requestLocale(request));
  const form = await request.formData();
  const intent = String(form.get('intent') ?? 'create');
  const values = formValues(form);
  const count = orderCount(values);
  if (intent === 'add-order') {
    return { values: { ...values, [ORDER_COUNT_FIELD]: String(Math.min(count + 1, SHIPPING_MAX_ORDERS)) } };
  }
  const removal = /^remove-order:(\d+)$/.exec(intent);
  if (removal) return { values: withoutOrder(values, Number(removal[1])) };

  const orders = Array.from({ length: count }, (_, index) => readOrder(values, orderPrefix(index), t, requestLocale(request)),
  );
  const placeErrors = (errors: FieldErrors) =>
    blankAsRequired(
      orders.reduce(
        (placed, order, index) => placeItemErrors(placed, orderPrefix(index), order.itemFields),
        errors,
      ),
      values,
      t,
    );
  const quantityErrors: FieldErrors = Object.assign({}, ...orders.map((order) => order.errors));
  const parsed = ShippingCreateSchema.safeParse({
    orders: orders.map((order) => order.order),
    notes: values.notes ?? null,
  });
  if (!parsed.success || Object.keys(quantityErrors).length > 0) {
    const errors = {
      ...(parsed.success ? {} : placeErrors(fieldErrors(parsed.error.issues))),
      ...quantityErrors,
    };
    return data(
      { status: 422, error: t('Os dados enviados são inválidos.'), errors, values },
      { status: 422 },
    );
  }

  return signedIn(
    args,
    async (api) => {
      const { result } = await api.shippings.create(parsed.data);
      return redirect(`/shipping/view/${result.shippings[0]!.id}`);
    },
    {
      refused: (error) => {
        const failure = shippingFailure(error);
        const errors = failure.errors && placeErrors(failure.errors);
        return data({ ...failure, errors, values }, { status: failure.status });
      },
    },
  );
}

/** A submission whose trip failed (dropped, a 5xx page) stays on the form with the product's sentence (decision 060). */
export const clientAction = (args: Route.ClientActionArgs) => guardSubmission(args);

export default function ShippingNew({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  if (loaderData.inactive) return null;
  const answer: NewShipmentAnswer | undefined = actionData;
  return (
    <Stack spacing={3}>
      <div>
        <Link to="/shipping" className="link text-body2">
          {t('Voltar para as remessas')}
        </Link>
        <Text component="h1" variant="h4">
          {t('Nova remessa')}
        </Text>
      </div>
      {loaderData.products.length === 0 ? (
        <Alert
          severity="info"
          action={
            <ButtonLink to="/products" color="inherit">
              {t('Ver produtos')}
            </ButtonLink>
          }
        >
          {t('Sua seleção está vazia: marque produtos no catálogo para enviá-los.')}
        </Alert>
      ) : (
        <NewShipmentForm products={loaderData.products} maxOrders={loaderData.maxOrders} answer={answer} />
      )}
    </Stack>
  );
}

/** A failed load stays inside the signed-in frame and offers a retry, never an empty page (decision 042). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} back={{ to: '/shipping', label: 'Voltar para as remessas' }} />;
}
