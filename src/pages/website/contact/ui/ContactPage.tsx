import { useSearch } from 'wouter';
import { isQuizAccount, useViewer } from '@/entities/session';
import { PageHead } from '@/entities/website';
import { ContactForm, SUPPORT_OBJECTS, type ContactInput, type SupportObject } from '@/features/contact-form';
import { useT } from '@/shared/i18n';
import type { PageProps } from '@/shared/lib';
import { Container, Link } from '@/shared/ui';
import styles from './ContactPage.module.css';

/**
 * /contact: a message to customer service (seed 001 section 2). A signed-in client finds their
 * name and address filled in and picks the order from their own; a link may choose the subject
 * (`?object=RETURN`). Rendered on the server as a visitor's form.
 */
export default function ContactPage(_props: PageProps) {
  const t = useT();
  const viewer = useViewer();
  const client = viewer.status === 'authenticated' && !isQuizAccount(viewer) ? viewer.client : null;
  const asked = new URLSearchParams(useSearch()).get('object');
  const object = SUPPORT_OBJECTS.find((o) => o === asked) as SupportObject | undefined;
  const input: ContactInput = {
    ...(client ? { name: [client.firstname, client.lastname].filter(Boolean).join(' '), email: client.email } : {}),
    ...(object ? { object } : {}),
  };
  return (
    <Container className={styles.page}>
      <PageHead />
      <div className={styles.layout}>
        <header className={styles.header}>
          <h1 className={styles.title}>{t('contact.title')}</h1>
          <p className={styles.intro}>{t('contact.intro')}</p>
        </header>
        <div className={styles.main}>
          {/* Signed in or out, the form starts again with what it knows of the person. */}
          <ContactForm key={client ? `client-${client.id}` : 'visitor'} input={input} signedIn={client !== null} />
        </div>
        <aside className={styles.aside} aria-labelledby="contact-faq">
          <h2 id="contact-faq" className={styles.asideTitle}>
            {t('contact.faq.title')}
          </h2>
          <p>{t('contact.faq.text')}</p>
          <Link href="/faq" className={styles.asideLink}>
            {t('contact.faq.link')}
          </Link>
        </aside>
      </div>
    </Container>
  );
}
