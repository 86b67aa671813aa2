import { BLING_CALLBACK_OUTCOMES, type BlingCallbackOutcome, type BlingStatus } from '@ponte/shared';
import { data, redirect } from 'react-router';
import { GENERIC_ERROR } from '../../utils/form.server.ts';
import { signedIn, type SignedInArgs } from '../../utils/signed-in.server.ts';
import { BLING_INTENTS, type BlingAnswer, type BlingIntent } from './bling-labels.ts';

export const isBlingIntent = (intent: unknown): intent is BlingIntent =>
  BLING_INTENTS.includes(intent as BlingIntent);

const INACTIVE = 'Sua conta não esta ativa, para ter acesso a todo o sistema faça ou renove a sua assinatura';
// Statuses whose pt-BR text says what to do (not connected, a run already going, Bling down…).
const EXPLAINED = new Set([409, 422, 429, 502, 503]);

/** GET /v1/bling/status for the card; null when it cannot be had (the card says so, the page stays). */
export const loadBlingStatus = (args: SignedInArgs): Promise<BlingStatus | null> =>
  signedIn(args, (api) => api.bling.status(), { refused: () => null });

/** `?bling=<outcome>` from the OAuth callback, if it is one the API sends. */
export function blingOutcome(search: URLSearchParams): BlingCallbackOutcome | null {
  const value = search.get('bling');
  return BLING_CALLBACK_OUTCOMES.find((outcome) => outcome === value) ?? null;
}

/**
 * "Conectar ao Bling" (off to Bling's authorize page), "Sincronizar agora" and "Desconectar". A refusal
 * keeps the API's status and its Portuguese text where that text explains itself.
 */
export function blingAction(args: SignedInArgs, intent: BlingIntent) {
  return signedIn(
    args,
    async (api) => {
      if (intent === 'bling-connect') {
        const { url } = await api.bling.requestAuth();
        return redirect(url);
      }
      if (intent === 'bling-sync') {
        const { message, run } = await api.bling.sync();
        return data<BlingAnswer>({ intent, ok: message, run });
      }
      const { message } = await api.bling.disconnect();
      return data<BlingAnswer>({ intent, ok: message });
    },
    {
      refused: (error) => {
        const text =
          error.status === 402 ? INACTIVE : EXPLAINED.has(error.status) ? error.body.error : GENERIC_ERROR;
        return data<BlingAnswer>({ intent, error: text }, { status: error.status });
      },
    },
  );
}
