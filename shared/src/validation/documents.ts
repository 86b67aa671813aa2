/** Brazilian document and postcode checks, used by the zod schemas on both ends. */

export const onlyDigits = (value: string) => value.replace(/\D/g, '');

function checkDigit(digits: number[], weights: number[]): number {
  const sum = digits.reduce((acc, d, i) => acc + d * weights[i]!, 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

const CPF_WEIGHTS = [11, 10, 9, 8, 7, 6, 5, 4, 3, 2];
const CNPJ_WEIGHTS = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

/** Appends the two check digits to a base (9 digits for CPF, 12 for CNPJ). */
function withCheckDigits(base: string, weights: number[]): string {
  const d = [...base].map(Number);
  d.push(checkDigit(d, weights.slice(weights.length - d.length)));
  d.push(checkDigit(d, weights.slice(weights.length - d.length)));
  return d.join('');
}
export const completeCpf = (nineDigits: string) => withCheckDigits(nineDigits, CPF_WEIGHTS);
export const completeCnpj = (twelveDigits: string) => withCheckDigits(twelveDigits, CNPJ_WEIGHTS);

export function isValidCpf(value: string): boolean {
  const cpf = onlyDigits(value);
  if (cpf.length !== 11 || /^(\d)\1{10}$/.test(cpf)) return false;
  return completeCpf(cpf.slice(0, 9)) === cpf;
}

export function isValidCnpj(value: string): boolean {
  const cnpj = onlyDigits(value);
  if (cnpj.length !== 14 || /^(\d)\1{13}$/.test(cnpj)) return false;
  return completeCnpj(cnpj.slice(0, 12)) === cnpj;
}

export const isValidDocument = (value: string) => isValidCpf(value) || isValidCnpj(value);

export const isValidCep = (value: string) => /^\d{5}-?\d{3}$/.test(value.trim());
