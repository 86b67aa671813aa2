/** Refusals of typed numbers (numbers.ts, decision 040), merged into the catalog (pt-BR key → en). */
export const numberPhrases: Record<string, string> = {
  'Use vírgula para os centavos, como em 49,90.': 'Use a comma before the cents, as in 49,90.',
  'Use no máximo dois dígitos para os centavos, como em 49,90.':
    'Use at most two digits for the cents, as in 49,90.',
  'Informe um valor em reais, como 49,90.': 'Enter an amount in reais, such as 49,90.',
  'Informe um número inteiro, sem vírgula.': 'Enter a whole number, without a comma.',
  'Informe um número inteiro, como 1.500.': 'Enter a whole number, such as 1.500.',
  'Use vírgula para as casas decimais, como em 12,5.': 'Use a comma before the decimals, as in 12,5.',
  'Informe um número, como 12,5.': 'Enter a number, such as 12,5.',
  'O valor não pode ser negativo.': 'The value cannot be negative.',
  'Número grande demais.': 'Number too large.',
  // The English reading's refusals (NUMBER_ERRORS_EN, decision 050): only the English UI shows them.
  'Use ponto para os centavos, como em 49.90.': 'Use a dot before the cents, as in 49.90.',
  'Use no máximo dois dígitos para os centavos, como em 49.90.':
    'Use at most two digits for the cents, as in 49.90.',
  'Informe um valor em reais, como 49.90.': 'Enter an amount in reais, such as 49.90.',
  'Informe um número inteiro, sem ponto decimal.': 'Enter a whole number, without a decimal point.',
  'Informe um número inteiro, como 1,500.': 'Enter a whole number, such as 1,500.',
  'Use ponto para as casas decimais, como em 12.5.': 'Use a dot before the decimals, as in 12.5.',
  'Informe um número, como 12.5.': 'Enter a number, such as 12.5.',
};
