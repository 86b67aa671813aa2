import { useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Box, Card, LinearProgress, Typography } from '@mui/material';
import {
  BooleanInput,
  HttpError,
  required,
  SaveButton,
  SelectInput,
  SimpleForm,
  Title,
  Toolbar,
  useDataProvider,
  useNotify,
  useTranslate,
} from 'react-admin';
import type { NotificationPreferences } from '@ponte/shared';
import { NOTIFICATION_FAMILIES, NOTIFICATION_FAMILY_LABELS } from '@ponte/shared/notifications';
import { LANGUAGE_CHOICES } from '../providers/i18n-provider.ts';
import type { PonteDataProvider } from '../providers/data-provider.ts';
import { LoadError } from '../layout/list-state.tsx';

const PREFERENCES_KEY = ['notifications', 'preferences'] as const;
const PREFERENCES_TITLE = 'Preferências de notificação';

/** Each language named in itself, as the language menu names them. */
const localeChoices = LANGUAGE_CHOICES.map(({ locale, name }) => ({ id: locale, name }));

function PreferencesForm({ preferences }: { preferences: NotificationPreferences }) {
  const dataProvider = useDataProvider<PonteDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const translate = useTranslate();
  // Only the families the API lists for the admin's role (admins: "admin"), in the product's order.
  const families = NOTIFICATION_FAMILIES.filter((family) => family in preferences.email);
  const record = useMemo(() => ({ id: 'preferences', ...preferences }), [preferences]);

  const save = async (values: Record<string, unknown>) => {
    const email = (values.email ?? {}) as Record<string, unknown>;
    const body: NotificationPreferences = {
      email: Object.fromEntries(families.map((family) => [family, email[family] === true])),
      locale: values.locale === 'en' ? 'en' : 'pt-BR',
    };
    try {
      const { data } = await dataProvider.saveNotificationPreferences(body);
      // The saved values become the form's: nothing is "unsaved" any more.
      queryClient.setQueryData(PREFERENCES_KEY, { data });
      notify('Preferências salvas.', { type: 'success' });
      return undefined;
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : 'ra.notification.http_error';
      notify(message, { type: 'error' });
      // The API's messages per field go under their inputs.
      return error instanceof HttpError
        ? (error.body as { errors?: Record<string, unknown> })?.errors
        : undefined;
    }
  };

  return (
    <SimpleForm
      record={record}
      onSubmit={save}
      noValidate
      warnWhenUnsavedChanges
      toolbar={
        <Toolbar>
          <SaveButton />
        </Toolbar>
      }
    >
      <Typography component="h2" variant="h6">
        {translate('E-mails')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('Notificações no app são sempre exibidas.')}
      </Typography>
      {families.map((family) => (
        <BooleanInput key={family} source={`email.${family}`} label={NOTIFICATION_FAMILY_LABELS[family]} />
      ))}
      <SelectInput
        source="locale"
        label="Idioma dos e-mails"
        choices={localeChoices}
        translateChoice={false}
        validate={required()}
      />
    </SimpleForm>
  );
}

/**
 * The admin's notification preferences (issue #14), at /admin/notification-preferences: which
 * families also arrive by e-mail (the bell always has them) and the e-mails' language.
 */
export function NotificationPreferencesPage() {
  const dataProvider = useDataProvider<PonteDataProvider>();
  const translate = useTranslate();
  const query = useQuery({
    queryKey: PREFERENCES_KEY,
    queryFn: () => dataProvider.getNotificationPreferences(),
    retry: false,
  });
  return (
    <Box sx={{ mt: 1, maxWidth: 640 }}>
      <Title title={PREFERENCES_TITLE} />
      <Card>
        {query.data ? <PreferencesForm preferences={query.data.data} /> : null}
        {query.isPending ? <LinearProgress aria-label={translate('Carregando')} /> : null}
        {query.isError ? (
          <LoadError
            title="Não foi possível carregar as preferências."
            error={query.error}
            fetching={query.isFetching}
            retry={() => void query.refetch()}
          />
        ) : null}
      </Card>
    </Box>
  );
}
