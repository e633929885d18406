import { useEffect, useRef } from 'react';
import { legalContentsQuery, PageHead, type LegalContent } from '@/entities/website';
import { useIntl, useT } from '@/shared/i18n';
import { useResource, type PageProps } from '@/shared/lib';
import { Button, Container, FormMessage } from '@/shared/ui';
import { paragraphsOf, TEXT_HASH, textOfHash } from '../lib/texts';
import { useLocationHash } from '../model/hash';
import styles from './TermsPage.module.css';

/** One legal text: its title, when it last changed, its introduction, its contents and its articles (each at its anchor). */
function LegalText({ text, shown, isDefault }: { text: LegalContent; shown: boolean | null; isDefault: boolean }) {
  const t = useT();
  const intl = useIntl();
  const id = TEXT_HASH[text.code];
  return (
    <article
      id={id}
      aria-labelledby={`${id}-title`}
      className={styles.text}
      // Until the browser knows the fragment, the style sheet shows the text it targets, else this one.
      data-default={shown === null && isDefault ? '' : undefined}
      hidden={shown === false}
    >
      <header className={styles.header}>
        <h1 id={`${id}-title`}>{text.title}</h1>
        <p className={styles.updated}>{t('legal.updated', { date: intl.formatDate(text.updated_at, { dateStyle: 'long', timeZone: 'Europe/Paris' }) })}</p>
        {text.intro ? <p className={styles.intro}>{text.intro}</p> : null}
      </header>
      {text.sections.length > 1 && (
        <nav aria-labelledby={`${id}-contents`} className={styles.contents}>
          <h2 id={`${id}-contents`} className={styles.contentsTitle}>
            {t('legal.contents')}
          </h2>
          <ol>
            {text.sections.map((section) => (
              <li key={section.anchor}>
                <a href={`#${section.anchor}`}>{section.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      {text.sections.map((section) => (
        <section key={section.anchor} id={section.anchor} aria-labelledby={`${section.anchor}-title`} className={styles.section}>
          <h2 id={`${section.anchor}-title`} className={styles.heading}>
            {section.heading}
          </h2>
          {paragraphsOf(section.text).map((paragraph, index) => (
            <p key={index} className={styles.paragraph}>
              {paragraph}
            </p>
          ))}
        </section>
      ))}
    </article>
  );
}

/**
 * Brings the fragment's target into view when the fragment changes in the browser (a link of the
 * page, the footer, the back button): the browser does so by itself only for a page it loads, and
 * only for an element already shown. A page loaded without a fragment keeps its scroll.
 */
function useScrollToFragment(hash: string | null, shownId: string | undefined) {
  /** The fragment last brought into view; undefined before the texts were first shown. */
  const handled = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (hash === null || shownId === undefined || handled.current === hash) return;
    const first = handled.current === undefined;
    handled.current = hash;
    if (first && !hash) return;
    const target = (hash ? document.getElementById(hash) : null) ?? document.getElementById(shownId);
    target?.scrollIntoView?.({ block: 'start' });
  }, [hash, shownId]);
}

/**
 * /terms-and-conditions: the website's six legal texts (seed 001 §3). The fragment chooses the one
 * shown: `#terms` the general terms (also shown without a fragment), `#shop` the shop terms,
 * `#recycle` Little Geste's, `#little-club` the loyalty club's, `#legal` the legal notice, `#data`
 * the privacy policy; an article's anchor (`#withdrawal`) shows its text at that article. Every
 * text is in the page the server sends: until the browser knows the fragment, the style sheet shows
 * the one it targets, so taking the page over moves nothing.
 */
export default function TermsPage(_props: PageProps) {
  const t = useT();
  const locale = useIntl().appLocale;
  const texts = useResource(legalContentsQuery(locale));
  const hash = useLocationHash();
  const list = texts.status === 'ready' ? texts.data : [];
  const shown = textOfHash(list, hash ?? '');
  const decided = hash !== null;
  const fallback = textOfHash(list, '');
  useScrollToFragment(hash, shown && TEXT_HASH[shown.code]);
  return (
    <Container className={styles.page}>
      {/* The page's own title and description without a fragment; the shown text's title with one. */}
      <PageHead title={hash ? shown?.title : undefined} />
      {texts.status === 'loading' && <p role="status">{t('legal.loading')}</p>}
      {texts.status === 'failed' && (
        <div className={styles.failed}>
          <FormMessage tone="failure">{t('legal.loadFailed')}</FormMessage>
          <Button variant="secondary" onClick={texts.retry}>
            {t('legal.retry')}
          </Button>
        </div>
      )}
      {texts.status === 'ready' && list.length === 0 && (
        <>
          <h1>{t('legal.nav')}</h1>
          <p>{t('legal.empty')}</p>
        </>
      )}
      {list.length > 0 && (
        <div className={styles.layout} data-undecided={decided ? undefined : ''}>
          <nav aria-label={t('legal.nav')} className={styles.texts}>
            <ul>
              {list.map((text) => (
                <li key={text.code}>
                  <a href={`#${TEXT_HASH[text.code]}`} aria-current={decided && text === shown ? 'location' : undefined} className={styles.textLink}>
                    {text.title}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <div className={styles.shown}>
            {list.map((text) => (
              <LegalText key={text.code} text={text} shown={decided ? text === shown : null} isDefault={text === fallback} />
            ))}
          </div>
        </div>
      )}
    </Container>
  );
}
