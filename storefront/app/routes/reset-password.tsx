import { PasswordResetRequestSchema } from '@ponte/shared';
import { data, Form, Link, useNavigation } from 'react-router';
import { AuthCard } from '../components/auth-card.tsx';
import { FormField } from '../components/form-field.tsx';
import { LiveAlert } from '../components/ui/live-region.tsx';
import { Button, ButtonLink } from '../components/ui/button.tsx';
import { getApi } from '../utils/api.server.ts';
import { formFailure, parseFailure, readFields } from '../utils/form.server.ts';
import { t, useT } from '../utils/i18n.ts';
import { requireAnonymous } from '../utils/session.server.ts';
import type { Route } from './+types/reset-password';
import { TEXT_LIMITS } from '@ponte/shared/limits';
import { guardSubmission } from '../utils/submission-failure.ts';

export const meta: Route.MetaFunction = () => [{ title: `${t('Redefinir senha')} · Ponte` }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAnonymous(request, context);
  return null;
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const fields = readFields(await request.formData(), ['password', 'password_confirmation']);
  // The e-mailed link may name the account (`?email=`); the token alone is enough otherwise.
  const email = new URL(request.url).searchParams.get('email') || undefined;
  const parsed = PasswordResetRequestSchema.safeParse({ ...fields, token: params.token, email });
  if (!parsed.success) return data(parseFailure(parsed.error.issues), { status: 422 });
  try {
    const { message } = await getApi(request, context).auth.resetPassword(parsed.data);
    return { status: 200, message };
  } catch (error) {
    const failure = formFailure(error);
    return data(failure, { status: failure.status });
  }
}

/** A submission whose trip failed (dropped, a 5xx page) stays on the form with the product's sentence (decision 060). */
export const clientAction = (args: Route.ClientActionArgs) => guardSubmission(args);

export default function ResetPassword({ actionData }: Route.ComponentProps) {
  const t = useT();
  const submitting = useNavigation().state === 'submitting';
  const done = actionData && 'message' in actionData ? actionData.message : null;
  const failure = actionData && !('message' in actionData) ? actionData : null;
  // A bad token is no field of this form, so its message joins the general alert (once).
  const general = [
    ...new Set([failure?.error, ...(failure?.errors?.token ?? []), ...(failure?.errors?.email ?? [])]),
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <AuthCard title={t('Redefinir senha')}>
      <LiveAlert severity="success">{done}</LiveAlert>
      <LiveAlert severity="error">{general}</LiveAlert>
      {done ? (
        <ButtonLink to="/login" variant="contained" size="large">
          {t('Entrar')}
        </ButtonLink>
      ) : (
        <Form method="post" noValidate className="stack gap-2">
          <FormField
            name="password"
            maxLength={TEXT_LIMITS.person.password}
            type="password"
            label={t('Nova senha')}
            autoComplete="new-password"
            required
            errors={failure?.errors}
          />
          <FormField
            name="password_confirmation"
            maxLength={TEXT_LIMITS.person.password}
            type="password"
            label={t('Confirmar senha')}
            autoComplete="new-password"
            required
            errors={failure?.errors}
          />
          <Button type="submit" variant="contained" size="large" disabled={submitting}>
            {t('Redefinir senha')}
          </Button>
        </Form>
      )}
      {done ? null : (
        <Link to="/login" className="link text-body2">
          {t('Voltar para o login')}
        </Link>
      )}
    </AuthCard>
  );
}
