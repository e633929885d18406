import { useIntl } from '@/shared/i18n';
import { countryName } from '../lib/countries';
import type { Address } from '../model/types';
import styles from './AddressLines.module.css';

/** An address as it is written on a parcel. */
export function AddressLines({ address }: { address: Address }) {
  const { locale } = useIntl();
  const name = [address.firstname, address.lastname].filter(Boolean).join(' ');
  return (
    <address className={styles.lines}>
      {name && <span>{name}</span>}
      <span>{address.street}</span>
      {address.street_complement && <span>{address.street_complement}</span>}
      <span>
        {address.postcode} {address.city}
      </span>
      <span>{countryName(locale, address.country_code)}</span>
      <span>{address.phone}</span>
    </address>
  );
}
