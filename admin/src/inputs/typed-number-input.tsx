import type { ReactNode } from 'react';
import { InputAdornment } from '@mui/material';
import { isLocale } from '@ponte/shared/i18n';
import { TextInput, useLocaleState, type TextInputProps, type Validator } from 'react-admin';
import { useTypedNumber, type Read, type Write } from './typed-number.ts';

export type NumberInputProps = Omit<TextInputProps, 'format' | 'parse' | 'type'>;

/** The input's own check first, then the form's (required, minValue…). */
const withCheck = (check: Validator, validate: TextInputProps['validate']) =>
  validate === undefined ? check : [check, ...(Array.isArray(validate) ? validate : [validate])];


/**
 * A react-admin `TextInput` holding a number typed as the console's language writes it (decisions 040,
 * 050: pt-BR "1.234,56", en "1,234.56"): the money, integer
 * and decimal inputs are this with their reader, writer, keyboard and adornment.
 */
export function TypedNumberInput({
  read,
  write,
  inputMode,
  prefix,
  validate,
  onBlur,
  slotProps,
  ...props
}: NumberInputProps & {
  read: Read;
  write: Write;
  inputMode: 'decimal' | 'numeric' | 'text';
  prefix?: ReactNode;
}) {
  const [chosen] = useLocaleState();
  const typed = useTypedNumber(read, write, isLocale(chosen) ? chosen : 'pt-BR');
  return (
    <TextInput
      {...props}
      format={typed.format}
      parse={typed.parse}
      validate={withCheck(typed.validate, validate)}
      onBlur={(event) => {
        typed.onBlur();
        onBlur?.(event);
      }}
      slotProps={{
        ...slotProps,
        ...(prefix
          ? { input: { startAdornment: <InputAdornment position="start">{prefix}</InputAdornment> } }
          : {}),
        htmlInput: { inputMode, autoComplete: 'off' },
      }}
    />
  );
}
