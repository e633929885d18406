import { countryName } from '@/entities/address';
import { recycleOfferQuery, type RecycleOffer } from '@/entities/recycle-label';
import { PageHead } from '@/entities/website';
import { formatPrice, useIntl, useT } from '@/shared/i18n';
import { useResource } from '@/shared/lib';
import { Button, Container, FormMessage, Link } from '@/shared/ui';
import styles from './LittleGestePage.module.css';

const ACCEPTED = ['clothes', 'linen', 'shoes', 'accessories', 'worn'] as const;
const REFUSED = ['underwear', 'soiled', 'other'] as const;

function Programme({ offer }: { offer: RecycleOffer }) {
  const t = useT();
  const intl = useIntl();
  const reward = formatPrice(intl, offer.reward_amount);
  const values = { reward, days: offer.label_valid_days, kg: offer.max_weight_kg, limit: offer.monthly_limit };
  return (
    <>
      <section aria-labelledby="littlegeste-how">
        <h2 id="littlegeste-how">{t('littlegeste.public.how.title')}</h2>
        <ol className={styles.steps}>
          <li className={styles.step}>
            <h3>{t('littlegeste.public.how.label.title')}</h3>
            <p>{t('littlegeste.public.how.label.text', values)}</p>
          </li>
          <li className={styles.step}>
            <h3>{t('littlegeste.public.how.drop.title')}</h3>
            <p>{t('littlegeste.public.how.drop.text', values)}</p>
          </li>
          <li className={styles.step}>
            <h3>{t('littlegeste.public.how.reward.title', values)}</h3>
            <p>{t('littlegeste.public.how.reward.text', values)}</p>
          </li>
        </ol>
      </section>
      <section aria-labelledby="littlegeste-what" className={styles.what}>
        <h2 id="littlegeste-what">{t('littlegeste.public.what.title')}</h2>
        <div className={styles.columns}>
          <div className={styles.accepted}>
            <h3>{t('littlegeste.public.accepted.title')}</h3>
            <ul>
              {ACCEPTED.map((item) => (
                <li key={item}>{t(`littlegeste.public.accepted.${item}`)}</li>
              ))}
            </ul>
          </div>
          <div className={styles.refused}>
            <h3>{t('littlegeste.public.refused.title')}</h3>
            <ul>
              {REFUSED.map((item) => (
                <li key={item}>{t(`littlegeste.public.refused.${item}`)}</li>
              ))}
            </ul>
          </div>
        </div>
        <p className={styles.note}>{t('littlegeste.public.what.after')}</p>
      </section>
      <section aria-labelledby="littlegeste-limits">
        <h2 id="littlegeste-limits">{t('littlegeste.public.limits.title')}</h2>
        <ul className={styles.limits}>
          <li>
            <strong className={styles.figure}>{t('littlegeste.public.limits.weight.figure', values)}</strong>
            <span>{t('littlegeste.public.limits.weight.text')}</span>
          </li>
          <li>
            <strong className={styles.figure}>{t('littlegeste.public.limits.monthly.figure', values)}</strong>
            <span>{t('littlegeste.public.limits.monthly.text')}</span>
          </li>
          <li>
            <strong className={styles.figure}>{t('littlegeste.public.limits.validity.figure', values)}</strong>
            <span>{t('littlegeste.public.limits.validity.text')}</span>
          </li>
        </ul>
      </section>
      <section aria-labelledby="littlegeste-countries">
        <h2 id="littlegeste-countries">{t('littlegeste.public.countries.title')}</h2>
        <ul className={styles.countries}>
          {offer.countries.map((country) => (
            <li key={country.country_code}>
              <span className={styles.country}>{countryName(intl.appLocale, country.country_code)}</span>{' '}
              <span className={styles.carrier}>
                {t(country.drop_offs.includes('RELAY') ? 'littlegeste.public.countries.relay' : 'littlegeste.public.countries.postOffice', { carrier: country.carrier })}
              </span>
            </li>
          ))}
        </ul>
        <p className={styles.note}>{t('littlegeste.public.countries.other')}</p>
      </section>
    </>
  );
}

/** /littlegeste: the recycling programme, how it works, what it takes, what it gives, and the way to start. */
export default function LittleGestePage() {
  const t = useT();
  const intl = useIntl();
  const offer = useResource(recycleOfferQuery(intl.appLocale));
  const reward = offer.status === 'ready' ? formatPrice(intl, offer.data.reward_amount) : null;
  return (
    <>
      <PageHead />
      <div className={styles.hero}>
        <Container className={styles.header}>
          <p className={styles.kicker}>{t('littlegeste.public.kicker')}</p>
          <h1>{t('littlegeste.public.title')}</h1>
          <p className={styles.lead}>{reward ? t('littlegeste.public.lead', { reward }) : t('littlegeste.public.leadPlain')}</p>
        </Container>
      </div>
      <Container className={styles.page}>
        {offer.status === 'loading' && <p role="status">{t('littlegeste.public.loading')}</p>}
        {offer.status === 'failed' && (
          <div className={styles.failed}>
            <FormMessage tone="failure">{t('littlegeste.public.failed')}</FormMessage>
            <Button variant="secondary" onClick={offer.retry}>
              {t('littlegeste.public.retry')}
            </Button>
          </div>
        )}
        {offer.status === 'ready' && (
          <>
            <Programme offer={offer.data} />
            <section aria-labelledby="littlegeste-start" className={styles.cta}>
              {offer.data.enabled ? (
                <>
                  <h2 id="littlegeste-start">{t('littlegeste.public.cta.title')}</h2>
                  <p>{t('littlegeste.public.cta.text', { reward: reward ?? '' })}</p>
                  <div>
                    <Button asChild>
                      <Link href="/littlegeste/create-label">{t('littlegeste.public.cta.start')}</Link>
                    </Button>
                  </div>
                </>
              ) : (
                <>
                  <h2 id="littlegeste-start">{t('littlegeste.public.off.title')}</h2>
                  <p>{t('littlegeste.public.off.text')}</p>
                </>
              )}
              <p className={styles.terms}>
                <Link href="/terms-and-conditions#recycle">{t('littlegeste.public.terms')}</Link>
              </p>
            </section>
          </>
        )}
      </Container>
    </>
  );
}
