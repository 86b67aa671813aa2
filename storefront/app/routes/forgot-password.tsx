import { PasswordEmailRequestSchema } from '@ponte/shared';
import { data, Form, Link, useNavigation } from 'react-router';
import { AuthCard } from '../components/auth-card.tsx';
import { FormField } from '../components/form-field.tsx';
import { LiveAlert } from '../components/ui/live-region.tsx';
import { Button } from '../components/ui/button.tsx';
import { getApi } from '../utils/api.server.ts';
import { formFailure, parseFailure, readFields } from '../utils/form.server.ts';
import { t, useT } from '../utils/i18n.ts';
import { requireAnonymous } from '../utils/session.server.ts';
import type { Route } from './+types/forgot-password';
import { TEXT_LIMITS } from '@ponte/shared/limits';
import { guardSubmission } from '../utils/submission-failure.ts';

export const meta: Route.MetaFunction = () => [{ title: `${t('Esqueci minha senha')} · Ponte` }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAnonymous(request, context);
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const fields = readFields(await request.formData(), ['email']);
  const parsed = PasswordEmailRequestSchema.safeParse(fields);
  if (!parsed.success) {
    return data({ ...parseFailure(parsed.error.issues), email: fields.email }, { status: 422 });
  }
  try {
    const { message } = await getApi(request, context).auth.requestPasswordReset(parsed.data);
    return { status: 200, message, email: fields.email };
  } catch (error) {
    const failure = formFailure(error, { default: 'Erro ao enviar o email de redefinição.' });
    return data({ ...failure, email: fields.email }, { status: failure.status });
  }
}

/** A submission whose trip failed (dropped, a 5xx page) stays on the form with the product's sentence (decision 060). */
export const clientAction = (args: Route.ClientActionArgs) => guardSubmission(args);

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const t = useT();
  const submitting = useNavigation().state === 'submitting';
  const sent = actionData && 'message' in actionData ? actionData.message : null;
  const failure = actionData && !('message' in actionData) ? actionData : null;
  return (
    <AuthCard title={t('Esqueci minha senha')}>
      <LiveAlert severity="success">{sent}</LiveAlert>
      <LiveAlert severity="error">{failure?.error}</LiveAlert>
      {sent ? null : (
        <Form method="post" noValidate className="stack gap-2">
          <FormField
            name="email"
            maxLength={TEXT_LIMITS.person.email}
            type="email"
            label={t('E-mail')}
            autoComplete="email"
            required
            defaultValue={actionData?.email}
            errors={failure?.errors}
          />
          <Button type="submit" variant="contained" size="large" disabled={submitting}>
            {t('Enviar link de redefinição')}
          </Button>
        </Form>
      )}
      <Link to="/login" className="link text-body2">
        {t('Voltar para o login')}
      </Link>
    </AuthCard>
  );
}
