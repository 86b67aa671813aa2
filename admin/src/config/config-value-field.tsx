import { Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { ConfigValue } from '@ponte/shared';

/** A value as the list shows it: secrets only say whether one is stored (they are write-only). */
export function configValueText(row: ConfigValue): string {
  if (row.secret) return row.is_set ? 'Definido (oculto)' : 'Não definido';
  if (row.value === null || row.value === '') return 'Não definido';
  if (row.type === 'boolean') return row.value === 'true' ? 'Sim' : 'Não';
  return row.value;
}

/** The translated value text of the record in context; phrases only, values shown as stored. */
export function ConfigValueField() {
  const translate = useTranslate();
  const row = useRecordContext<ConfigValue>();
  if (!row) return null;
  const text = configValueText(row);
  const isPhrase = row.secret || row.value === null || row.value === '' || row.type === 'boolean';
  return (
    <Typography
      variant="body2"
      color={row.value === null && !row.is_set ? 'text.secondary' : undefined}
      sx={{ overflowWrap: 'anywhere' }}
    >
      {isPhrase ? translate(text) : text}
    </Typography>
  );
}
