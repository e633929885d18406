import { useId, useState } from 'react';
import { RadioGroup } from 'radix-ui';
import { getRelayPoints, postcodeProblem, type OpeningHours, type RelayCountry, type RelayPoint } from '@/entities/address';
import { useIntl, useT } from '@/shared/i18n';
import { query, useResource } from '@/shared/lib';
import { Button, FormMessage } from '@/shared/ui';
import styles from './RelayPointPicker.module.css';

export interface RelayPointPickerProps {
  country: RelayCountry;
  postcode: string;
  /** The id of the point chosen, as the checkout keeps it: shown checked, also after the list is drawn again. */
  picked?: string | null;
  /** The point the client chose. */
  onPick: (point: RelayPoint) => void;
  /** What the point is for, under the title (default: where to collect a parcel). */
  intro?: string;
}

/** 2024-01-01 was a Monday: the day names of ISO weekdays. */
const MONDAY = Date.UTC(2024, 0, 1);

/**
 * The relay points of the carrier of the locale near a postcode, as radio buttons (arrow keys
 * move between them), each with its opening hours.
 */
export function RelayPointPicker({ country, postcode, picked: chosen, onPick, intro }: RelayPointPickerProps) {
  const t = useT();
  const intl = useIntl();
  const id = useId();
  const [own, setOwn] = useState<string | undefined>();
  // The checkout's choice when it gives one; else the picker's own.
  const picked = chosen === undefined ? own : (chosen ?? undefined);
  const problem = postcodeProblem(country, postcode);
  const resource = useResource(
    query(`relay-points:${intl.appLocale}:${country}:${postcode.trim()}`, () => (problem ? Promise.resolve(null) : getRelayPoints(country, postcode.trim()))),
  );

  if (problem) return <FormMessage tone="failure">{t(`address.postcode.error.${problem}`)}</FormMessage>;
  if (resource.status === 'loading') return <p role="status">{t('relay.loading')}</p>;
  if (resource.status === 'failed' || !resource.data) {
    return (
      <div className={styles.failed}>
        <FormMessage tone="failure">{t('relay.failed')}</FormMessage>
        <Button variant="secondary" size="small" onClick={resource.retry}>
          {t('relay.retry')}
        </Button>
      </div>
    );
  }
  const { carrier, relay_points: points } = resource.data;
  if (!points.length) return <p role="status">{t('relay.empty')}</p>;

  const day = (n: number) => intl.formatDate(MONDAY + (n - 1) * 86_400_000, { weekday: 'long', timeZone: 'UTC' });
  const time = (hhmm: string) => intl.formatTime(Date.UTC(2024, 0, 1, Number(hhmm.slice(0, 2)), Number(hhmm.slice(3))), { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });
  const slots = (hours: OpeningHours[], n: number) =>
    hours.find((h) => h.day === n)?.slots.map((slot) => slot.split('-').map(time).join('–')).join(', ') ?? t('relay.hours.closed');

  return (
    <section className={styles.picker} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.title}>
        {t('relay.title', { carrier })}
      </h3>
      <p id={`${id}-intro`} className={styles.intro}>
        {intro ?? t('relay.intro')}
      </p>
      <RadioGroup.Root
        className={styles.list}
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-intro`}
        value={picked ?? ''}
        onValueChange={(value) => {
          setOwn(value);
          onPick(points.find((point) => point.id === value)!);
        }}
      >
        {points.map((point) => (
          <div key={point.id} className={styles.point} data-picked={point.id === picked || undefined}>
            <RadioGroup.Item id={`${id}-${point.id}`} value={point.id} className={styles.radio} aria-describedby={`${id}-${point.id}-address`}>
              <RadioGroup.Indicator className={styles.radioDot} />
            </RadioGroup.Item>
            <div className={styles.details}>
              <label htmlFor={`${id}-${point.id}`} className={styles.name}>
                {point.name}
              </label>
              <span id={`${id}-${point.id}-address`} className={styles.address}>
                {point.street}, {point.postcode} {point.city}
              </span>
              <details className={styles.hours}>
                <summary>{t('relay.hours')}</summary>
                <ul>
                  {[1, 2, 3, 4, 5, 6, 7].map((n) => (
                    <li key={n}>{t('relay.hours.day', { day: day(n), slots: slots(point.opening_hours, n) })}</li>
                  ))}
                </ul>
              </details>
            </div>
          </div>
        ))}
      </RadioGroup.Root>
    </section>
  );
}
