import { useT } from '@/shared/i18n';
import { DownloadButton } from '@/shared/ui';
import { fetchReturnLabelPdf, labelFileName } from '../api/returns';
import type { ReturnLabel } from '../model/types';

export interface LabelDownloadProps {
  label: Pick<ReturnLabel, 'id' | 'barcode'>;
  variant?: 'primary' | 'secondary';
  /** Says which label, when several are listed (the accessible name only). */
  reference?: string;
}

/** Saves the label's PDF: read with the client's token, then handed to the browser as a file. */
export function LabelDownload({ label, variant = 'primary', reference }: LabelDownloadProps) {
  const t = useT();
  return (
    <DownloadButton
      fetchFile={() => fetchReturnLabelPdf(label.id)}
      fileName={labelFileName(label)}
      variant={variant}
      label={t('returns.label.download')}
      busyLabel={t('returns.label.downloading')}
      failedMessage={t('returns.label.downloadFailed')}
      accessibleName={reference ? t('returns.label.downloadOf', { reference }) : undefined}
    />
  );
}
