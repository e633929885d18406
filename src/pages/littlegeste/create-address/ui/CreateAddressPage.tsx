import { useLocation } from 'wouter';
import { useViewer } from '@/entities/session';
import { AddressForm } from '@/features/shop/address-form';
import { RECYCLE_PATHS, RecycleLabelFlow } from '@/features/littlegeste/recycle-label';
import { useFeature, useIntl, usePageTitle, useT } from '@/shared/i18n';
import { localePath } from '@/shared/lib';
import { Container } from '@/shared/ui';
import styles from './CreateAddressPage.module.css';
import { RelaySearch } from './RelaySearch';

/**
 * /littlegeste/create-label/address [littlegeste]: the sender's address (a saved one, or a new one
 * with the address form and its postcode rules), then the post office or a relay point.
 */
export default function CreateAddressPage() {
  const t = useT();
  const locale = useIntl().appLocale;
  const { status } = useViewer();
  const enabled = useFeature('recycle');
  const [, navigate] = useLocation();
  usePageTitle(t('littlegeste.create.address.title'));
  return (
    <Container className={styles.page}>
      <h1>{t('littlegeste.create.address.title')}</h1>
      {status === 'loading' ? (
        <p role="status">{t('littlegeste.create.loading')}</p>
      ) : (
        <RecycleLabelFlow
          step="address"
          enabled={enabled}
          signedIn={status === 'authenticated'}
          signInHref={`/login?redirect=${encodeURIComponent(localePath(RECYCLE_PATHS.address, locale))}`}
          onNavigate={(to) => {
            navigate(to, { replace: to.includes('/blocked/') || to === RECYCLE_PATHS.start });
            window.scrollTo(0, 0);
          }}
          addAddress={(onAdded) => <AddressForm kind="SHIPPING" onSaved={onAdded} />}
          pickRelayPoint={({ country, postcode, picked, onPick }) => (
            <RelaySearch
              country={country}
              postcode={postcode}
              picked={picked}
              onPick={(point) => onPick({ id: point.id, name: point.name, street: point.street, postcode: point.postcode, city: point.city, country_code: point.country_code })}
            />
          )}
        />
      )}
    </Container>
  );
}
