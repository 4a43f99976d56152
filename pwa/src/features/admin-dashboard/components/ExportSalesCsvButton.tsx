import { useState } from 'react';
import { Icon } from '../../../components/ui/Icon';
import { toastError } from '../../../lib/http/toastError';
import { fetchSalesCsv, type SalesWindow } from '../api/adminReportsApi';
import { saveBlob } from '../../../lib/saveBlob';

/** Downloads the sales of the chosen days as a CSV file. */
export function ExportSalesCsvButton({ dates }: { dates: SalesWindow }) {
  const [busy, setBusy] = useState(false);

  async function exportCsv() {
    setBusy(true);
    try {
      const { blob, filename } = await fetchSalesCsv(dates);
      saveBlob(blob, filename);
    } catch (error) {
      toastError(error, 'Không thể xuất tệp CSV.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <button type="button" className="btn btn-secondary" onClick={exportCsv} disabled={busy} data-testid="export-sales-csv">
      <Icon name="document" className="h-4 w-4" />
      {busy ? 'Đang xuất...' : 'Xuất CSV'}
    </button>
  );
}
