import { ProductDownloadRequestSchema } from '@ponte/shared';
import { redirect } from 'react-router';
import { catalogueValues } from '../components/products/catalogue-params.ts';
import { catalogueFilter } from '../components/products/catalogue-query.server.ts';
import { requestLocale } from '../utils/i18n.ts';
import { requireSameOrigin } from '../utils/origin.server.ts';
import { signedIn } from '../utils/signed-in.server.ts';
import type { Route } from './+types/products-download';

/** Headers of the API's file answer that the browser needs to save it under the API's name. */
const PASSED_ON = ['Content-Type', 'Content-Disposition', 'Cache-Control'];

/**
 * POST /products/download: the catalogue's export streamed through from the API (CSV or XLSX), never
 * buffered here. A refusal sends the person back to the catalogue, which says what went wrong.
 */
export async function action(args: Route.ActionArgs) {
  const { request } = args;
  requireSameOrigin(request);
  const form = await request.formData();
  const values = catalogueValues(form);
  const { search, filter } = catalogueFilter(values, requestLocale(request));
  const parsed = ProductDownloadRequestSchema.safeParse({ format: form.get('format'), search, filter });
  if (!parsed.success) throw redirect('/products?erro=download');
  return signedIn(
    args,
    async (api) => {
      const file = await api.products.download(parsed.data);
      const headers = new Headers();
      for (const name of PASSED_ON) {
        const value = file.headers.get(name);
        if (value) headers.set(name, value);
      }
      return new Response(file.body, { status: 200, headers });
    },
    {
      // The catalogue's rule (docs/product.md#site-screens): without a session, to /.
      signedOut: '/',
      // 402: the catalogue shows the subscription dialog; anything else, the download's failure message.
      refused: (error) => {
        throw redirect(error.status === 402 ? '/products' : '/products?erro=download');
      },
    },
  );
}
