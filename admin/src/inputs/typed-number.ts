import { useState } from 'react';
import type { Locale, NumberReading } from '@ponte/shared/i18n';

/** The shared readers and writers, in the console's language (decision 050: en reads "1,234.56"). */
export type Read = (text: string | null | undefined, locale: Locale) => NumberReading;
export type Write = (value: number | null | undefined, locale: Locale) => string;

/**
 * parse/format/validate for a react-admin `TextInput` holding a number typed the way the console's
 * language writes numbers (decisions 040, 050). The form value is the number once the text reads as one, and the text itself while it
 * does not, so `validate` can say why and the form cannot be saved. While the person types, the field
 * keeps their text (no "49," turning into "49,00" under the cursor); on blur it shows the canonical form.
 */
export function useTypedNumber(readIn: Read, writeIn: Write, locale: Locale) {
  const [typed, setTyped] = useState<string | null>(null);
  const read = (text: string | null | undefined) => readIn(text, locale);
  const write = (value: number | null | undefined) => writeIn(value, locale);
  const parse = (text: string) => {
    setTyped(text);
    const reading = read(text);
    return reading.ok ? reading.value : text;
  };
  const format = (value: unknown) => {
    // A text that does not read (or a number the API sends as text, as configuration values are).
    if (typeof value === 'string') return value;
    const number = typeof value === 'number' ? value : null;
    if (typed !== null) {
      const reading = read(typed);
      if (reading.ok && reading.value === number) return typed;
    }
    return write(number);
  };
  const validate = (value: unknown) => {
    if (typeof value !== 'string') return undefined;
    const reading = read(value);
    return reading.ok ? undefined : reading.error;
  };
  const onBlur = () => setTyped(null);
  return { parse, format, validate, onBlur };
}
