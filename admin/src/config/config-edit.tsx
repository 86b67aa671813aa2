import { Box, Typography } from '@mui/material';
import {
  Edit,
  SaveButton,
  SimpleForm,
  Toolbar,
  useNotify,
  useRecordContext,
  useRedirect,
  useSaveContext,
  useTranslate,
} from 'react-admin';
import type { ConfigValue } from '@ponte/shared';
import { ConfigValueInput } from './config-value-input.tsx';

function ConfigTitle() {
  const translate = useTranslate();
  const row = useRecordContext<ConfigValue>();
  return <>{translate('Configuração: %{name}', { name: row?.name ?? '' })}</>;
}

function ParamDescription() {
  const row = useRecordContext<ConfigValue>();
  if (!row) return null;
  return (
    <Box sx={{ mb: 2 }}>
      <Typography component="h2" variant="h6">
        {row.name}
      </Typography>
      {row.description ? (
        <Typography variant="body2" color="text.secondary">
          {row.description}
        </Typography>
      ) : null}
      <Typography variant="caption" color="text.secondary" component="p">
        <code>{row.code}</code>
      </Typography>
    </Box>
  );
}

/**
 * Saves through the Edit (its redirect, notification and field errors), except a secret left
 * blank: the API would store "no value", so nothing is sent and the stored one stays (decision 023).
 */
function ConfigForm() {
  const row = useRecordContext<ConfigValue>();
  const { save } = useSaveContext();
  const notify = useNotify();
  const redirect = useRedirect();
  const onSubmit = async (values: Record<string, unknown>) => {
    const blank = values.value === null || values.value === undefined || values.value === '';
    if (row?.secret && blank) {
      notify('Nada foi alterado: o valor salvo continua valendo.', { type: 'info' });
      redirect('list', 'config');
      return;
    }
    return save?.(values);
  };
  return (
    <SimpleForm
      // The API answers each field in Portuguese: no browser bubble in its own language.
      noValidate
      warnWhenUnsavedChanges
      onSubmit={onSubmit}
      toolbar={
        <Toolbar>
          <SaveButton />
        </Toolbar>
      }
    >
      <ParamDescription />
      <ConfigValueInput />
    </SimpleForm>
  );
}

/** One configuration value: the admin changes the value only; name and meaning are the product's. */
export function ConfigEdit() {
  return (
    <Edit title={<ConfigTitle />} mutationMode="pessimistic" redirect="list">
      <ConfigForm />
    </Edit>
  );
}
