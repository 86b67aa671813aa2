import { ErrorBodySchema } from '@ponte/shared';
import { jsonResponse } from './openapi.ts';

/** The error answers a route can give, for the OpenAPI document (bodies are always ErrorBody). */
const describe: Record<number, string> = {
  400: 'Corpo malformado',
  401: 'Sem sessão válida',
  402: 'Assinatura inativa',
  403: 'Sem permissão',
  404: 'Não encontrado',
  409: 'Conflito',
  422: 'Dados inválidos',
  429: 'Muitas tentativas',
  503: 'Serviço indisponível',
};

export const errorResponses = (...statuses: (keyof typeof describe)[]) =>
  Object.fromEntries(statuses.map((s) => [s, jsonResponse(ErrorBodySchema, describe[s]!)]));
