import { FunctionField, TextInput, type FunctionFieldProps, type TextInputProps } from 'react-admin';
import {
  formatCep,
  formatDocument,
  formatPhone,
  MASK_MAX_LENGTH,
  MASKS,
  onlyDigits,
  type MaskKind,
} from '@ponte/shared';

/**
 * CPF/CNPJ, phone and CEP as Brazilians write them (decision 046). The form's value stays the digits the
 * API stores; the input shows them through the mask as they are typed or pasted.
 */
function maskedInput(kind: MaskKind, type?: string) {
  const mask = MASKS[kind];
  function MaskedInput(props: Omit<TextInputProps, 'format' | 'parse'>) {
    return (
      <TextInput
        type={type}
        {...props}
        format={(value: unknown) => (value == null ? '' : mask(String(value)))}
        // Empty is null, as react-admin's own inputs send it; at most the digits the value can have.
        parse={(text: string) => onlyDigits(mask(text)) || null}
        inputProps={{ inputMode: 'numeric', maxLength: MASK_MAX_LENGTH[kind], ...props.inputProps }}
      />
    );
  }
  return MaskedInput;
}

export const DocumentInput = maskedInput('document');
export const PhoneInput = maskedInput('phone', 'tel');
export const CepInput = maskedInput('cep');

const FORMATS = { document: formatDocument, phone: formatPhone, cep: formatCep } as const;

/** A stored CPF/CNPJ, phone or CEP shown formatted, with react-admin's empty text when there is none. */
export function FormattedField({
  kind,
  source,
  emptyText = '—',
  ...props
}: Omit<FunctionFieldProps, 'render'> & { kind: MaskKind; source: string }) {
  return (
    <FunctionField
      source={source}
      {...props}
      render={(record: Record<string, unknown>) => {
        const value = source
          .split('.')
          .reduce<unknown>((at, key) => (at as Record<string, unknown>)?.[key], record);
        return typeof value === 'string' && value ? FORMATS[kind](value) : emptyText;
      }}
    />
  );
}
