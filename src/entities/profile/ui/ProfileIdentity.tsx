import type { CSSProperties } from 'react';
import { useIntl, useT } from '@/shared/i18n';
import { ageInMonths } from '../lib/age';
import { displayFirstname } from '../lib/firstname';
import { profileStanding } from '../model/status';
import type { Profile } from '../model/types';
import styles from './ProfileIdentity.module.css';

/** The profile's own colours, for a surface that carries its name. */
export function profileColors(profile: Pick<Profile, 'color'>): CSSProperties {
  return { background: profile.color.background, color: profile.color.textColor };
}

/** "Femme" for a woman; a kid's age, in months under 2 years, in years from then on. */
function useAgeLabel(profile: Profile): string | null {
  const t = useT();
  if (profile.profile_type === 'WOMAN') return t('profiles.woman');
  const months = ageInMonths(profile.birthdate, new Date());
  if (months === null) return null;
  return months < 24 ? t('profiles.age.months', { months }) : t('profiles.age.years', { years: Math.floor(months / 12) });
}

export interface ProfileIdentityProps {
  profile: Profile;
  /** The element of the firstname: a heading in a list of cards, plain text in a link. */
  as?: 'h1' | 'h2' | 'h3' | 'span';
  size?: 'md' | 'lg';
}

/**
 * Who a profile is: its photo (or initial) on its colour, its firstname capitalised, its age (or
 * "woman") and its standing (subscription, single trunk, quiz filled or not: `profileStanding`).
 */
export function ProfileIdentity({ profile, as: Name = 'span', size = 'md' }: ProfileIdentityProps) {
  const t = useT();
  const firstname = displayFirstname(profile.firstname, useIntl().appLocale);
  const age = useAgeLabel(profile);
  return (
    <div className={[styles.identity, styles[size]].join(' ')}>
      <span className={styles.avatar} style={profileColors(profile)}>
        {profile.photo_url ? <img src={profile.photo_url} alt={t('profiles.photo', { firstname })} className={styles.photo} /> : <span aria-hidden="true">{firstname.charAt(0)}</span>}
      </span>
      <div className={styles.text}>
        <Name className={styles.name}>{firstname}</Name>
        {age && <span className={styles.fact}>{age}</span>}
        <span className={styles.status}>{t('profiles.status', { status: profileStanding(profile) })}</span>
      </div>
    </div>
  );
}
