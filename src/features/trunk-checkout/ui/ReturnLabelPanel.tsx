import { useId, useState } from 'react';
import { useT } from '@/shared/i18n';
import { Button, FormMessage, Link } from '@/shared/ui';
import { createTrunkReturnLabel, getReturnLabelPdf } from '../api/calls';
import type { ReturnLabel } from '../model/types';
import styles from './TrunkCheckout.module.css';

/** Saves a file the browser holds (the label's PDF) under its name. */
function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = name;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The return label of a trunk with pieces going back: made once, then downloaded as a PDF; how it goes back. */
export function ReturnLabelPanel({ requestId }: { requestId: number }) {
  const t = useT();
  const id = useId();
  const [state, setState] = useState<'idle' | 'working' | 'failed'>('idle');
  const [label, setLabel] = useState<ReturnLabel | null>(null);
  async function download() {
    setState('working');
    try {
      const made = label ?? (await createTrunkReturnLabel(requestId));
      setLabel(made);
      saveFile(await getReturnLabelPdf(made.id), `little-closet-return-${made.barcode}.pdf`);
      setState('idle');
    } catch {
      setState('failed');
    }
  }
  return (
    <section className={styles.region} aria-labelledby={id}>
      <h2 id={id} className={styles.regionTitle}>
        {t('atHome.label.title')}
      </h2>
      <p>{t('atHome.label.text')}</p>
      <Button onClick={download} disabled={state === 'working'}>
        {t(state === 'working' ? 'atHome.label.working' : 'atHome.label.get')}
      </Button>
      {label && <p role="status">{t('atHome.label.ready', { barcode: label.barcode, carrier: label.carrier, mode: label.mode })}</p>}
      {state === 'failed' && <FormMessage tone="failure">{t('atHome.label.failed')}</FormMessage>}
      <p>
        <Link href="/infos/edit/return-mode">{t('atHome.label.mode')}</Link>
      </p>
    </section>
  );
}
