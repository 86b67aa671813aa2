import type { ErrorBody } from '@ponte/shared';

/**
 * A failure the client should see as it is: status + the contract's error body. (Its counterpart on the
 * other side of the wire is the shared client's `ApiError`: an answer of this kind as a caller receives it.)
 */
export class HttpError extends Error {
  constructor(
    readonly status: 400 | 401 | 402 | 403 | 404 | 409 | 413 | 422 | 429 | 500 | 502 | 503,
    message: string,
    readonly errors?: ErrorBody['errors'],
  ) {
    super(message);
  }

  toBody(): ErrorBody {
    return this.errors ? { error: this.message, errors: this.errors } : { error: this.message };
  }
}

export const MESSAGES = {
  unauthenticated: 'Sessão inválida ou expirada. Entre novamente.',
  forbidden: 'Você não tem permissão para esta ação.',
  notFound: 'Registro não encontrado.',
  routeNotFound: 'Rota não encontrada.',
  invalid: 'Os dados enviados são inválidos.',
  malformed: 'O corpo da requisição não é um JSON válido.',
  tooLarge: 'O corpo da requisição é grande demais.',
  unsupportedMediaType: 'Envie o corpo como JSON (Content-Type: application/json).',
  xsrf: 'Token XSRF ausente ou inválido. Recarregue a página e tente novamente.',
  rateLimited: 'Muitas tentativas. Aguarde um pouco e tente novamente.',
  inactiveSubscription:
    'Sua conta não esta ativa, para ter acesso a todo o sistema faça ou renove a sua assinatura',
  internal: 'Algo deu errado, entre em contato com os desenvolvedores',
  databaseUnavailable: 'O serviço está temporariamente indisponível. Tente novamente em alguns instantes.',
  migrationsPending: 'O serviço ainda não está pronto: o banco de dados aguarda atualização.',
} as const;

export const notFound = () => new HttpError(404, MESSAGES.notFound);
export const forbidden = () => new HttpError(403, MESSAGES.forbidden);
export const conflict = (message: string) => new HttpError(409, message);
export const unprocessable = (message: string, errors?: ErrorBody['errors']) =>
  new HttpError(422, message, errors);
