import { numberErrors, readMoney, type ApiError } from '@ponte/shared';
import type { Locale } from '@ponte/shared/i18n';
import { data } from 'react-router';
import { GENERIC_ERROR } from '../../utils/form.server.ts';
import { signedIn, type SignedInArgs } from '../../utils/signed-in.server.ts';
import type { SelectionResult } from './action-results.ts';

const INTENTS = ['mark', 'price', 'delete'] as const;
type Intent = (typeof INTENTS)[number];
export const isSelectionIntent = (intent: unknown): intent is Intent => INTENTS.includes(intent as Intent);

/**
 * The messages for each refusal (docs/product.md#messages, docs/domain-rules.md#inactive-accounts); 409 and 422 keep the server's own text.
 * Messages stay catalog phrases (pt-BR): the page translates them into the person's language.
 */
function refusal(intent: Intent, id: number, error: ApiError): Refusal {
  const { status, body } = error;
  const messages: Record<number, string> = {
    402: 'Sua conta não esta ativa, para ter acesso a todo o sistema faça ou renove a sua assinatura',
    403: 'Você não tem permissão para esta ação.',
    404: 'Produto não encontrado.',
  };
  const text =
    status === 409 || status === 422 || status === 429 ? body.error : (messages[status] ?? GENERIC_ERROR);
  return { intent, id, ok: false, error: text, errors: body.errors, status };
}

type Refusal = Extract<SelectionResult, { ok: false }> & { status: number };

/** Refusals keep the API's status, so the router does not revalidate after them. */
function answer(result: SelectionResult | Refusal) {
  if (!('status' in result)) return data<SelectionResult>(result, { status: 200 });
  const { status, ...refused } = result;
  return data<SelectionResult>(refused, { status });
}

/**
 * The per-product actions shared by /products and /product/:id: mark/unmark and the client's price,
 * delete for the owner supplier or an admin. Each answers a `SelectionResult` for that product.
 */
export async function selectionAction(
  args: SignedInArgs,
  intent: Intent,
  form: FormData,
  locale: Locale = 'pt-BR',
) {
  const id = Number(form.get('id'));
  if (!Number.isInteger(id) || id <= 0) throw data(null, { status: 400 });
  if (intent === 'price') return setPrice(args, id, String(form.get('sale_price') ?? ''), locale);
  return signedIn(
    args,
    async (api) => {
      if (intent === 'mark') {
        const { message, marked } = await api.products.markUnmark({ product_id: id });
        return answer({ intent, id, ok: true, message, marked });
      }
      const { message } = await api.products.remove(id);
      return answer({ intent, id, ok: true, message });
    },
    { refused: (error) => answer(refusal(intent, id, error)) },
  );
}

/** The client's sale price as typed in the page's language; a refusal shows the typed value again. */
async function setPrice(args: SignedInArgs, id: number, value: string, locale: Locale) {
  const intent = 'price';
  const reading = readMoney(value, locale);
  const cents = reading.ok ? reading.value : null;
  if (cents === null) {
    const message = reading.ok ? numberErrors(locale).money : reading.error;
    return answer({
      intent,
      id,
      ok: false,
      error: message,
      errors: { sale_price_cents: [message] },
      value,
      status: 422,
    });
  }
  return signedIn(
    args,
    async (api) => {
      const { message, product } = await api.products.setPrice({ product_id: id, sale_price_cents: cents });
      return answer({ intent, id, ok: true, message, product });
    },
    { refused: (error) => answer({ ...refusal(intent, id, error), value }) },
  );
}
