import { formatInteger, readInteger } from '@ponte/shared/i18n';
import { TypedNumberInput, type NumberInputProps } from './typed-number-input.tsx';

/**
 * A whole number (stock, grams, days, positions): shows "1.500" (en "1,500"), refuses "1.5" instead of saving 15.
 * `allowNegative` for orderings (a plan's or a content's position).
 */
export const IntegerInput = ({ allowNegative, ...props }: NumberInputProps & { allowNegative?: boolean }) => (
  <TypedNumberInput
    {...props}
    read={(text, locale) => readInteger(text, locale, { negative: allowNegative })}
    write={formatInteger}
    // A phone's numeric keypad has no minus sign.
    inputMode={allowNegative ? 'text' : 'numeric'}
  />
);
