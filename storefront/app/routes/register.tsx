import type { RegisterRequest } from '@ponte/shared';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { AuthCard } from '../components/auth-card.tsx';
import { ErrorDialog } from '../components/error-dialog.tsx';
import { FormField } from '../components/form-field.tsx';
import { PERSONAL_FIELDS, PersonalDataFields } from '../components/personal-data-fields.tsx';
import { Button } from '../components/ui/button.tsx';
import { ChoiceGroup, Radio } from '../components/ui/text-field.tsx';
import { getApi } from '../utils/api.server.ts';
import { formFailure, readFields } from '../utils/form.server.ts';
import { t, useT } from '../utils/i18n.ts';
import { ROLE_LABELS } from '@ponte/shared/vocabulary';
import { requireAnonymous } from '../utils/session.server.ts';
import type { Route } from './+types/register';
import { TEXT_LIMITS } from '@ponte/shared/limits';
import { guardSubmission } from '../utils/submission-failure.ts';

export const meta: Route.MetaFunction = () => [{ title: `${t('Criar conta')} · Ponte` }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAnonymous(request, context);
  return null;
}

/*
 * The form goes to the API unparsed: the API validates it with the shared RegisterRequestSchema, and the
 * spec wants its 422 text in the "Erro!" dialog next to the per-field messages.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const fields = readFields(form, [...PERSONAL_FIELDS, 'password', 'password_confirmation', 'role']);
  const role = fields.role === 'supplier' ? 'supplier' : 'client';
  const body: RegisterRequest = { ...fields, role };
  const headers = new Headers();
  try {
    await getApi(request, context, { responseHeaders: headers }).auth.register(body);
  } catch (error) {
    const failure = formFailure(error);
    // Passwords are never sent back to the page.
    const values = Object.fromEntries(PERSONAL_FIELDS.map((name) => [name, fields[name]]));
    return data({ ...failure, values: { ...values, role } }, { status: failure.status, headers });
  }
  return redirect('/', { headers });
}

/** A submission whose trip failed (dropped, a 5xx page) stays on the form with the product's sentence (decision 060). */
export const clientAction = (args: Route.ClientActionArgs) => guardSubmission(args);

export default function Register({ actionData }: Route.ComponentProps) {
  const t = useT();
  const submitting = useNavigation().state === 'submitting';
  const values: Record<string, string | undefined> = actionData?.values ?? {};
  const errors = actionData?.errors;
  const role = values.role ?? 'client';
  return (
    <AuthCard title={t('Criar conta')}>
      <ErrorDialog failure={actionData} />
      <Form method="post" noValidate className="stack gap-2">
        <ChoiceGroup legend={t('Tipo de conta')} row>
          <Radio
            name="role"
            value="client"
            defaultChecked={role === 'client'}
            label={t(ROLE_LABELS.client)}
          />
          <Radio
            name="role"
            value="supplier"
            defaultChecked={role === 'supplier'}
            label={t(ROLE_LABELS.supplier)}
          />
        </ChoiceGroup>
        <PersonalDataFields values={values} errors={errors} contactRequired />
        <FormField
          name="password"
          maxLength={TEXT_LIMITS.person.password}
          type="password"
          label={t('Senha')}
          autoComplete="new-password"
          required
          errors={errors}
        />
        <FormField
          name="password_confirmation"
          maxLength={TEXT_LIMITS.person.password}
          type="password"
          label={t('Confirmar senha')}
          autoComplete="new-password"
          required
          errors={errors}
        />
        <Button type="submit" variant="contained" size="large" disabled={submitting}>
          {t('Criar conta')}
        </Button>
      </Form>
      <Link to="/login" className="link text-body2">
        {t('Já tenho uma conta')}
      </Link>
    </AuthCard>
  );
}
