import { useEffect, useRef, useState } from 'react';
import { Accordion } from 'radix-ui';
import { useLocationProperty } from 'wouter/use-browser-location';
import type { FaqSection } from '@/entities/website';
import { useT } from '@/shared/i18n';
import { fragmentNames } from './anchor';
import styles from './FaqPage.module.css';

/** The address's fragment, followed through hash changes and the app's own navigations. */
const useFragment = () => useLocationProperty(() => window.location.hash, () => '');

/** A text of an answer: paragraphs split by a blank line. */
function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {text.split(/\n\s*\n/).map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </>
  );
}

/** The FAQ's sections, their questions as accordion items (every answer in the page, hidden while closed). */
export default function Sections({ sections }: { sections: FaqSection[] }) {
  const t = useT();
  const fragment = useFragment();
  const [open, setOpen] = useState<string[]>([]);
  /** The fragment the page wrote itself (a question opened), which needs no scrolling to. */
  const written = useRef<string | null>(null);

  // `/faq#<anchor>`: on arrival and at each change of the fragment, open the question it names and
  // bring it into view (a section's anchor scrolls to the section).
  useEffect(() => {
    if (!fragment || fragment === written.current) return;
    written.current = null;
    const question = sections.flatMap((s) => s.questions).find((q) => q.question !== null && fragmentNames(fragment, q.anchor));
    const section = question ? null : sections.find((s) => fragmentNames(fragment, s.anchor));
    const anchor = question?.anchor ?? section?.anchor;
    if (!anchor) return;
    if (question) setOpen((current) => (current.includes(anchor) ? current : [...current, anchor]));
    // After the item opened: its answer is then part of the page's height.
    requestAnimationFrame(() => {
      const target = document.getElementById(anchor);
      if (!target) return;
      target.scrollIntoView({ block: 'start' });
      const focusable = question ? target.querySelector<HTMLElement>('button') : target.querySelector<HTMLElement>('h2');
      focusable?.focus({ preventScroll: true });
    });
  }, [fragment, sections]);

  const change = (value: string[]) => {
    const opened = value.find((anchor) => !open.includes(anchor));
    if (opened) {
      // The address names the question last opened, so that it can be shared.
      written.current = `#${opened}`;
      window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}#${opened}`);
    }
    setOpen(value);
  };

  return (
    <>
      <nav aria-labelledby="faq-contents" className={styles.contents}>
        <h2 id="faq-contents">{t('faq.contents')}</h2>
        <ul>
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.anchor}`}>{section.title}</a>
            </li>
          ))}
        </ul>
      </nav>
      <Accordion.Root type="multiple" value={open} onValueChange={change} className={styles.sections}>
        {sections.map((section) => (
          <section key={section.id} id={section.anchor} aria-labelledby={`${section.anchor}-title`} className={styles.section}>
            <h2 id={`${section.anchor}-title`} tabIndex={-1}>
              {section.title}
            </h2>
            {section.questions
              .filter((q) => q.question === null)
              .map((intro) => (
                <div key={intro.id} id={intro.anchor} className={styles.intro}>
                  <Paragraphs text={intro.answer} />
                </div>
              ))}
            <div className={styles.questions}>
              {section.questions
                .filter((q) => q.question !== null)
                .map((question) => (
                  <Accordion.Item key={question.id} value={question.anchor} id={question.anchor} className={styles.item}>
                    <Accordion.Header className={styles.question}>
                      <Accordion.Trigger className={styles.trigger}>
                        {question.question}
                        <span aria-hidden="true" className={styles.chevron} />
                      </Accordion.Trigger>
                    </Accordion.Header>
                    {/* Kept in the page, hidden, while closed: the server sends every answer, for search engines and links. */}
                    <Accordion.Content forceMount hidden={!open.includes(question.anchor)} className={styles.answer}>
                      <Paragraphs text={question.answer} />
                    </Accordion.Content>
                  </Accordion.Item>
                ))}
            </div>
          </section>
        ))}
      </Accordion.Root>
    </>
  );
}
