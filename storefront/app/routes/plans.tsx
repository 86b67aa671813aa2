import { IdSchema } from '@ponte/shared';
import { data, redirect, useSearchParams } from 'react-router';
import { CurrentSubscription } from '../components/plans/current-subscription.tsx';
import { PlanCard } from '../components/plans/plan-card.tsx';
import type { BreadcrumbHandle } from '../components/breadcrumb.tsx';
import { Alert } from '../components/ui/alert.tsx';
import { ButtonAnchor } from '../components/ui/button.tsx';
import { Stack } from '../components/ui/stack.tsx';
import { Text } from '../components/ui/text.tsx';
import { GENERIC_ERROR } from '../utils/form.server.ts';
import { metaT, t, useT } from '../utils/i18n.ts';
import { requireSession } from '../utils/session.server.ts';
import { signedIn } from '../utils/signed-in.server.ts';
import { useAppSession } from './app-layout.tsx';
import type { Route } from './+types/plans';
import { guardSubmission } from '../utils/submission-failure.ts';
import { LiveAlert } from '../components/ui/live-region.tsx';

export const handle: BreadcrumbHandle = { breadcrumb: 'Planos' };

export const meta: Route.MetaFunction = ({ matches }) => [{ title: `${metaT(matches)('Planos')} · Ponte` }];

/** What a subscribe answered, carried across the redirect so the page can say it plainly. */
const SUBSCRIBED = ['pending', 'active'] as const;
type Subscribed = (typeof SUBSCRIBED)[number];
/** What a cancel did: a running period stops renewing, or a request nobody paid for is withdrawn. */
const CANCELLED = ['period', 'request'] as const;
type Cancelled = (typeof CANCELLED)[number];

/** The active plans of the person's role (the API chooses them); a failure is the spec's message, not an error page. */
export async function loader(args: Route.LoaderArgs) {
  const flag = new URL(args.request.url).searchParams.get('subscribed');
  const subscribed = SUBSCRIBED.find((value) => value === flag) ?? null;
  const cancelledFlag = new URL(args.request.url).searchParams.get('cancelled');
  const cancelled = CANCELLED.find((value) => value === cancelledFlag) ?? null;
  const plans = await signedIn(args, async (api) => (await api.plans.list()).data, { refused: () => null });
  return { plans: plans ?? [], loadError: plans === null, subscribed, cancelled };
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
          data({ intent: 'cancel', error: t('Nao foi possivel cancelar o plano') }, { status: error.status }),
      },
    );
  }

  const planId = IdSchema.safeParse(form.get('plan_id'));
  if (form.get('intent') !== 'subscribe' || !planId.success) {
    return data({ intent: 'subscribe', error: t(GENERIC_ERROR) }, { status: 422 });
  }
  return signedIn(
    args,
    async (api) => {
      const answer = await api.plans.subscribe(planId.data);
      const subscribed: Subscribed = answer.data.status === 'active' ? 'active' : 'pending';
      return redirect(`${pathname}?subscribed=${subscribed}`);
    },
    {
      refused: (error) => {
        // 409 (a request already awaits approval) and 422 (plan not for this account) explain themselves.
        const explained = error.status === 409 || error.status === 422;
        const message = error.body.errors?.plan_id?.join(' ') ?? error.body.error;
        return data(
          { intent: 'subscribe', error: explained ? message : t(GENERIC_ERROR) },
          { status: error.status },
        );
      },
    },
  );
}

/** A submission whose trip failed (dropped, a 5xx page) stays on the form with the product's sentence (decision 060). */
export const clientAction = (args: Route.ClientActionArgs) => guardSubmission(args);

export default function Plans({ loaderData, actionData, params }: Route.ComponentProps) {
  const t = useT();
  const { user, subscription } = useAppSession();
  const [searchParams] = useSearchParams();
  const { plans, loadError, subscribed, cancelled } = loaderData;

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

  const current = plans.find((plan) => plan.id === subscription.plan_id);
  const hasPaidTime = subscription.current_period_end !== null;
  // A request awaiting approval blocks another one whatever the status says (trial, cancelled period).
  const pending = subscription.pending !== null;
  const renewing = params.renew !== undefined;
  // After a refused post the URL may still carry an earlier success: the refusal is what matters now.
  const outcome = actionData ? null : subscribed;
  const cancelOutcome = actionData ? null : cancelled;
  // Retrying a failed load is loading the same address again (a plain link: no JavaScript needed).
  const retryHref = renewing ? '/plans/renew' : '/plans';
  return (
    <Stack spacing={3}>
      <Text component="h1" variant="h4">
        {renewing ? t('Renovar assinatura') : t('Planos')}
      </Text>
      {outcome === 'pending' ? (
        <Alert severity="success">
          {t(
            'Pedido de assinatura recebido. Ele fica pendente até a equipe Ponte confirmar o pagamento; o acesso é liberado na aprovação.',
          )}
        </Alert>
      ) : null}
      {outcome === 'active' ? <Alert severity="success">{t('Assinatura ativada.')}</Alert> : null}
      {cancelOutcome === 'period' ? (
        <Alert severity="success">
          {t('Assinatura cancelada. O acesso continua até o fim do período já pago.')}
        </Alert>
      ) : null}
      {cancelOutcome === 'request' ? (
        <Alert severity="success">{t('Pedido de assinatura cancelado. Nada foi cobrado.')}</Alert>
      ) : null}
      <LiveAlert severity="error">{actionData?.error ? t(actionData.error) : null}</LiveAlert>
      <CurrentSubscription
        subscription={subscription}
        planName={current?.name}
        confirmingCancel={searchParams.has('cancelar')}
      />
      <Text component="h2" variant="h5">
        {renewing ? t('Escolha o plano para renovar') : t('Planos disponíveis')}
      </Text>
      {pending ? (
        <Text id="plans-blocked-reason" color="text.secondary">
          {t('Enquanto um pedido aguarda aprovação, não é possível fazer outro.')}
        </Text>
      ) : null}
      {loadError ? (
        <Alert
          severity="error"
          action={
            <ButtonAnchor href={retryHref} variant="outlined" size="small">
              {t('Tentar novamente')}
            </ButtonAnchor>
          }
        >
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
            />
          ))}
        </div>
      )}
    </Stack>
  );
}
