import type { ConfigValue } from '@ponte/shared';
import { Form, useNavigation } from 'react-router';
import { Button } from '../ui/button.tsx';
import { Paper } from '../ui/paper.tsx';
import { Text } from '../ui/text.tsx';
import { useT } from '../../utils/i18n.ts';
import { ErpOptionField } from './erp-option-field.tsx';
import { LiveAlert } from '../ui/live-region.tsx';

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
    <Paper component="section" aria-labelledby="erp-options-title" padding="responsive">
      <Form method="post" noValidate className="stack gap-2">
        <Text id="erp-options-title" component="h2" variant="h6">
          {t('Opções de sincronização')}
        </Text>
        <LiveAlert severity="success">{answer?.ok ? t('Opções salvas.') : null}</LiveAlert>
        <LiveAlert severity="error">{answer?.error ? t(answer.error) : null}</LiveAlert>
        {options.map((option) => (
          <ErpOptionField
            key={option.code}
            option={option}
            value={answer?.values?.[option.code] ?? option.value ?? ''}
            errors={answer?.errors}
          />
        ))}
        <Button type="submit" variant="contained" disabled={saving} className="self-start">
          {t('Salvar opções')}
        </Button>
      </Form>
    </Paper>
  );
}
