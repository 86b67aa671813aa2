import {
  fieldErrors,
  IdSchema,
  SHIPPING_STATUSES,
  ShippingOrderCreateSchema,
  type ShippingUpdate,
} from '@ponte/shared';
import { formatBRL, formatDate } from '@ponte/shared/i18n';
import { data, Link, redirect, useNavigation } from 'react-router';
import { AddOrderForm } from '../components/shipping/add-order-form.tsx';
import { partyName } from '../components/shipping/format.ts';
import { HistoryTimeline } from '../components/shipping/history-timeline.tsx';
import { SHIPPING_STATUS_LABELS } from '@ponte/shared/vocabulary';
import { OrderCard } from '../components/shipping/order-card.tsx';
import type { FieldErrors, FormValues } from '../components/shipping/order-form.ts';
import { ShippingActions } from '../components/shipping/shipping-actions.tsx';
import { ShippingAlert } from '../components/shipping/shipping-alert.tsx';
import { countLabel } from '../components/shipping/shipping-row.tsx';
import {
  blankAsRequired,
  formValues,
  loadSelection,
  placeItemErrors,
  readOrder,
  shippingFailure,
} from '../components/shipping/shipping.server.ts';
import { PaymentChip, StatusChip } from '../components/shipping/status-chips.tsx';
import { Paper } from '../components/ui/paper.tsx';
import { Stack } from '../components/ui/stack.tsx';
import { Text } from '../components/ui/text.tsx';
import { metaT, requestLocale, translator, useLocale, useT, type Translate } from '../utils/i18n.ts';
import { requireSession } from '../utils/session.server.ts';
import { asNotFound, signedIn, signedInGated } from '../utils/signed-in.server.ts';
import { useAppSession } from './app-layout.tsx';
import styles from './shipping-view.module.css';
import type { Route } from './+types/shipping-view';
import { errorTitle, RouteError } from '../components/route-error.tsx';
import { guardSubmission, isSubmissionFailure } from '../utils/submission-failure.ts';

export const handle = { breadcrumb: 'Remessa' };

export const meta: Route.MetaFunction = ({ params, matches, error }) => {
  const failed = errorTitle(error);
  return [{ title: `${metaT(matches)(failed ?? 'Remessa #{id}', { id: params.id })} · Ponte` }];
};

const notFound = () => data(null, { status: 404 });

function shippingId(param: string | undefined): number {
  const id = IdSchema.safeParse(param);
  if (!id.success) throw notFound();
  return id.data;
}

/** A shipment the person may not see answers like one that does not exist: the 404 page. */
export async function loader({ params, ...args }: Route.LoaderArgs) {
  const id = shippingId(params.id);
  const { session } = await requireSession(args.request, args.context);
  const loaded = await signedInGated(
    args,
    async (api) => {
      const { shipping } = (await api.shippings.get(id)).result;
      const addsOrders =
        session.user.role === 'client' &&
        shipping.client.id === session.user.id &&
        shipping.status === 'pending';
      // One more order must come from the same supplier: only their products are offered.
      const selection = addsOrders ? await loadSelection(api, shipping.supplier.id) : [];
      return { shipping, selection };
    },
    { refused: asNotFound },
  );
  return loaded.inactive ? { inactive: true as const } : { inactive: false as const, ...loaded.data };
}

export interface ViewAnswer {
  intent: string;
  error?: string | undefined;
  errors?: FieldErrors | undefined;
  ok?: string | undefined;
  confirmCancel?: boolean | undefined;
  values?: FormValues | undefined;
}

const answer = (body: ViewAnswer, status = 200) => data(body, { status });

/** The change each intent asks of PUT /v1/shippings/{id}, or null when the form is not one of ours. */
function updateFor(
  intent: string,
  values: FormValues,
  t: Translate,
): { change: ShippingUpdate; ok: string } | null {
  const note = values.note?.trim() || undefined;
  switch (intent) {
    case 'advance': {
      const to = SHIPPING_STATUSES.find((status) => status === values.to);
      if (!to) return null;
      return {
        change: { status: to, note },
        ok: t('Remessa alterada para {status}.', { status: t(SHIPPING_STATUS_LABELS[to]) }),
      };
    }
    case 'cancel':
      return { change: { status: 'cancelled', note }, ok: t('Remessa cancelada.') };
    case 'pay':
      return { change: { payment_status: 'paid' }, ok: t('Pagamento registrado.') };
    case 'unpay':
      return { change: { payment_status: 'unpaid' }, ok: t('Pagamento desfeito.') };
    case 'tracking': {
      const orderId = Number(values.order_id);
      if (!Number.isInteger(orderId) || orderId < 1) return null;
      const order = {
        id: orderId,
        tracking_code: values.tracking_code ?? null,
        carrier: values.carrier ?? null,
      };
      return { change: { orders: [order] }, ok: t('Rastreio salvo.') };
    }
    default:
      return null;
  }
}

/** The field errors of a one-order PUT, named like the tracking form's fields. */
const trackingErrors = (errors: FieldErrors | undefined) =>
  errors &&
  Object.fromEntries(
    Object.entries(errors).map(([name, messages]) => [name.replace(/^orders\.0\./, ''), messages]),
  );

export async function action({ params, ...args }: Route.ActionArgs) {
  const { request } = args;
  const id = shippingId(params.id);
  const t = translator(requestLocale(request));
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const values = formValues(form);

  // Without JavaScript the first click only asks for the confirmation (with it, a dialog does).
  if (intent === 'cancel' && values.confirmed !== 'yes') return answer({ intent, confirmCancel: true });

  if (intent === 'add-order') {
    const { order, itemFields, errors: quantityErrors } = readOrder(values, '', t, requestLocale(request));
    const parsed = ShippingOrderCreateSchema.safeParse({ shipping_id: id, ...order });
    if (!parsed.success || Object.keys(quantityErrors).length > 0) {
      const issues = parsed.success ? {} : placeItemErrors(fieldErrors(parsed.error.issues), '', itemFields);
      const errors = blankAsRequired({ ...issues, ...quantityErrors }, values, t);
      return answer({ intent, error: t('Os dados enviados são inválidos.'), errors, values }, 422);
    }
    return signedIn(
      args,
      async (api) => {
        await api.shippings.addOrder(parsed.data);
        // Spec (docs/product.md#behaviours): after an order is added the shipment is fetched again and the page reloads.
        return redirect(`/shipping/view/${id}`);
      },
      {
        refused: (error) => {
          const failure = shippingFailure(error);
          const errors =
            failure.errors && blankAsRequired(placeItemErrors(failure.errors, '', itemFields), values, t);
          return answer({ intent, error: failure.error, errors, values }, failure.status);
        },
      },
    );
  }

  const update = updateFor(intent, values, t);
  if (!update) return answer({ intent, error: t('Os dados enviados são inválidos.') }, 400);
  return signedIn(
    args,
    async (api) => {
      await api.shippings.update(id, update.change);
      return answer({ intent, ok: update.ok });
    },
    {
      refused: (error) => {
        const failure = shippingFailure(error);
        const errors = intent === 'tracking' ? trackingErrors(failure.errors) : failure.errors;
        return answer({ intent, error: failure.error, errors, values }, failure.status);
      },
    },
  );
}

/** A submission whose trip failed (dropped, a 5xx page) stays on the form with the product's sentence (decision 060). */
export const clientAction = (args: Route.ClientActionArgs) => guardSubmission(args);

export default function ShippingView({ loaderData, actionData: reply }: Route.ComponentProps) {
  // A failed trip reads as the action's refusal of that intent: the message at the top, the form kept.
  const actionData: ViewAnswer | undefined = isSubmissionFailure(reply)
    ? { intent: reply.intent ?? '', error: reply.error }
    : reply;
  const t = useT();
  const locale = useLocale();
  const { user } = useAppSession();
  const busy = useNavigation().state !== 'idle';
  if (loaderData.inactive) return null;
  const { shipping, selection } = loaderData;
  const owner = user.role === 'client' && shipping.client.id === user.id;
  const editTracking = user.role !== 'client' && shipping.status !== 'cancelled';
  const tracking = actionData?.intent === 'tracking' ? actionData : undefined;

  return (
    <Stack spacing={3}>
      <div>
        <Link to="/shipping" className="link text-body2">
          {t('Voltar para as remessas')}
        </Link>
        <Stack direction="row" spacing={1} align="center" wrap>
          <Text component="h1" variant="h4">
            {t('Remessa #{id}', { id: shipping.id })}
          </Text>
          <StatusChip status={shipping.status} />
          <PaymentChip status={shipping.payment_status} />
        </Stack>
        <Text color="text.secondary">
          {t('Cliente')}: {partyName(shipping.client)} · {t('Fornecedor')}: {partyName(shipping.supplier)} ·{' '}
          {t('Criada em {date}', { date: formatDate(shipping.created_at, locale) })}
          {shipping.paid_at ? ` · ${t('Paga em {date}', { date: formatDate(shipping.paid_at, locale) })}` : ''}
        </Text>
      </div>

      <ShippingAlert answer={actionData} message={actionData?.error} />
      <ShippingAlert answer={actionData} message={actionData?.ok} severity="success" />

      <ShippingActions shipping={shipping} role={user.role} owner={owner} busy={busy} answer={actionData} />

      <Paper padding="responsive">
        <p className={styles.figures}>
          <span>{countLabel(t, shipping.orders_count, '{n} pedido', '{n} pedidos')}</span>{' '}
          <span>{countLabel(t, shipping.items_count, '{n} item', '{n} itens')}</span>{' '}
          <span className="text-h6">
            {t('Total')}: {formatBRL(shipping.total_cents, locale)}
          </span>
        </p>
        {shipping.notes ? (
          <p className={styles.notes}>
            <strong>{t('Observações')}:</strong> {shipping.notes}
          </p>
        ) : null}
      </Paper>

      {shipping.orders.map((order, index) => (
        <OrderCard
          key={order.id}
          order={order}
          position={index + 1}
          editTracking={editTracking}
          trackingAnswer={tracking?.values?.order_id === String(order.id) ? tracking : undefined}
          busy={busy}
        />
      ))}

      {owner && shipping.status === 'pending' ? (
        // Keyed by the orders: once one is added, the form comes back closed and empty.
        <AddOrderForm
          key={shipping.orders.length}
          selection={selection}
          answer={actionData?.intent === 'add-order' ? actionData : undefined}
          busy={busy}
        />
      ) : null}

      <HistoryTimeline history={shipping.history} />
    </Stack>
  );
}

/** A failed load stays inside the signed-in frame and offers a retry, never an empty page (decision 042). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} back={{ to: '/shipping', label: 'Voltar para as remessas' }} />;
}
