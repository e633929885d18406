import { useT } from '@/shared/i18n';
import { DownloadButton } from '@/shared/ui';
import { fetchRecycleLabelPdf, recycleLabelFileName } from '../api/recycle';
import type { RecycleLabel } from '../model/types';

export interface RecycleLabelDownloadProps {
  label: Pick<RecycleLabel, 'id' | 'barcode'>;
  variant?: 'primary' | 'secondary';
  /** Names the label in the button's accessible name, when several are listed. */
  withBarcode?: boolean;
}

/** "Download my label (PDF)": the PDF read with the client's token, saved as `little-geste-<barcode>.pdf`. */
export function RecycleLabelDownload({ label, variant = 'primary', withBarcode = false }: RecycleLabelDownloadProps) {
  const t = useT();
  return (
    <DownloadButton
      fetchFile={() => fetchRecycleLabelPdf(label.id)}
      fileName={recycleLabelFileName(label)}
      variant={variant}
      label={t('littlegeste.label.download')}
      busyLabel={t('littlegeste.label.downloading')}
      failedMessage={t('littlegeste.label.downloadFailed')}
      accessibleName={withBarcode ? t('littlegeste.label.downloadOf', { barcode: label.barcode }) : undefined}
    />
  );
}
