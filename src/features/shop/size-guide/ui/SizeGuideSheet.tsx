import type { RefObject } from 'react';
import { formatSize, useIntl, useT } from '@/shared/i18n';
import { Sheet } from '@/shared/ui';
import { germanSize, KID_GUIDE, WOMAN_GUIDE } from '../config/guide';
import styles from './SizeGuide.module.css';

function KidTable() {
  const t = useT();
  const intl = useIntl();
  return (
    <>
      <table className={styles.table}>
        <caption>{t('sizeGuide.kid.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('sizeGuide.size')}</th>
            <th scope="col">{t('sizeGuide.kid.height')}</th>
          </tr>
        </thead>
        <tbody>
          {KID_GUIDE.map((row) => (
            <tr key={row.size}>
              <th scope="row">{formatSize(intl, row.size)}</th>
              <td>{t('sizeGuide.cm', { value: row.heightCm })}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.hint}>{t('sizeGuide.kid.hint')}</p>
    </>
  );
}

function WomanTable() {
  const t = useT();
  return (
    <>
      <div className={styles.scroller} role="region" aria-label={t('sizeGuide.woman.caption')} tabIndex={0}>
        <table className={styles.table}>
          <caption>{t('sizeGuide.woman.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('sizeGuide.size')}</th>
              <th scope="col">FR / ES</th>
              <th scope="col">DE / NL</th>
              <th scope="col">{t('sizeGuide.woman.bust')}</th>
              <th scope="col">{t('sizeGuide.woman.waist')}</th>
              <th scope="col">{t('sizeGuide.woman.hips')}</th>
            </tr>
          </thead>
          <tbody>
            {WOMAN_GUIDE.map((row) => (
              <tr key={row.letter}>
                <th scope="row">{row.letter}</th>
                <td>{row.french}</td>
                <td>{germanSize(row.french)}</td>
                <td>{t('sizeGuide.cm', { value: row.bustCm })}</td>
                <td>{t('sizeGuide.cm', { value: row.waistCm })}</td>
                <td>{t('sizeGuide.cm', { value: row.hipsCm })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className={styles.hint}>{t('sizeGuide.woman.hint')}</p>
    </>
  );
}

/** The size guide in a sheet (from the bottom of a phone, the side of a wider screen). */
export default function SizeGuideSheet({ guide, returnFocus, onClose }: { guide: 'kid' | 'woman'; returnFocus: RefObject<HTMLElement | null>; onClose(): void }) {
  const t = useT();
  return (
    <Sheet
      side="end"
      wide={guide === 'woman'}
      title={t('sizeGuide.title')}
      closeLabel={t('sizeGuide.close')}
      bodyLabel={t(guide === 'woman' ? 'sizeGuide.woman.caption' : 'sizeGuide.kid.caption')}
      returnFocus={returnFocus}
      onClose={onClose}
    >
      {guide === 'woman' ? <WomanTable /> : <KidTable />}
    </Sheet>
  );
}
