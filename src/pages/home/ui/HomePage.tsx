
import { Suspense, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { PageHead, useDelays } from '@/entities/website';
import { LandingSuggestionsBlock, useLandingState } from '@/features/landing-suggestions';
import { useFeature, useT } from '@/shared/i18n';
import { Button, Container, Link } from '@/shared/ui';
import { InstagramSection } from './InstagramSection';
import { TrunkIllustration } from './TrunkIllustration';
import styles from './HomePage.module.css';

const STEPS = ['quiz', 'preview', 'trunk'] as const;

/**
 * The A/B test `home-cta` on the families' main call to action: A the first wording, B the quiz
 * named. The server and the take-over show A; the visitor's variant follows, from its own chunk.
 */
function useCtaVariant(active: boolean): 'A' | 'B' {
  const [variant, setVariant] = useState<'A' | 'B'>('A');
  useEffect(() => {
    if (!active) return;
    let live = true;
    void import('@/shared/analytics')
      .then(({ variantOf }) => {
        if (live) setVariant(variantOf('home-cta', ['A', 'B'] as const));
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [active]);
  return variant;
}

/** `/` for families, `/woman` for women: the same page, with the woman line's words and quiz. */
export default function HomePage() {
  const t = useT();
  const woman = useFeature('woman');
  const delays = useDelays();
  const [path] = useLocation();
  const line = path === '/woman' ? 'woman' : 'kid';
  const text = (key: string) => t(`home.${key}`, { line });
  // A visit that came through a landing link sees its selection under the hero (in its own chunk).
  const landing = useLandingState() !== null;
  const ctaVariant = useCtaVariant(line === 'kid');
  return (
    <>
      <PageHead />
      <section className={styles.hero} aria-labelledby="home-title">
        <Container className={styles.heroInner}>
          <div className={styles.heroText}>
            <p className={styles.kicker}>{t('home.kicker')}</p>
            <h1 id="home-title" className={styles.title}>
              {line === 'woman' ? t('home.woman.title') : t('home.title')}
            </h1>
            <p className={styles.lead}>{line === 'woman' ? t('home.woman.lead') : t('home.lead')}</p>
            <div className={styles.actions}>
              <Button asChild>
                <Link href={line === 'woman' ? '/quiz/woman' : '/quiz/kid'}>{line === 'woman' ? t('home.woman.cta') : t(ctaVariant === 'B' ? 'home.ctaB.kid' : 'home.cta.kid')}</Link>
              </Button>
              {woman && line === 'kid' && (
                <Button asChild variant="secondary">
                  <Link href="/woman">{t('home.cta.woman')}</Link>
                </Button>
              )}
            </div>
            {delays && (
              <p className={styles.delays}>{t('home.delays', { min: delays.optimistic_delivery_delay, max: delays.pessimistic_delivery_delay })}</p>
            )}
          </div>
          <TrunkIllustration className={styles.illustration} />
        </Container>
      </section>

      {landing && (
        <Suspense fallback={null}>
          <LandingSuggestionsBlock />
        </Suspense>
      )}

      <section className={styles.steps} aria-labelledby="home-steps">
        <Container>
          <h2 id="home-steps">{t('home.steps.title')}</h2>
          <ol className={styles.stepList}>
            {STEPS.map((step, index) => (
              <li key={step} className={styles.step}>
                <span className={styles.stepNumber} aria-hidden="true">
                  {index + 1}
                </span>
                <h3>{t(`home.steps.${step}.title`)}</h3>
                <p>{text(`steps.${step}.text`)}</p>
              </li>
            ))}
          </ol>
        </Container>
      </section>

      <section className={styles.subscription} aria-labelledby="home-subscription">
        <Container className={styles.subscriptionInner}>
          <h2 id="home-subscription">{t('home.subscription.title')}</h2>
          <p>{t('home.subscription.text')}</p>
          <Button asChild variant="accent">
            <Link href={line === 'woman' ? '/quiz/woman' : '/quiz/kid'}>{t('nav.quizKid')}</Link>
          </Button>
        </Container>
      </section>

      <InstagramSection />
    </>
  );
}
