import { TextField, type TextFieldProps } from './text-field.tsx';

export type NumberFieldProps = Omit<TextFieldProps, 'type' | 'inputMode' | 'select' | 'multiline'>;

/**
 * An amount in reais, typed as text ("1.234,56"; "1,234.56" in English): a number input would refuse the
 * decimal comma or read "1.500" as 1,5 depending on the browser. The action reads it with the shared
 * `readMoney` in the page's language (decisions 040, 050), so it works the same without JavaScript.
 */
export function MoneyField(props: NumberFieldProps) {
  return <TextField type="text" inputMode="decimal" autoComplete="off" spellCheck={false} {...props} />;
}
