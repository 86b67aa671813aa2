import type { ConfigValue } from '@ponte/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Form, useNavigation } from 'react-router';
import { useT } from '../../utils/i18n.ts';
import { ErpOptionField } from './erp-option-field.tsx';

/** The action's answer to a save. */
export interface ErpOptionsAnswer {
  ok?: boolean;
  error?: string;
  errors?: Record<string, string[]>;
  values?: Record<string, string>;
}

/** The supplier's ERP options, saved together (one `…-values-custom` call per changed option). */
export function ErpOptionsForm({
  options,
  answer,
}: {
  options: ConfigValue[];
  answer: ErpOptionsAnswer | undefined;
}) {
  const t = useT();
  const saving = useNavigation().state === 'submitting';
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="erp-options-title"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Form method="post" noValidate>
        <Stack spacing={2}>
          <Typography id="erp-options-title" component="h2" variant="h6">
            {t('Opções de sincronização')}
          </Typography>
          {answer?.ok ? (
            <Alert severity="success" role="status">
              {t('Opções salvas.')}
            </Alert>
          ) : null}
          {answer?.error ? (
            <Alert severity="error" role="alert">
              {t(answer.error)}
            </Alert>
          ) : null}
          {options.map((option) => (
            <ErpOptionField
              key={option.code}
              option={option}
              value={answer?.values?.[option.code] ?? option.value ?? ''}
              errors={answer?.errors}
            />
          ))}
          <Button type="submit" variant="contained" disabled={saving} sx={{ alignSelf: 'flex-start' }}>
            {t('Salvar opções')}
          </Button>
        </Stack>
      </Form>
    </Paper>
  );
}
