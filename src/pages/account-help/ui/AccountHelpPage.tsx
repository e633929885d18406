import { Accordion } from 'radix-ui';
import { faqQuery, useWebsiteConfig } from '@/entities/website';
import { AccountFrame } from '@/widgets/account-frame';
import { useFeature, useIntl, usePageTitle, useT } from '@/shared/i18n';
import { useResource } from '@/shared/lib';
import { Button, Link } from '@/shared/ui';
import styles from './AccountHelpPage.module.css';

const QUESTIONS = ['trunk', 'returns', 'payment', 'pause', 'sizes'] as const;

/** Links to each section of the FAQ (`/faq#<section anchor>`). */
function FaqSections() {
  const t = useT();
  const faq = useResource(faqQuery(useIntl().appLocale));
  return (
    <section className={styles.sections} aria-labelledby="help-sections">
      <h2 id="help-sections">{t('help.sections.title')}</h2>
      {faq.status === 'loading' && <p role="status">{t('help.sections.loading')}</p>}
      {faq.status === 'failed' && (
        <p>
          {t('help.sections.loadFailed')}{' '}
          <Button variant="secondary" onClick={faq.retry}>
            {t('help.sections.retry')}
          </Button>
        </p>
      )}
      {faq.status === 'ready' && (
        <ul className={styles.topics}>
          {faq.data.map((section) => (
            <li key={section.id}>
              <Link href={`/faq#${section.anchor}`}>{section.title}</Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** /infos/help: answers to the common questions, the FAQ's sections, then the ways to reach us. */
export default function AccountHelpPage() {
  const t = useT();
  const phoneShown = useFeature('phone');
  const phone = useWebsiteConfig('phone_number');
  const title = t('help.title');
  usePageTitle(title);
  return (
    <AccountFrame title={title} intro={t('help.intro')}>
      <Accordion.Root type="single" collapsible className={styles.questions}>
        {QUESTIONS.map((question) => (
          <Accordion.Item key={question} value={question} className={styles.item}>
            <Accordion.Header asChild>
              <h2 className={styles.question}>
                <Accordion.Trigger className={styles.trigger}>
                  {t(`help.${question}.question`)}
                  <span aria-hidden="true" className={styles.chevron} />
                </Accordion.Trigger>
              </h2>
            </Accordion.Header>
            <Accordion.Content className={styles.answer}>
              <p>{t(`help.${question}.answer`)}</p>
            </Accordion.Content>
          </Accordion.Item>
        ))}
      </Accordion.Root>
      <FaqSections />
      <section className={styles.contact} aria-labelledby="help-more">
        <h2 id="help-more">{t('help.more.title')}</h2>
        <ul className={styles.links}>
          <li>
            <Button asChild variant="secondary">
              <Link href="/faq">{t('help.more.faq')}</Link>
            </Button>
          </li>
          <li>
            <Button asChild>
              <Link href="/contact">{t('help.more.contact')}</Link>
            </Button>
          </li>
        </ul>
        {phoneShown && phone && (
          <p className={styles.phone}>
            <a href={`tel:${phone.replace(/[^+\d]/g, '')}`}>{t('help.more.phone', { phone })}</a>
            <br />
            <span className={styles.hours}>{t('help.more.hours')}</span>
          </p>
        )}
      </section>
    </AccountFrame>
  );
}
