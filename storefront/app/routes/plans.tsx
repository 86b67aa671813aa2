import type { PaymentSummary } from '@ponte/shared';
import { data, redirect, useSearchParams } from 'react-router';
import { ChargeHistory } from '../components/plans/charge-history.tsx';
import { CurrentSubscription } from '../components/plans/current-subscription.tsx';
import { followingCookie } from '../components/plans/payment-follow.server.ts';
import { awaitsPayment, PaymentStep } from '../components/plans/payment-step.tsx';
import { PlanCard } from '../components/plans/plan-card.tsx';
import { CANCELLED, PlansOutcome, type Cancelled } from '../components/plans/plans-outcome.tsx';
import { SUBSCRIBED, type SubscribeFailure } from '../components/plans/subscribe-answer.ts';
import { subscribe } from '../components/plans/subscribe.server.ts';
import type { BreadcrumbHandle } from '../components/breadcrumb.tsx';
import { Alert } from '../components/ui/alert.tsx';
import { ButtonAnchor } from '../components/ui/button.tsx';
import { Stack } from '../components/ui/stack.tsx';
import { Text } from '../components/ui/text.tsx';
import { GENERIC_ERROR } from '../utils/form.server.ts';
import { metaT, t, useT, type Translate } from '../utils/i18n.ts';
import { requireSession } from '../utils/session.server.ts';
import { signedIn } from '../utils/signed-in.server.ts';
import { useRevalidateWhile } from '../utils/use-revalidate-while.ts';
import { useAppSession } from './app-layout.tsx';
import type { Route } from './+types/plans';
import { guardSubmission, isSubmissionFailure } from '../utils/submission-failure.ts';
import { LiveAlert } from '../components/ui/live-region.tsx';

export const handle: BreadcrumbHandle = { breadcrumb: 'Planos' };

export const meta: Route.MetaFunction = ({ matches }) => [{ title: `${metaT(matches)('Planos')} · Ponte` }];

/** How often the payment step asks whether its charge was paid (a Pix is confirmed within seconds). */
const FOLLOW_MS = 4000;

/**
 * The active plans of the person's role (the API chooses them) and, for suppliers and clients, their
 * payments (provider, charge to pay, history). A failure of either is the page's message, not an error page.
 */
export async function loader(args: Route.LoaderArgs) {
  const params = new URL(args.request.url).searchParams;
  const subscribed = SUBSCRIBED.find((value) => value === params.get('subscribed')) ?? null;
  const cancelled = CANCELLED.find((value) => value === params.get('cancelled')) ?? null;
  const current = await requireSession(args.request, args.context);
  const [plans, payments] = await Promise.all([
    signedIn(args, async (api) => (await api.plans.list()).data, { refused: () => null }),
    current.session.user.role === 'admin'
      ? undefined
      : signedIn(args, (api) => api.payments.summary(), { refused: () => null }),
  ]);
  const page = {
    plans: plans ?? [],
    loadError: plans === null,
    subscribed,
    cancelled,
    payments: payments ?? null,
    paymentsError: payments === null,
  };
  const cookie = followingCookie(args.request, current, page.payments);
  return cookie ? data(page, { headers: { 'Set-Cookie': cookie } }) : page;
}

export async function action(args: Route.ActionArgs) {
  const form = await args.request.formData();
  const { pathname } = new URL(args.request.url);

  if (form.get('intent') === 'cancel') {
    const { session } = await requireSession(args.request, args.context);
    // A running period is what "cancel" keeps until its end; without one only a request was withdrawn.
    const cancelled: Cancelled = session.subscription.status === 'active' ? 'period' : 'request';
    return signedIn(
      args,
      async (api) => {
        await api.plans.cancel(session.user.id);
        // Spec (docs/product.md#behaviours): cancelling reloads the page (a changed `active` then takes the layout to /).
        return redirect(`${pathname}?cancelled=${cancelled}`);
      },
      {
        refused: (error) =>
          data(
            { intent: 'cancel' as const, error: t('Nao foi possivel cancelar o plano') },
            { status: error.status },
          ),
      },
    );
  }

  if (form.get('intent') === 'subscribe') return subscribe(args, form, pathname);
  const unknown: SubscribeFailure = { intent: 'subscribe', error: t(GENERIC_ERROR) };
  return data(unknown, { status: 422 });
}

/** A submission whose trip failed (dropped, a 5xx page) stays on the form with the product's sentence (decision 060). */
export const clientAction = (args: Route.ClientActionArgs) => guardSubmission(args);

export default function Plans({ loaderData, actionData, params }: Route.ComponentProps) {
  const t = useT();
  const { user, subscription } = useAppSession();
  const [searchParams] = useSearchParams();
  const { plans, loadError, subscribed, cancelled, payments, paymentsError } = loaderData;
  // The charge being paid is followed until the session says it was (the layout then leads on).
  const following = awaitsPayment(payments);
  useRevalidateWhile(following, FOLLOW_MS);

  if (user.role === 'admin') {
    return (
      <Stack spacing={2} align="start">
        <Text component="h1" variant="h4">
          {t('Planos')}
        </Text>
        <p>
          {t(
            'Administradores não assinam planos: os planos são criados e as assinaturas aprovadas no painel administrativo.',
          )}
        </p>
        <ButtonAnchor href="/admin/listplans" variant="contained">
          {t('Gerenciar planos')}
        </ButtonAnchor>
      </Stack>
    );
  }

  const asaas = payments?.provider === 'asaas' ? payments : null;
  const current = plans.find((plan) => plan.id === subscription.plan_id);
  const hasPaidTime = subscription.current_period_end !== null;
  // A request awaiting approval blocks another one whatever the status says (trial, cancelled period).
  const pending = subscription.pending !== null;
  const renewing = params.renew !== undefined;
  const answer = actionData && !isSubmissionFailure(actionData) ? actionData : undefined;
  const refused: SubscribeFailure | undefined = answer?.intent === 'subscribe' ? answer : undefined;
  // After a refused post the URL may still carry an earlier success: the refusal is what matters now.
  const outcome = actionData ? null : subscribed;
  const cancelOutcome = actionData ? null : cancelled;
  // Retrying a failed load is loading the same address again (a plain link: no JavaScript needed).
  const retryHref = renewing ? '/plans/renew' : '/plans';
  const retry = (
    <ButtonAnchor href={retryHref} variant="outlined" size="small">
      {t('Tentar novamente')}
    </ButtonAnchor>
  );
  return (
    <Stack spacing={3}>
      <Text component="h1" variant="h4">
        {renewing ? t('Renovar assinatura') : t('Planos')}
      </Text>
      <PlansOutcome subscribed={outcome} cancelled={cancelOutcome} />
      <LiveAlert severity="error">{failureText(t, actionData?.error, refused, asaas)}</LiveAlert>
      {paymentsError ? (
        <Alert severity="error" action={retry}>
          {t('Não foi possível carregar os seus pagamentos.')}
        </Alert>
      ) : null}
      {following && payments ? <PaymentStep summary={payments} /> : null}
      <CurrentSubscription
        subscription={subscription}
        planName={current?.name}
        confirmingCancel={searchParams.has('cancelar')}
        provider={asaas ? asaas.subscription : undefined}
      />
      <Text component="h2" variant="h5">
        {renewing ? t('Escolha o plano para renovar') : t('Planos disponíveis')}
      </Text>
      {pending ? (
        <Text id="plans-blocked-reason" color="text.secondary">
          {asaas
            ? t('Enquanto uma assinatura aguarda pagamento, não é possível fazer outra.')
            : t('Enquanto um pedido aguarda aprovação, não é possível fazer outro.')}
        </Text>
      ) : null}
      {loadError ? (
        <Alert severity="error" action={retry}>
          {t('Erro ao carregar os planos')}
        </Alert>
      ) : plans.length === 0 ? (
        <Text color="text.secondary">{t('Nenhum plano disponível no momento.')}</Text>
      ) : (
        <div className="grid">
          {plans.map((plan) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              current={plan.id === current?.id}
              renew={renewing || (plan.id === current?.id && hasPaidTime)}
              disabledReason={pending ? 'plans-blocked-reason' : undefined}
              className="sm-col-6 md-col-4"
              // Blocked cards (a request waits) ask nothing: their button cannot be pressed.
              payment={
                asaas && !pending
                  ? {
                      methods: asaas.methods,
                      documentRequired: asaas.document_required,
                      ...(refused?.planId === plan.id
                        ? { errors: refused.errors, values: refused.values }
                        : {}),
                    }
                  : undefined
              }
            />
          ))}
        </div>
      )}
      {asaas?.charges.length ? <ChargeHistory charges={asaas.charges} /> : null}
    </Stack>
  );
}

/**
 * The page's alert after a refused post: its message, and the field messages no field shows (the
 * payments did not load, so the card had no such field); the others are read at their fields.
 */
function failureText(
  t: Translate,
  error: string | undefined,
  refused: SubscribeFailure | undefined,
  asaas: PaymentSummary | null,
) {
  const shown = asaas ? ['method', ...(asaas.document_required ? ['document'] : [])] : [];
  const unplaced = Object.entries(refused?.errors ?? {})
    .filter(([field]) => !shown.includes(field))
    .flatMap(([, messages]) => messages);
  return [error, ...unplaced].flatMap((message) => (message ? [t(message)] : [])).join(' ') || null;
}
