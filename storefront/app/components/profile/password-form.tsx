import { useEffect, useRef } from 'react';
import { Form, useNavigation } from 'react-router';
import { FormField } from '../form-field.tsx';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { Paper } from '../ui/paper.tsx';
import { Stack } from '../ui/stack.tsx';
import { Text } from '../ui/text.tsx';
import { useT } from '../../utils/i18n.ts';
import type { ProfileAnswer } from './profile-values.ts';
import { TEXT_LIMITS } from '@ponte/shared/limits';
import { LiveRegion } from '../ui/live-region.tsx';

/** Password change: the API asks for the current password and keeps this session, ending the others. */
export function PasswordForm({ answer }: { answer: ProfileAnswer | undefined }) {
  const t = useT();
  const navigation = useNavigation();
  const saving = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'password';
  const form = useRef<HTMLFormElement>(null);
  // Typed passwords do not linger on the page after a change.
  useEffect(() => {
    if (answer?.ok) form.current?.reset();
  }, [answer]);
  const errors = answer?.errors;
  return (
    <Paper component="section" aria-labelledby="password-title" padding="responsive">
      <Form method="post" noValidate ref={form} className="stack gap-2">
        <input type="hidden" name="intent" value="password" />
        <Text id="password-title" component="h2" variant="h6">
          {t('Alterar senha')}
        </Text>
        <LiveRegion>
          {answer?.ok ? (
            <Alert severity="success" role="none">
              {t('Senha alterada. Suas outras sessões foram encerradas.')}
            </Alert>
          ) : null}
        </LiveRegion>
        <LiveRegion role="alert">
          {answer?.error ? (
            <Alert severity="error" role="none">
              {t(answer.error)}
            </Alert>
          ) : null}
        </LiveRegion>
        <FormField
          name="current_password"
          maxLength={TEXT_LIMITS.person.password}
          type="password"
          label={t('Senha atual')}
          autoComplete="current-password"
          required
          errors={errors}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormField
            name="password"
            maxLength={TEXT_LIMITS.person.password}
            type="password"
            label={t('Nova senha')}
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
        </Stack>
        <Button type="submit" variant="contained" disabled={saving} className="self-start">
          {t('Alterar senha')}
        </Button>
      </Form>
    </Paper>
  );
}
