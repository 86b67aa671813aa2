import { Box, Typography } from '@mui/material';
import {
  BooleanInput,
  email,
  PasswordInput,
  required,
  SelectInput,
  TextInput,
  useGetIdentity,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { AddressInputs } from './address-inputs.tsx';
import { DocumentInput, PhoneInput } from '../inputs/brazilian-inputs.tsx';
import { roleChoices } from './client-choices.ts';
import { TEXT_LIMITS } from '@ponte/shared/limits';

/** The inputs of the client form, shared by create and edit; the API checks every rule again. */
export function ClientInputs({ creating = false }: { creating?: boolean }) {
  const translate = useTranslate();
  const record = useRecordContext<{ id: number }>();
  const { identity } = useGetIdentity();
  // An admin editing their own account proves it is them to change its e-mail or password (decision 029).
  const editingSelf =
    !creating && record !== undefined && identity !== undefined && record.id === identity.id;
  return (
    <Box sx={{ width: '100%', maxWidth: 720 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate('Dados pessoais')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { sm: '1fr 1fr' } }}>
        <TextInput
          source="name"
          slotProps={{ htmlInput: { maxLength: TEXT_LIMITS.person.name } }}
          validate={required()}
          autoComplete="off"
        />
        <TextInput
          source="last_name"
          slotProps={{ htmlInput: { maxLength: TEXT_LIMITS.person.last_name } }}
          validate={required()}
          autoComplete="off"
        />
        <TextInput
          source="email"
          slotProps={{ htmlInput: { maxLength: TEXT_LIMITS.person.email } }}
          type="email"
          validate={[required(), email()]}
          autoComplete="off"
        />
        <SelectInput source="role" choices={roleChoices} validate={required()} />
        <DocumentInput source="document" />
        <PhoneInput source="phone" />
        {creating ? (
          <PasswordInput source="password" validate={required()} autoComplete="new-password" />
        ) : (
          <PasswordInput
            source="password"
            label="Nova senha"
            helperText="Deixe em branco para manter a senha atual."
            autoComplete="new-password"
          />
        )}
        {editingSelf && (
          <PasswordInput
            source="current_password"
            label="Senha atual"
            helperText="Necessária para alterar o seu e-mail ou a sua senha."
            autoComplete="current-password"
          />
        )}
        {!creating && <BooleanInput source="active" helperText="Uma conta inativa não entra mais." />}
      </Box>
      <AddressInputs />
    </Box>
  );
}
