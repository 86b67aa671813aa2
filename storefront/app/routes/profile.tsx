import { CepSchema, type UserUpdate } from '@ponte/shared';
import { cepFill, cepRefusal } from '@ponte/shared/cep';
import { data } from 'react-router';
import { PasswordForm } from '../components/profile/password-form.tsx';
import { ProfileForm } from '../components/profile/profile-form.tsx';
import { Text } from '../components/ui/text.tsx';
import {
  emailChanged,
  PROFILE_FIELDS,
  type ProfileAnswer,
  type ProfileValues,
} from '../components/profile/profile-values.ts';
import type { BreadcrumbHandle } from '../components/breadcrumb.tsx';
import { formFailure, readFields } from '../utils/form.server.ts';
import { metaT, t, useT } from '../utils/i18n.ts';
import { requireSession } from '../utils/session.server.ts';
import { signedIn, type SignedInArgs } from '../utils/signed-in.server.ts';
import { useAppSession } from './app-layout.tsx';
import type { Route } from './+types/profile';
import { RouteError } from '../components/route-error.tsx';
import { guardSubmission, isSubmissionFailure } from '../utils/submission-failure.ts';

export const handle: BreadcrumbHandle = { breadcrumb: 'Perfil' };

export const meta: Route.MetaFunction = ({ matches }) => [{ title: `${metaT(matches)('Perfil')} · Ponte` }];

const answer = (body: ProfileAnswer, status = 200) => data(body, { status });

/** Empty optional fields are sent as null (cleared): the API would refuse "" as a CPF, phone, CEP or UF. */
function toUpdate(values: ProfileValues): UserUpdate {
  const optional = PROFILE_FIELDS.filter((name) => !['name', 'last_name', 'email'].includes(name));
  const cleared = Object.fromEntries(optional.map((name) => [name, values[name].trim() || null]));
  // Typed as a UF for the client's signature; the API checks it against the list (422 "UF inválida.").
  const state = (values.state.trim().toUpperCase() || null) as UserUpdate['state'];
  return { ...cleared, name: values.name, last_name: values.last_name, email: values.email, state };
}

/**
 * Three forms post here: `profile` (data and address, and the current password when the e-mail changes),
 * `cep` (fill the address from the CEP), `password`. Typed passwords are never sent back to the page.
 */
export async function action(args: Route.ActionArgs) {
  const form = await args.request.formData();
  const intent = form.get('intent');
  const { session } = await requireSession(args.request, args.context);

  if (intent === 'password') {
    const fields = readFields(form, ['current_password', 'password', 'password_confirmation']);
    // The API checks length and the current password; only the confirmation never leaves this page.
    if (fields.password !== fields.password_confirmation) {
      return answer({ intent, errors: { password_confirmation: ['As senhas não conferem.'] } }, 422);
    }
    const change = { password: fields.password, current_password: fields.current_password };
    return signedIn(
      args,
      async (api) => {
        await api.users.update(session.user.id, change);
        return answer({ intent, ok: true });
      },
      {
        refused: (error) => {
          const failure = formFailure(error);
          return answer({ intent, error: failure.error, errors: failure.errors }, failure.status);
        },
      },
    );
  }

  const values = readFields(form, PROFILE_FIELDS);
  if (intent === 'cep') return lookUpCep(args, values);

  const update = toUpdate(values);
  // A new e-mail travels with the current password; the API says, on that field, when it is missing or wrong.
  if (emailChanged(values.email, session.user.email)) {
    update.current_password = readFields(form, ['current_password']).current_password;
  }
  return signedIn(
    args,
    async (api) => {
      await api.users.update(session.user.id, update);
      return answer({ intent: 'profile', ok: true, values });
    },
    {
      refused: (error) => {
        const failure = formFailure(error);
        return answer(
          { intent: 'profile', error: failure.error, errors: failure.errors, values },
          failure.status,
        );
      },
    },
  );
}

/** A submission whose trip failed (dropped, a 5xx page) stays on the form with the product's sentence (decision 060). */
export const clientAction = (args: Route.ClientActionArgs) => guardSubmission(args);

/** Fills the address from the CEP; the number and a complement already typed are kept. */
async function lookUpCep(args: SignedInArgs, values: ProfileValues) {
  const cep = CepSchema.safeParse(values.postcode);
  if (!cep.success) {
    return answer(
      { intent: 'cep', errors: { postcode: cep.error.issues.map((i) => i.message) }, values },
      422,
    );
  }
  return signedIn(
    args,
    async (api) => {
      const address = await api.cep(cep.data);
      // The same fill as the JavaScript lookup: what the answer knows; the rest stays as typed.
      const merged = { ...values, postcode: address.cep, ...cepFill(address) };
      return answer({ intent: 'cep', ok: true, values: merged });
    },
    {
      refused: ({ status, body }) => {
        // Not found / invalid belong to the CEP field; "unavailable" and "too many" explain themselves.
        if (status === 404 || status === 422) {
          return answer(
            { intent: 'cep', errors: { postcode: body.errors?.cep ?? [body.error] }, values },
            status,
          );
        }
        const refusal = cepRefusal(status, body.error);
        const message = 'refused' in refusal ? t(refusal.refused) : body.error;
        return answer({ intent: 'cep', error: message, values }, status);
      },
    },
  );
}

export default function Profile({ actionData }: Route.ComponentProps) {
  const t = useT();
  const { profile } = useAppSession();
  // A failed trip is shown at the form that was sent (its `intent`): the password form, or data and address.
  const answer = isSubmissionFailure(actionData)
    ? {
        intent: actionData.intent === 'password' ? ('password' as const) : ('profile' as const),
        error: actionData.error,
      }
    : actionData;
  const forPassword = answer?.intent === 'password' ? answer : undefined;
  const forProfile = answer && answer.intent !== 'password' ? answer : undefined;
  return (
    <div className="stack gap-3" style={{ maxWidth: 880 }}>
      <Text component="h1" variant="h4">
        {t('Perfil')}
      </Text>
      <ProfileForm profile={profile} answer={forProfile} />
      <PasswordForm answer={forPassword} />
    </div>
  );
}

/** A failed load stays inside the signed-in frame and offers a retry, never an empty page (decision 042). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
