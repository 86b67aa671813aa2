import { Box } from '@mui/material';
import {
  BooleanInput,
  maxLength,
  RadioButtonGroupInput,
  required,
  SelectInput,
  TextArrayInput,
  TextInput,
} from 'react-admin';
import { IntegerInput } from '../inputs/integer-input.tsx';
import { MoneyInput } from '../inputs/money-input.tsx';
import { planIntervalChoices, planRoleChoices } from './plan-choices.ts';
import { InputRow } from './input-row.tsx';
import { TEXT_LIMITS } from '@ponte/shared/limits';

const validateName = [required(), maxLength(120)];
const validatePrice = required();
const validatePosition = required();

/** The inputs shared by the plan create and edit forms (labels are phrase keys). */
export function PlanInputs() {
  return (
    <Box sx={{ width: '100%', maxWidth: 720 }}>
      <TextInput
        source="name"
        slotProps={{ htmlInput: { maxLength: TEXT_LIMITS.plan.name } }}
        label="Nome do plano"
        validate={validateName}
        fullWidth
      />
      <TextInput
        source="description"
        slotProps={{ htmlInput: { maxLength: TEXT_LIMITS.plan.description } }}
        label="Descrição"
        multiline
        minRows={2}
        fullWidth
      />
      <RadioButtonGroupInput
        source="role"
        label="Para quem"
        choices={planRoleChoices}
        validate={required()}
      />
      <InputRow>
        <MoneyInput source="price_cents" label="Preço" validate={validatePrice} />
        <SelectInput source="interval" label="Cobrança" choices={planIntervalChoices} validate={required()} />
        <IntegerInput
          source="position"
          label="Posição"
          allowNegative
          validate={validatePosition}
          helperText="Ordem na página de planos (menor primeiro)."
        />
      </InputRow>
      <TextArrayInput
        source="features"
        label="Recursos do plano"
        helperText="Digite um recurso e tecle Enter para adicionar."
        fullWidth
      />
      <BooleanInput source="active" label="Ativo" helperText="Só planos ativos aparecem para assinar." />
    </Box>
  );
}
