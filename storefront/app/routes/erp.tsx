import type { ApiClient, BlingCallbackOutcome, BlingStatus, ConfigValue } from '@ponte/shared';
import { data, useSearchParams } from 'react-router';
import { BlingCard } from '../components/erp/bling-card.tsx';
import { DISCONNECT_PARAM } from '../components/erp/bling-disconnect.tsx';
import type { BlingAnswer } from '../components/erp/bling-labels.ts';
import { blingAction, blingOutcome, isBlingIntent, loadBlingStatus } from '../components/erp/bling.server.ts';
import { ErpOptionsForm, type ErpOptionsAnswer } from '../components/erp/erp-options-form.tsx';
import type { BreadcrumbHandle } from '../components/breadcrumb.tsx';
import { Alert } from '../components/ui/alert.tsx';
import { ButtonAnchor } from '../components/ui/button.tsx';
import { Stack } from '../components/ui/stack.tsx';
import { Text } from '../components/ui/text.tsx';
import { formFailure } from '../utils/form.server.ts';
import { metaT, t, useT } from '../utils/i18n.ts';
import { requireSession } from '../utils/session.server.ts';
import { signedIn, signedInGated } from '../utils/signed-in.server.ts';
import type { Route } from './+types/erp';
import { RouteError } from '../components/route-error.tsx';
import { guardSubmission } from '../utils/submission-failure.ts';

export const handle: BreadcrumbHandle = { breadcrumb: 'ERP' };

export const meta: Route.MetaFunction = ({ matches }) => [{ title: `${metaT(matches)('ERP')} · Ponte` }];

const LIST_ERROR = 'Algo deu errado ao listar os ERPS.';

/** The options a supplier sets for themself: user-scope params, never a secret. */
const ownOptions = (values: ConfigValue[]) =>
  values.filter((value) => value.scope === 'user' && !value.secret);

type ErpPage =
  | { view: 'not-supplier'; role: 'admin' | 'client' }
  | { view: 'inactive' }
  | {
      view: 'supplier';
      /** The supplier's own options; null when listing them failed (docs/product.md#messages). */
      options: ConfigValue[] | null;
      bling: BlingStatus | null;
      outcome: BlingCallbackOutcome | null;
    };

/**
 * ERP is for suppliers with an active subscription (docs/domain-rules.md#inactive-accounts): the Bling connection card and their
 * options. Others get an explanation.
 */
export async function loader(args: Route.LoaderArgs): Promise<ErpPage> {
  const { session } = await requireSession(args.request, args.context);
  const { role } = session.user;
  if (role !== 'supplier') return { view: 'not-supplier', role };
  // Inactive: the page stays empty and the layout shows the subscription dialog.
  if (!session.subscription.active) return { view: 'inactive' };
  const [listed, bling] = await Promise.all([
    // Options the API would not list are null (not a 402: that empties the page).
    signedInGated(args, (api) => api.config.list(), { refused: () => null }),
    loadBlingStatus(args),
  ]);
  if (listed?.inactive) return { view: 'inactive' };
  return {
    view: 'supplier',
    options: listed && ownOptions(listed.data.data),
    bling,
    outcome: blingOutcome(new URL(args.request.url).searchParams),
  };
}

const reply = (body: ErpOptionsAnswer, status = 200) => data(body, { status });

/** A Bling button, or the options form: each option whose value changed is saved. */
export async function action(args: Route.ActionArgs) {
  const form = await args.request.formData();
  const intent = form.get('intent');
  if (isBlingIntent(intent)) return blingAction(args, intent);
  return signedIn(args, (api) => saveOptions(api, form), {
    refused: (error) => reply({ error: formFailure(error, { default: LIST_ERROR }).error }, 500),
  });
}

/** Saves each of the supplier's options whose submitted value differs from the stored one. */
async function saveOptions(api: ApiClient, form: FormData) {
  const options = ownOptions((await api.config.list()).data);
  // An unticked checkbox is absent from the form: false.
  const submitted = (option: ConfigValue) => {
    const raw = form.get(option.code);
    if (option.type === 'boolean') return raw === 'true' ? 'true' : 'false';
    return typeof raw === 'string' ? raw.trim() : '';
  };
  const values = Object.fromEntries(options.map((option) => [option.code, submitted(option)]));
  const errors: Record<string, string[]> = {};
  for (const option of options) {
    const stored = option.value ?? (option.type === 'boolean' ? 'false' : '');
    if (values[option.code] === stored) continue;
    try {
      await api.config.setCustom(option.code, values[option.code] || null);
    } catch (error) {
      const failure = formFailure(error);
      errors[option.code] = failure.errors?.value ?? [failure.error ?? t(LIST_ERROR)];
    }
  }
  if (Object.keys(errors).length) return reply({ errors, values }, 422);
  return reply({ ok: true });
}

/** A submission whose trip failed (dropped, a 5xx page) stays on the form with the product's sentence (decision 060). */
export const clientAction = (args: Route.ClientActionArgs) => guardSubmission(args);

export default function Erp({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className="stack gap-3" style={{ maxWidth: 880 }}>
      <Text component="h1" variant="h4">
        {t('ERP')}
      </Text>
      <ErpContent page={loaderData} answer={actionData} />
    </div>
  );
}

type Answer = ErpOptionsAnswer | BlingAnswer | undefined;
// Only the Bling buttons' answers carry an intent.
const isBlingAnswer = (answer: Answer): answer is BlingAnswer => Boolean(answer && 'intent' in answer);

function ErpContent({ page, answer }: { page: ErpPage; answer: Answer }) {
  const t = useT();
  const [searchParams] = useSearchParams();
  switch (page.view) {
    case 'inactive':
      return null;
    case 'not-supplier':
      return page.role === 'admin' ? (
        <Stack spacing={2} align="start">
          <p>{t('A integração com o Bling é configurada no painel administrativo.')}</p>
          <ButtonAnchor href="/admin/listconfig" variant="contained">
            {t('Abrir a configuração')}
          </ButtonAnchor>
        </Stack>
      ) : (
        <p>
          {t(
            'Esta página é dos fornecedores: nela eles escolhem como o catálogo é trazido do ERP (Bling). Na sua conta não há nada a configurar aqui.',
          )}
        </p>
      );
    case 'supplier': {
      const blingAnswer = isBlingAnswer(answer) ? answer : undefined;
      const optionsAnswer = isBlingAnswer(answer) ? undefined : answer;
      return (
        <>
          <BlingCard
            status={page.bling}
            outcome={page.outcome}
            answer={blingAnswer}
            confirmingDisconnect={searchParams.get(DISCONNECT_PARAM) === '1'}
          />
          {page.options === null ? (
            <Alert severity="error">{t(LIST_ERROR)}</Alert>
          ) : (
            <>
              <Text color="text.secondary">
                {t(
                  'Escolha como a Ponte traz o seu catálogo do Bling. As opções valem para as próximas sincronizações.',
                )}
              </Text>
              {page.options.length ? (
                <ErpOptionsForm options={page.options} answer={optionsAnswer} />
              ) : (
                <p>{t('Não há opções de ERP para configurar.')}</p>
              )}
            </>
          )}
        </>
      );
    }
  }
}

/** A failed load stays inside the signed-in frame and offers a retry, never an empty page (decision 042). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
