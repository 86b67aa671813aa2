import { LoginRequestSchema } from '@ponte/shared';
import { data, Form, Link as RouterLink, redirect, useNavigation } from 'react-router';
import { AuthCard } from '../components/auth-card.tsx';
import { LiveAlert } from '../components/ui/live-region.tsx';
import { Button } from '../components/ui/button.tsx';
import { FormField } from '../components/form-field.tsx';
import { getApi } from '../utils/api.server.ts';
import { formFailure, parseFailure, readFields } from '../utils/form.server.ts';
import { t, useT } from '../utils/i18n.ts';
import type { Route } from './+types/login';
import { TEXT_LIMITS } from '@ponte/shared/limits';
import { guardSubmission } from '../utils/submission-failure.ts';

export const meta: Route.MetaFunction = () => [{ title: `${t('Entrar')} · Ponte` }];

export async function action({ request, context }: Route.ActionArgs) {
  const fields = readFields(await request.formData(), ['email', 'password']);
  const parsed = LoginRequestSchema.safeParse(fields);
  if (!parsed.success) {
    return data({ ...parseFailure(parsed.error.issues), email: fields.email }, { status: 422 });
  }

  const headers = new Headers();
  try {
    await getApi(request, context, { responseHeaders: headers }).auth.login(parsed.data);
  } catch (error) {
    const failure = formFailure(error, { 401: 'Acesso negado' });
    return data({ ...failure, email: fields.email }, { status: failure.status, headers });
  }
  // The API's Set-Cookie carries the session; the browser gets it with this redirect.
  return redirect('/', { headers });
}

/** A submission whose trip failed (dropped, a 5xx page) stays on the form with the product's sentence (decision 060). */
export const clientAction = (args: Route.ClientActionArgs) => guardSubmission(args);

export default function Login({ actionData }: Route.ComponentProps) {
  const t = useT();
  const submitting = useNavigation().state === 'submitting';
  return (
    <AuthCard title={t('Entrar')}>
      <LiveAlert severity="error">{actionData?.error}</LiveAlert>
      <Form method="post" noValidate className="stack gap-2">
        <FormField
          name="email"
          maxLength={TEXT_LIMITS.person.email}
          type="email"
          label={t('E-mail')}
          autoComplete="email"
          required
          defaultValue={actionData?.email}
          errors={actionData?.errors}
        />
        <FormField
          name="password"
          maxLength={TEXT_LIMITS.person.password}
          type="password"
          label={t('Senha')}
          autoComplete="current-password"
          required
          errors={actionData?.errors}
        />
        <Button type="submit" variant="contained" size="large" disabled={submitting}>
          {t('Entrar')}
        </Button>
      </Form>
      <div className="row justify-between">
        <RouterLink to="/forgot-password" className="link text-body2">
          {t('Esqueci minha senha')}
        </RouterLink>
        <RouterLink to="/register" className="link text-body2">
          {t('Criar conta')}
        </RouterLink>
      </div>
    </AuthCard>
  );
}
