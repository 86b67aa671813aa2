import { useState, type FormEvent } from 'react';
import { Form, useNavigation } from 'react-router';
import { FormField } from '../form-field.tsx';
import { PersonalDataFields } from '../personal-data-fields.tsx';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { Paper } from '../ui/paper.tsx';
import { Text } from '../ui/text.tsx';
import { useT } from '../../utils/i18n.ts';
import { AddressFields } from './address-fields.tsx';
import { emailChanged, profileValues, type ProfileAnswer, type ProfileField } from './profile-values.ts';
import { TEXT_LIMITS } from '@ponte/shared/limits';
import { LiveRegion } from '../ui/live-region.tsx';

export interface ProfileFormProps {
  profile: Record<ProfileField, string | null>;
  /** The action's answer to this form (a save or a CEP lookup without JavaScript). */
  answer: ProfileAnswer | undefined;
}

/**
 * Personal data and address: one form, saved together by `PUT /v1/users/{id}`. Typing a new e-mail asks
 * for the current password (decision 029); without JavaScript the field appears with the API's message
 * after the first try.
 */
export function ProfileForm({ profile, answer }: ProfileFormProps) {
  const t = useT();
  const navigation = useNavigation();
  const saving = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'profile';
  const values = answer?.values ?? profileValues(profile);
  const errors = answer?.errors;
  const saved = answer?.intent === 'profile' && answer.ok;
  const [typedEmail, setTypedEmail] = useState(values.email);
  const askPassword = emailChanged(typedEmail, profile.email) || Boolean(errors?.current_password);
  const watchEmail = (event: FormEvent<HTMLFormElement>) => {
    const input = event.target as HTMLInputElement;
    if (input.name === 'email') setTypedEmail(input.value);
  };
  return (
    <Paper component="section" aria-labelledby="profile-title" padding="responsive">
      <Form method="post" noValidate onChange={watchEmail} className="stack gap-2">
        {/* First in the form, so Enter in any field saves (the default button) instead of looking up the CEP. */}
        <button type="submit" name="intent" value="profile" hidden />
        <Text id="profile-title" component="h2" variant="h6">
          {t('Dados pessoais')}
        </Text>
        {/* Always there, empty until a save answers: a region inserted with its text may go unannounced. */}
        <LiveRegion id="profile-saved">
          {saved ? (
            <Alert severity="success" role="none">
              {t('Dados salvos.')}
            </Alert>
          ) : null}
        </LiveRegion>
        <LiveRegion role="alert">
          {answer?.error && answer.intent === 'profile' ? (
            <Alert severity="error" role="none">
              {t(answer.error)}
            </Alert>
          ) : null}
        </LiveRegion>
        <PersonalDataFields values={values} errors={errors} contactRequired={false} />
        {askPassword ? (
          <FormField
            id="profile-current-password"
            name="current_password"
            maxLength={TEXT_LIMITS.person.password}
            type="password"
            label={t('Senha atual (para alterar o e-mail)')}
            autoComplete="current-password"
            required
            errors={errors}
          />
        ) : null}
        <Text component="h3" variant="subtitle1" bold className="mt-1">
          {t('Endereço')}
        </Text>
        <AddressFields
          initial={values}
          errors={errors}
          lookup={answer?.intent === 'cep' ? answer : undefined}
        />
        <Button
          type="submit"
          name="intent"
          value="profile"
          variant="contained"
          disabled={saving}
          className="self-start"
        >
          {t('Salvar dados')}
        </Button>
      </Form>
    </Paper>
  );
}
