import { formatMoney, readMoney } from '@ponte/shared/i18n';
import { TypedNumberInput, type NumberInputProps } from './typed-number-input.tsx';

export type { NumberInputProps };

/**
 * Money in reais over a `*_cents` source (money is integer centavos everywhere, reais only in the
 * interface): shows "1.234,56" (en "1,234.56"), reads "49,90", "R$ 1.234,56" or "1234", refuses "49.90" with a sentence.
 */
export const MoneyInput = (props: NumberInputProps) => (
  <TypedNumberInput {...props} read={readMoney} write={formatMoney} inputMode="decimal" prefix="R$" />
);
