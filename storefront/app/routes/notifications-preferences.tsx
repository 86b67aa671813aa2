import {
  NOTIFICATION_FAMILIES,
  NotificationPreferencesSchema,
  type NotificationFamily,
  type NotificationPreferences,
} from '@ponte/shared';
import { NOTIFICATION_FAMILY_LABELS } from '@ponte/shared/notifications';
import { data, Form, Link } from 'react-router';
import type { BreadcrumbHandle } from '../components/breadcrumb.tsx';
import { RouteError } from '../components/route-error.tsx';
import { Alert } from '../components/ui/alert.tsx';
import { Button } from '../components/ui/button.tsx';
import { Paper } from '../components/ui/paper.tsx';
import { Text } from '../components/ui/text.tsx';
import { Checkbox, ChoiceGroup, Radio } from '../components/ui/text-field.tsx';
import { formFailure, parseFailure } from '../utils/form.server.ts';
import { metaT, useT } from '../utils/i18n.ts';
import { signedIn } from '../utils/signed-in.server.ts';
import type { Route } from './+types/notifications-preferences';

// No parent crumb: at 390 px the top bar (menu, bell, language, user) has no room for two names.
export const handle: BreadcrumbHandle = { breadcrumb: 'Preferências de notificação' };

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: `${metaT(matches)('Preferências de notificação')} · Ponte` },
];

/** The families the API lists for this role, in the catalogue's order. */
const familiesOf = (preferences: NotificationPreferences) =>
  NOTIFICATION_FAMILIES.filter((family) => preferences.email[family] !== undefined);

export async function loader(args: Route.LoaderArgs) {
  const { result } = await signedIn(args, (api) => api.notifications.preferences());
  return { preferences: result.preferences, families: familiesOf(result.preferences) };
}

/**
 * Saves the form: each listed family (`family`, hidden) is on when its box (`email`) is ticked, off
 * otherwise (an unticked checkbox sends nothing); `locale` is the e-mails' language.
 */
export async function action(args: Route.ActionArgs) {
  const form = await args.request.formData();
  const listed = form
    .getAll('family')
    .filter((value): value is NotificationFamily =>
      (NOTIFICATION_FAMILIES as readonly unknown[]).includes(value),
    );
  const ticked = new Set(form.getAll('email'));
  const submitted = {
    email: Object.fromEntries(listed.map((family) => [family, ticked.has(family)])),
    locale: form.get('locale'),
  };
  const parsed = NotificationPreferencesSchema.safeParse(submitted);
  if (!parsed.success)
    return data({ ok: false as const, ...parseFailure(parsed.error.issues) }, { status: 422 });
  return signedIn(
    args,
    async (api) => {
      const { result } = await api.notifications.savePreferences(parsed.data);
      return { ok: true as const, preferences: result.preferences };
    },
    {
      refused: (error) => {
        const failure = formFailure(error);
        return data({ ok: false as const, ...failure }, { status: failure.status });
      },
    },
  );
}

export default function NotificationPreferencesPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { families } = loaderData;
  const preferences = actionData?.ok ? actionData.preferences : loaderData.preferences;
  const failed = actionData && !actionData.ok ? actionData : undefined;
  const errors = failed?.errors;
  return (
    <div className="stack gap-3" style={{ maxWidth: 880 }}>
      <Text component="h1" variant="h4">
        {t('Preferências de notificação')}
      </Text>
      <Paper component="section" aria-labelledby="preferences-title" padding="responsive">
        {/* The key makes a saved answer re-render the boxes with what the API stored. */}
        <Form method="post" noValidate className="stack gap-2" key={JSON.stringify(preferences)}>
          <Text id="preferences-title" component="h2" variant="h6">
            {t('E-mails')}
          </Text>
          <div role="status">
            {actionData?.ok ? (
              <Alert severity="success" role="none">
                {t('Preferências salvas.')}
              </Alert>
            ) : null}
          </div>
          {failed?.error ? <Alert severity="error">{t(failed.error)}</Alert> : null}
          <Text variant="body2" color="text.secondary">
            {t('Notificações no app são sempre exibidas.')}
          </Text>
          <ChoiceGroup
            legend={t('Receber por e-mail')}
            error={Boolean(errors?.email?.length)}
            helperText={errors?.email?.join(' ')}
          >
            {families.map((family) => (
              <span key={family}>
                <input type="hidden" name="family" value={family} />
                <Checkbox
                  name="email"
                  value={family}
                  label={t(NOTIFICATION_FAMILY_LABELS[family])}
                  defaultChecked={preferences.email[family] ?? false}
                />
              </span>
            ))}
          </ChoiceGroup>
          <ChoiceGroup
            legend={t('Idioma dos e-mails')}
            row
            error={Boolean(errors?.locale?.length)}
            helperText={errors?.locale?.join(' ')}
          >
            {/* Each language in its own words, as the language switch offers them. */}
            <Radio
              name="locale"
              value="pt-BR"
              lang="pt-BR"
              label="Português"
              defaultChecked={preferences.locale === 'pt-BR'}
            />
            <Radio
              name="locale"
              value="en"
              lang="en"
              label="English"
              defaultChecked={preferences.locale === 'en'}
            />
          </ChoiceGroup>
          <Button type="submit" variant="contained" className="self-start">
            {t('Salvar preferências')}
          </Button>
        </Form>
      </Paper>
      <Link to="/notifications" className="link self-start">
        {t('Voltar para as notificações')}
      </Link>
    </div>
  );
}

/** A failed load stays inside the signed-in frame and offers "Tentar novamente" (decision 042). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} back={{ to: '/notifications', label: 'Voltar para as notificações' }} />;
}
