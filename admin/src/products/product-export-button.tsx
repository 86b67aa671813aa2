import { useState } from 'react';
import DownloadIcon from '@mui/icons-material/Download';
import { Button, useDataProvider, useListContext, useNotify } from 'react-admin';
import type { ProductExportFormat } from '@ponte/shared';
import type { PonteDataProvider } from '../providers/data-provider.ts';
import { saveFile } from './save-file.ts';

/** The products of the list's current filter (all pages) as CSV or XLSX, made by the API. */
export function ProductExportButton({ format }: { format: ProductExportFormat }) {
  const dataProvider = useDataProvider<PonteDataProvider>();
  const { filterValues, total } = useListContext();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);

  async function download() {
    setBusy(true);
    try {
      const file = await dataProvider.exportProducts({ format, filter: filterValues });
      saveFile(file.blob, file.filename);
    } catch (error) {
      notify(error instanceof Error ? error.message : 'Não foi possível baixar o arquivo. Tente novamente.', {
        type: 'error',
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button
      label={format === 'csv' ? 'Exportar CSV' : 'Exportar XLSX'}
      onClick={download}
      disabled={busy || !total}
    >
      <DownloadIcon />
    </Button>
  );
}
