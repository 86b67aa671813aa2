import type { MaskKind } from '@ponte/shared/formats';
import type { ReactNode } from 'react';
import { MaskedTextField } from './ui/masked-text-field.tsx';
import { TextField, type TextFieldProps } from './ui/text-field.tsx';
import { useT } from '../utils/i18n.ts';

export type FormFieldProps = Omit<TextFieldProps, 'name' | 'error' | 'helperText'> & {
  name: string;
  /** The failed submission's field errors (the API's `errors` shape); this field shows its own. */
  errors?: Record<string, string[]> | undefined;
  /** CPF/CNPJ, phone or CEP: formatted as typed (the kit's MaskedTextField). */
  mask?: MaskKind | undefined;
  /** Why the field is asked for, under it until a message of the server takes its place. */
  hint?: ReactNode;
};

/** A plain named input (works without JavaScript) showing the server's messages for its field. */
export function FormField({ name, errors, mask, hint, ...props }: FormFieldProps) {
  const t = useT();
  // The server writes pt-BR; in English a catalog sentence (numbers included) is shown in English.
  const messages = errors?.[name]?.map((message) => t(message));
  const helperText = messages?.length ? messages.join(' ') : hint;
  if (mask) {
    return (
      <MaskedTextField
        mask={mask}
        id={name}
        name={name}
        error={Boolean(messages?.length)}
        helperText={helperText}
        {...props}
      />
    );
  }
  return (
    <TextField id={name} name={name} error={Boolean(messages?.length)} helperText={helperText} {...props} />
  );
}
