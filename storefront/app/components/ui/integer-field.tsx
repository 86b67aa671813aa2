import type { NumberFieldProps } from './money-field.tsx';
import { TextField } from './text-field.tsx';

/**
 * A whole number (stock, grams, quantities) typed as text ("1.500"; "1,500" in English), read by the
 * action with the shared `readInteger` in the page's language, which refuses "1.5" instead of saving 15
 * (decisions 040, 050).
 */
export function IntegerField(props: NumberFieldProps) {
  return <TextField type="text" inputMode="numeric" autoComplete="off" spellCheck={false} {...props} />;
}
