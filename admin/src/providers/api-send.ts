import type { EndpointDef, EndpointOutput } from '@ponte/shared';
import { requestApi, type ApiRequest } from './api-request.ts';
import type { HttpClient } from './http-client.ts';

/** An endpoint that answers JSON (not a file or a redirect): its schema parses the answer. */
export type JsonEndpoint = EndpointDef & { response: Exclude<EndpointDef['response'], string> };

/**
 * Calls of the table's endpoints (`ENDPOINTS`) over the console's http client, each answer parsed with
 * the endpoint's response schema, so a contract drift fails loudly (decision 020).
 */
export function createSend(http: HttpClient) {
  return async <E extends JsonEndpoint>(endpoint: E, request?: ApiRequest): Promise<EndpointOutput<E>> =>
    endpoint.response.parse((await requestApi(http, endpoint, request)).json) as EndpointOutput<E>;
}
