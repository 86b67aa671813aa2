import { ApiError, CepSchema } from '@ponte/shared';
import { getApi, hasSessionCookie } from '../utils/api.server.ts';
import { requestLocale, translator } from '../utils/i18n.ts';
import type { Route } from './+types/cep';

/**
 * GET /cep/:cep → the address of a CEP as JSON, for the address forms' lookup in the browser (which
 * only ever talks to the storefront). Failures are `{error}` with the API's status and text.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  if (!hasSessionCookie(request)) {
    const t = translator(requestLocale(request));
    return Response.json({ error: t('Sessão inválida ou expirada. Entre novamente.') }, { status: 401 });
  }
  const cep = CepSchema.safeParse(params.cep);
  if (!cep.success) {
    return Response.json({ error: cep.error.issues[0]?.message }, { status: 422 });
  }
  try {
    return Response.json(await getApi(request, context).cep(cep.data));
  } catch (error) {
    if (error instanceof ApiError)
      return Response.json({ error: error.body.error }, { status: error.status });
    throw error;
  }
}
