import type { Locale } from '@ponte/shared/i18n';
import { data, redirect } from 'react-router';
import type { ProductFormValues } from '../components/products/product-form-fields.ts';
import { formFailure, GENERIC_ERROR } from '../utils/form.server.ts';
import { signedIn, type SignedInArgs } from '../utils/signed-in.server.ts';
import { productInput, readProductForm } from './product-input.server.ts';

/** The product form's answer: saved, or refused with the messages (catalog phrases) and the values as typed. */
export type SaveResult =
  | { intent: 'update'; ok: true; message: string }
  | { intent: 'create' | 'update'; ok: false; error: string; errors: Record<string, string[]>; values: ProductFormValues };

const REFUSALS = {
  402: 'Sua conta não esta ativa, para ter acesso a todo o sistema faça ou renove a sua assinatura',
  403: 'Você não tem permissão para esta ação.',
  404: 'Produto não encontrado.',
};

/**
 * "Novo produto" (POST, then the new product's page) or the owner's edit (PUT `{data}`). The form is
 * checked with the API's own schema first; a refusal comes back for the error dialog (docs/product.md#messages).
 */
export async function saveProduct(
  args: SignedInArgs,
  intent: 'create' | 'update',
  id: number | null,
  form: FormData,
  locale: Locale = 'pt-BR',
) {
  const values = readProductForm(form);
  const refuse = (status: number, error: string, errors: Record<string, string[]> = {}) =>
    data<SaveResult>({ intent, ok: false, error, errors, values }, { status });

  const parsed = productInput(values, intent, locale);
  if (!parsed.ok) return refuse(422, 'Os dados enviados são inválidos.', parsed.errors);
  return signedIn(
    args,
    async (api) => {
      if (intent === 'create' || id === null) {
        const product = await api.products.create(parsed.data);
        return redirect(`/product/${product.id}`);
      }
      await api.products.update(id, parsed.data);
      return data<SaveResult>({ intent, ok: true, message: 'Produto atualizado' });
    },
    {
      refused: (error) => {
        const failure = formFailure(error, REFUSALS);
        return refuse(failure.status, failure.error ?? GENERIC_ERROR, failure.errors);
      },
    },
  );
}
