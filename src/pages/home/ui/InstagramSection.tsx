import { instagramMediaQuery } from '@/entities/website';
import { useIntl, useT } from '@/shared/i18n';
import { useResource } from '@/shared/lib';
import { Container } from '@/shared/ui';
import styles from './InstagramSection.module.css';

/**
 * The Instagram media the editors chose, below the fold: square pictures the browser loads as they
 * near the screen (no script of ours for it), in frames sized beforehand (nothing moves when they
 * arrive). Nothing shows without media.
 */
export function InstagramSection() {
  const t = useT();
  const media = useResource(instagramMediaQuery(useIntl().appLocale));
  if (media.status !== 'ready' || !media.data.length) return null;
  const account = media.data[0]!.link;
  return (
    <section className={styles.section} aria-labelledby="home-instagram">
      <Container>
        <div className={styles.header}>
          <h2 id="home-instagram">{t('home.instagram.title')}</h2>
          <p>{t('home.instagram.lead')}</p>
        </div>
        <ul className={styles.grid}>
          {media.data.map((item) => (
            <li key={item.id}>
              <figure className={styles.media}>
                <a href={item.link} className={styles.frame} rel="noopener">
                  <img src={item.image_url} alt={item.alt} width={400} height={400} loading="lazy" decoding="async" className={styles.image} />
                </a>
                <figcaption className={styles.caption}>{item.caption}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
        <a href={account} className={styles.follow} rel="noopener">
          {t('home.instagram.follow')}
        </a>
      </Container>
    </section>
  );
}
