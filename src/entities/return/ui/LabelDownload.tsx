import { useState } from 'react';
import { useT } from '@/shared/i18n';
import { Button, FormMessage } from '@/shared/ui';
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
  const [state, setState] = useState<'idle' | 'downloading' | 'failed'>('idle');
  const download = async () => {
    setState('downloading');
    try {
      const blob = await fetchReturnLabelPdf(label.id);
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = labelFileName(label);
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  return (
    <>
      <Button
        variant={variant}
        size="small"
        onClick={download}
        disabled={state === 'downloading'}
        aria-label={reference && state !== 'downloading' ? t('returns.label.downloadOf', { reference }) : undefined}
      >
        {t(state === 'downloading' ? 'returns.label.downloading' : 'returns.label.download')}
      </Button>
      {state === 'failed' && <FormMessage tone="failure">{t('returns.label.downloadFailed')}</FormMessage>}
    </>
  );
}
