import { useState } from 'react';
import type { RelayCountry, RelayPoint } from '@/entities/address';
import { RelayPointPicker } from '@/features/shop/relay-point-picker';
import { useT } from '@/shared/i18n';
import { Button, TextField } from '@/shared/ui';
import styles from './CreateAddressPage.module.css';

export interface RelaySearchProps {
  country: RelayCountry;
  /** The sender's postcode: the first search. */
  postcode: string;
  picked: string | null;
  onPick: (point: RelayPoint) => void;
}

/** The relay points near the sender's postcode, or near another one the client types. */
export function RelaySearch({ country, postcode: initial, picked, onPick }: RelaySearchProps) {
  const t = useT();
  const [postcode, setPostcode] = useState(initial);
  const [searched, setSearched] = useState(initial.trim());
  return (
    <div className={styles.relay}>
      <div className={styles.search}>
        <TextField label={t('littlegeste.create.relay.postcode')} value={postcode} onChange={(event) => setPostcode(event.target.value)} autoComplete="postal-code" maxLength={10} />
        <Button variant="secondary" size="small" onClick={() => setSearched(postcode.trim())} disabled={!postcode.trim()}>
          {t('littlegeste.create.relay.search')}
        </Button>
      </div>
      {searched && <RelayPointPicker country={country} postcode={searched} picked={picked} intro={t('littlegeste.create.relay.intro')} onPick={onPick} />}
    </div>
  );
}
