/**
 * The product's own words for what went wrong (decision 041): validation sentences of the zod error map
 * (shared/src/validation/error-map.ts) and transport failures of both apps, merged into the catalog.
 * No zod here: the console's login page imports these sentences and must stay small (decision 021).
 */

/** Failures that are not an answer of the API, or an answer that is not its JSON (proxy pages, crashes). */
export const FAILURE_MESSAGES = {
  /** fetch rejected: no network, server down, connection cut. */
  network: 'Não foi possível falar com o servidor. Verifique sua conexão e tente novamente.',
  /** 502, 503, 504 without the API's JSON: a proxy or a restart in between. */
  unavailable: 'O serviço está temporariamente indisponível. Tente novamente em alguns instantes.',
  /** Any other failure without the API's JSON; the spec's generic sentence. */
  internal: 'Algo deu errado, entre em contato com os desenvolvedores',
} as const;

/** The sentence for an HTTP failure whose body is not the API's error JSON. */
export function failureForStatus(status: number): string {
  if (status === 0) return FAILURE_MESSAGES.network;
  if (status === 502 || status === 503 || status === 504) return FAILURE_MESSAGES.unavailable;
  return FAILURE_MESSAGES.internal;
}

export const messagePhrases: Record<string, string> = {
  [FAILURE_MESSAGES.network]: 'Could not reach the server. Check your connection and try again.',
  'Erro no servidor': 'Server error',
  'Tentar novamente': 'Try again',
  // The zod error map, one sentence per kind of issue ({max}/{min} already in the field's unit).
  'Use no máximo {max} caracteres.': 'Use at most {max} characters.',
  'Use no máximo 1 caractere.': 'Use at most 1 character.',
  'Use pelo menos {min} caracteres.': 'Use at least {min} characters.',
  'Informe um valor de até {max}.': 'Enter an amount of at most {max}.',
  'Informe um valor menor que {max}.': 'Enter an amount below {max}.',
  'Informe um valor de pelo menos {min}.': 'Enter an amount of at least {min}.',
  'Informe um valor maior que {min}.': 'Enter an amount above {min}.',
  'Informe um número de até {max}.': 'Enter a number of at most {max}.',
  'Informe um número menor que {max}.': 'Enter a number below {max}.',
  'Informe um número de pelo menos {min}.': 'Enter a number of at least {min}.',
  'Informe um número maior que {min}.': 'Enter a number above {min}.',
  'Informe um número inteiro.': 'Enter a whole number.',
  'Informe um número.': 'Enter a number.',
  'Informe um valor em reais.': 'Enter an amount in reais.',
  'Informe um múltiplo de {step}.': 'Enter a multiple of {step}.',
  'Escolha no máximo {max} itens.': 'Choose at most {max} items.',
  'Escolha pelo menos {min} itens.': 'Choose at least {min} items.',
  'Escolha pelo menos um item.': 'Choose at least one item.',
  'Informe um endereço que comece com https://.': 'Enter an address starting with https://.',
  'Informe uma data válida.': 'Enter a valid date.',
  'Formato inválido.': 'Invalid format.',
  'Escolha uma das opções.': 'Choose one of the options.',
  'Campo não permitido.': 'Field not allowed.',
  'Valor inválido.': 'Invalid value.',
};
