import { BooleanInput, email, TextInput, useRecordContext } from 'react-admin';
import type { ConfigValue } from '@ponte/shared';
import { IntegerInput } from '../inputs/integer-input.tsx';

const asBoolean = (value: unknown) => value === true || value === 'true';

/** The value input for the param's type; a secret is a blank password field (write-only). */
export function ConfigValueInput() {
  const row = useRecordContext<ConfigValue>();
  if (!row) return null;
  if (row.secret) {
    return (
      <TextInput
        source="value"
        label="Novo valor"
        type="password"
        autoComplete="new-password"
        helperText={
          row.is_set
            ? 'Por segurança, o valor salvo não é mostrado. Deixe em branco para mantê-lo.'
            : 'Nenhum valor salvo ainda.'
        }
        fullWidth
      />
    );
  }
  switch (row.type) {
    case 'boolean':
      return <BooleanInput source="value" label="Valor" format={asBoolean} />;
    case 'number':
      return <IntegerInput source="value" label="Valor" helperText="Número inteiro." />;
    case 'email':
      return <TextInput source="value" label="Valor" type="email" validate={email()} fullWidth />;
    case 'url':
      return (
        <TextInput
          source="value"
          label="Valor"
          type="url"
          helperText="Endereço http:// ou https://."
          fullWidth
        />
      );
    default:
      return <TextInput source="value" label="Valor" fullWidth />;
  }
}
