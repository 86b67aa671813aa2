import type { ChangeEvent } from 'react';
// The subpath, not the root: the root brings every zod schema (and zod's eval probe) into the bundle.
import { caretAfterMask, MASKS, type MaskKind } from '@ponte/shared/formats';
import { TextField, type TextFieldProps } from './text-field.tsx';

export interface MaskedTextFieldProps extends Omit<TextFieldProps, 'select' | 'multiline' | 'rows'> {
  /** CPF/CNPJ, phone or CEP: shaped as Brazilians write them while typed or pasted. */
  mask: MaskKind;
}

/**
 * A TextField for CPF/CNPJ, phone or CEP (decision 046). The server renders the value already formatted;
 * once hydrated, every change is re-masked in place with the caret kept after the same digit, before the
 * caller's `onChange` sees it (controlled callers get the masked text). The form posts the masked text,
 * which the API's schemas reduce to the digits they store, so it works without JavaScript too.
 * No `maxLength`: the mask bounds the digits, and a pasted "+55 (11) 98765-4321" must arrive whole.
 */
export function MaskedTextField({
  mask,
  defaultValue,
  value,
  onChange,
  maxLength: _ignored,
  ...props
}: MaskedTextFieldProps) {
  const apply = MASKS[mask];
  const shape = (text: unknown) => (text === undefined || text === null ? text : apply(String(text)));
  return (
    <TextField
      inputMode="numeric"
      type={mask === 'phone' ? 'tel' : 'text'}
      {...props}
      defaultValue={shape(defaultValue) as TextFieldProps['defaultValue']}
      value={shape(value) as TextFieldProps['value']}
      onChange={(event: ChangeEvent<HTMLInputElement>) => {
        remask(event.currentTarget, apply);
        onChange?.(event);
      }}
    />
  );
}

function remask(input: HTMLInputElement, apply: (text: string) => string) {
  const text = input.value;
  const masked = apply(text);
  if (masked === text) return;
  const caret = input.selectionStart ?? text.length;
  const digitsBefore = text.slice(0, caret).replace(/\D/g, '').length;
  input.value = masked;
  // Only the focused field has a caret to keep (and setSelectionRange would focus-jump on some browsers).
  if (input.ownerDocument.activeElement === input) {
    const at = caretAfterMask(masked, digitsBefore);
    input.setSelectionRange(at, at);
  }
}
