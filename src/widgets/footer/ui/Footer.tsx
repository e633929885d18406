import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { useWebsiteConfig } from '@/entities/website';
import { NewsletterForm } from '@/features/newsletter';
import { LocaleSwitcher } from '@/features/locale-switch';
import { requestConsentChoice } from '@/shared/consent';
import { formatPrice, useFeature, useIntl, useT } from '@/shared/i18n';
import { Container, Link } from '@/shared/ui';
import { FacebookIcon, InstagramIcon } from './icons';
import styles from './Footer.module.css';

interface FooterLink {
  href: string;
  label: string;
  /** False where the locale switches the area off. */
  shown?: boolean;
}

function Section({ id, title, links, children }: { id: string; title: string; links: FooterLink[]; children?: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      <ul className={styles.links}>
        {links
          .filter((link) => link.shown !== false)
          .map((link) => (
            <li key={link.href}>
              <Link href={link.href}>{link.label}</Link>
            </li>
          ))}
        {children}
      </ul>
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
  const amount = reward ? formatPrice(intl, Number(reward)) : '';

  const discover: FooterLink[] = [
    { href: '/shop', label: t('footer.discover.shop'), shown: shop },
    { href: '/loyalty', label: t('footer.discover.loyalty'), shown: loyalty },
    { href: '/referral', label: t('footer.discover.referral', { amount }) },
    { href: '/shop/birth-gift', label: t('footer.discover.birthGift') },
    { href: '/giftcard', label: t('footer.discover.giftcard'), shown: giftcard },
    { href: '/littlegeste', label: t('footer.discover.recycle'), shown: recycle },
  ];
  const universe: FooterLink[] = [
    { href: '/looks', label: t('footer.universe.looks') },
    { href: '/stylists', label: t('footer.universe.stylists') },
    { href: '/testimonials', label: t('footer.universe.testimonials') },
    { href: '/brands', label: t('footer.universe.brands') },
  ];
  const questions: FooterLink[] = [
    { href: '/faq', label: t('footer.questions.faq') },
    { href: '/contact', label: t('footer.questions.contact') },
  ];

  return (
    <footer className={styles.footer} aria-label={t('footer.label')}>
      <Container>
        <div className={styles.top}>
          <div className={styles.newsletter}>
            <NewsletterForm />
          </div>
          <div className={styles.sections}>
            <Section id="footer-discover" title={t('footer.discover.title')} links={discover} />
            {!onWomanPage && <Section id="footer-universe" title={t('footer.universe.title')} links={universe} />}
            <Section id="footer-questions" title={t('footer.questions.title')} links={questions}>
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
              <li>
                {/* Reopens the cookie banner at the choice by purpose. */}
                <button type="button" className={styles.legalButton} onClick={requestConsentChoice}>
                  {t('footer.legal.cookies')}
                </button>
              </li>
            </ul>
          </nav>
        </div>
      </Container>
    </footer>
  );
}
