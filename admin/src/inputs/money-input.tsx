import { InputAdornment } from '@mui/material';
import { number, NumberInput, type NumberInputProps } from 'react-admin';

/** Reais typed by the admin (49.9 or "49,90") as the API's integer centavos; NaN for nonsense. */
export function reaisToCents(reais: number | string | null | undefined): number | null {
  if (reais === null || reais === undefined || reais === '') return null;
  const text = typeof reais === 'number' ? '' : reais.trim();
  // "1.234,56" is pt-BR; "1234.56" is what a number input hands over.
  const value =
    typeof reais === 'number'
      ? reais
      : Number(text.includes(',') ? text.replace(/\./g, '').replace(',', '.') : text);
  return Number.isFinite(value) ? Math.round(value * 100) : Number.NaN;
}

/** Refuses what `reaisToCents` could not read (NaN), with an example of what it can. */
export const validReais = number('Informe um valor em reais, como 49,90.');

/** Centavos as the text of a number input ("49.90"); the browser shows it in the user's locale. */
export const centsToReais = (cents: number | null | undefined) =>
  typeof cents === 'number' && Number.isFinite(cents) ? (cents / 100).toFixed(2) : '';

/**
 * A money input in reais over a `*_cents` source (DESIGN §3: money is integer centavos everywhere,
 * reais only in the interface).
 */
export function MoneyInput(props: Omit<NumberInputProps, 'format' | 'parse' | 'step'>) {
  return (
    <NumberInput
      {...props}
      // "any": centavos are rounded by `parse`; a 0.01 step would make the browser refuse 79.90 as a
      // step mismatch wherever it checks in binary floating point.
      step="any"
      min={0}
      format={centsToReais}
      parse={reaisToCents}
      slotProps={{
        input: { startAdornment: <InputAdornment position="start">R$</InputAdornment> },
      }}
    />
  );
}
