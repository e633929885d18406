import { useT } from '@/shared/i18n';
import type { ReturnLabel } from '../model/types';

/** How the parcel of a label goes back: the mode with its carrier, and the relay point when there is one. */
export function LabelMode({ label }: { label: Pick<ReturnLabel, 'mode' | 'carrier' | 'relay_point'> }) {
  const t = useT();
  const point = label.relay_point;
  return (
    <>
      {t('returns.mode.with', { mode: label.mode, carrier: label.carrier })}
      {point && <> · {t('returns.mode.relayAt', { name: point.name, street: point.street, postcode: point.postcode, city: point.city })}</>}
    </>
  );
}
