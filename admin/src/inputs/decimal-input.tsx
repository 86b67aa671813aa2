import { formatDecimal, readDecimal } from '@ponte/shared/i18n';
import { TypedNumberInput, type NumberInputProps } from './typed-number-input.tsx';

/** A measure with up to two decimals (centimetres): shows and reads "12,5" (en "12.5"). */
export const DecimalInput = (props: NumberInputProps) => (
  <TypedNumberInput {...props} read={readDecimal} write={formatDecimal} inputMode="decimal" />
);
