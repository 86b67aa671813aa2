import { onlyDigits } from './documents.ts';

/**
 * CPF/CNPJ, phone and CEP as Brazilians write them. The wire and the database keep digits only (the
 * field schemas strip the rest); these only shape what people see and type.
 *
 * `format*` shows a stored value: a complete one formatted, anything else (legacy, foreign) unchanged, so
 * a screen never hides what is really stored. `mask*` shapes what is being typed or pasted: whatever the
 * text, its digits (at most as many as the value can have) in the pattern, as far as they go.
 */

/** Groups digits by a pattern where `9` is a digit: as many digits as there are, no trailing separator. */
function applyPattern(digits: string, pattern: string): string {
  let out = '';
  let next = 0;
  for (const char of pattern) {
    if (next >= digits.length) break;
    if (char === '9') out += digits[next++];
    else out += char;
  }
  return out;
}

const CPF = '999.999.999-99';
const CNPJ = '99.999.999/9999-99';
const MOBILE = '(99) 99999-9999';
const LANDLINE = '(99) 9999-9999';
const CEP = '99999-999';

export const formatCpf = (value: string) => (/^\d{11}$/.test(value) ? applyPattern(value, CPF) : value);
export const formatCnpj = (value: string) => (/^\d{14}$/.test(value) ? applyPattern(value, CNPJ) : value);

/** 11 digits → 390.533.447-05, 14 → 12.345.678/0001-95; anything else unchanged. */
export const formatDocument = (value: string) => formatCnpj(formatCpf(value));

/** 11 digits → (11) 98765-4321, 10 → (11) 3456-7890; anything else unchanged. */
export function formatPhone(value: string): string {
  if (/^\d{11}$/.test(value)) return applyPattern(value, MOBILE);
  if (/^\d{10}$/.test(value)) return applyPattern(value, LANDLINE);
  return value;
}

/** 8 digits → 01310-100; anything else unchanged. */
export const formatCep = (value: string) => (/^\d{8}$/.test(value) ? applyPattern(value, CEP) : value);

/** A nullable stored value for display: null/undefined/"" stay empty. */
export const formatOptional = (format: (value: string) => string, value: string | null | undefined) =>
  value ? format(value) : '';

/** CPF while it has up to 11 digits, CNPJ from the 12th (at most 14). */
export function maskDocument(text: string): string {
  const digits = onlyDigits(text).slice(0, 14);
  return applyPattern(digits, digits.length > 11 ? CNPJ : CPF);
}

/** Landline pattern up to 10 digits, mobile at 11 (the extra 9 moves the hyphen); a leading +55 is dropped. */
export function maskPhone(text: string): string {
  // A pasted international number: the country code is not part of what is stored.
  const all = onlyDigits(text);
  const digits = (/^\s*\+/.test(text) && /^55\d{10,11}$/.test(all) ? all.slice(2) : all).slice(0, 11);
  return applyPattern(digits, digits.length > 10 ? MOBILE : LANDLINE);
}

export const maskCep = (text: string) => applyPattern(onlyDigits(text).slice(0, 8), CEP);

/** The masks by the kind of value, for inputs that take the kind as a prop. */
export const MASKS = { document: maskDocument, phone: maskPhone, cep: maskCep } as const;
export type MaskKind = keyof typeof MASKS;

/** The longest masked text of each kind: an input's `maxLength`. */
export const MASK_MAX_LENGTH: Record<MaskKind, number> = {
  document: CNPJ.length,
  phone: MOBILE.length,
  cep: CEP.length,
};

/**
 * Where the caret goes after masking: right after the same number of digits it followed before, so
 * typing or deleting in the middle of "(11) 9876" does not throw the caret to the end.
 */
export function caretAfterMask(masked: string, digitsBeforeCaret: number): number {
  if (digitsBeforeCaret <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < masked.length; i++) {
    if (/\d/.test(masked[i]!) && ++seen === digitsBeforeCaret) return i + 1;
  }
  return masked.length;
}
