import type { Role } from '@ponte/shared';
import { Form } from 'react-router';
import { useT } from '../../utils/i18n.ts';
import { Button } from '../ui/button.tsx';
import { CATALOGUE_PARAMS, type CatalogueValues } from './catalogue-params.ts';

/**
 * The export (docs/domain-rules.md#export): a client downloads their selection, a supplier or an admin what the filters
 * show. A document POST to the resource route, so the browser receives the file as a download.
 */
export function DownloadForm({ role, values }: { role: Role; values: CatalogueValues }) {
  const t = useT();
  const labelId = 'download-label';
  return (
    <Form method="post" action="/products/download" reloadDocument>
      {role === 'client' ? (
        <input type="hidden" name="marked" value="1" />
      ) : (
        CATALOGUE_PARAMS.map((name) =>
          values[name] ? <input key={name} type="hidden" name={name} value={values[name]} /> : null,
        )
      )}
      <div className="row wrap items-center gap-1" role="group" aria-labelledby={labelId}>
        <p id={labelId} className="text-body2 text-secondary">
          {role === 'client' ? t('Baixar minha seleção') : t('Baixar lista')}
        </p>
        <Button type="submit" name="format" value="csv" size="small" variant="outlined">
          CSV
        </Button>
        <Button type="submit" name="format" value="xlsx" size="small" variant="outlined">
          XLSX
        </Button>
      </div>
    </Form>
  );
}
