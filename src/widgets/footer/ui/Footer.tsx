import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { useWebsiteConfig } from '@/entities/website';
import { NewsletterForm } from '@/features/newsletter';
import { LocaleSwitcher } from '@/features/locale-switch';
import { formatPrice, useFeature, useIntl, useT } from '@/shared/i18n';
import { Container, Link } from '@/shared/ui';
import { FacebookIcon, InstagramIcon } from './icons';
import styles from './Footer.module.css';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      <ul className={styles.links}>{children}</ul>
    </section>
  );
}

export function Footer() {
  const t = useT();
  const intl = useIntl();
  const [path] = useLocation();
  const shop = useFeature('shop');
  const loyalty = useFeature('loyalty');
  const recycle = useFeature('recycle');
  const giftcard = useFeature('giftcard');
  const phoneShown = useFeature('phone');
  const phone = useWebsiteConfig('phone_number');
  const instagram = useWebsiteConfig('instagram_url');
  const facebook = useWebsiteConfig('facebook_url');
  const reward = useWebsiteConfig('referral_godfather_amount');
  const onWomanPage = path === '/woman';

  return (
    <footer className={styles.footer} aria-label={t('footer.label')}>
      <Container>
        <div className={styles.top}>
          <div className={styles.newsletter}>
            <NewsletterForm />
          </div>
          <div className={styles.sections}>
            <Section id="footer-discover" title={t('footer.discover.title')}>
              {shop && (
                <li>
                  <Link href="/shop">{t('footer.discover.shop')}</Link>
                </li>
              )}
              {loyalty && (
                <li>
                  <Link href="/loyalty">{t('footer.discover.loyalty')}</Link>
                </li>
              )}
              <li>
                <Link href="/referral">{t('footer.discover.referral', { amount: reward ? formatPrice(intl, Number(reward)) : '' })}</Link>
              </li>
              <li>
                <Link href="/shop/birth-gift">{t('footer.discover.birthGift')}</Link>
              </li>
              {giftcard && (
                <li>
                  <Link href="/giftcard">{t('footer.discover.giftcard')}</Link>
                </li>
              )}
              {recycle && (
                <li>
                  <Link href="/littlegeste">{t('footer.discover.recycle')}</Link>
                </li>
              )}
            </Section>
            {!onWomanPage && (
              <Section id="footer-universe" title={t('footer.universe.title')}>
                <li>
                  <Link href="/looks">{t('footer.universe.looks')}</Link>
                </li>
                <li>
                  <Link href="/stylists">{t('footer.universe.stylists')}</Link>
                </li>
                <li>
                  <Link href="/testimonials">{t('footer.universe.testimonials')}</Link>
                </li>
                <li>
                  <Link href="/brands">{t('footer.universe.brands')}</Link>
                </li>
              </Section>
            )}
            <Section id="footer-questions" title={t('footer.questions.title')}>
              <li>
                <Link href="/faq">{t('footer.questions.faq')}</Link>
              </li>
              <li>
                <Link href="/contact">{t('footer.questions.contact')}</Link>
              </li>
              {phoneShown && phone && (
                <li>
                  <a href={`tel:${phone.replace(/[^+\d]/g, '')}`}>{t('footer.questions.phone', { phone })}</a>
                  <span className={styles.hours}>{t('footer.questions.hours')}</span>
                </li>
              )}
            </Section>
          </div>
        </div>

        <div className={styles.middle}>
          <section aria-labelledby="footer-social">
            <h2 id="footer-social" className={styles.heading}>
              {t('footer.social.title')}
            </h2>
            <ul className={styles.social}>
              {instagram && (
                <li>
                  <a href={instagram} rel="noopener noreferrer" target="_blank" aria-label={t('footer.social.instagram')}>
                    <InstagramIcon />
                  </a>
                </li>
              )}
              {facebook && (
                <li>
                  <a href={facebook} rel="noopener noreferrer" target="_blank" aria-label={t('footer.social.facebook')}>
                    <FacebookIcon />
                  </a>
                </li>
              )}
            </ul>
          </section>
          <section aria-labelledby="footer-locale">
            <h2 id="footer-locale" className={styles.heading}>
              {t('footer.locale.title')}
            </h2>
            <LocaleSwitcher />
          </section>
        </div>

        <div className={styles.bottom}>
          <p className={styles.copyright}>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
          <nav aria-label={t('footer.legal.label')}>
            <ul className={styles.legal}>
              <li>
                <Link href="/terms-and-conditions">{t('footer.legal.terms')}</Link>
              </li>
              <li>
                <Link href="/terms-and-conditions#data">{t('footer.legal.privacy')}</Link>
              </li>
              <li>
                <Link href="/terms-and-conditions#legal">{t('footer.legal.notice')}</Link>
              </li>
            </ul>
          </nav>
        </div>
      </Container>
    </footer>
  );
}
