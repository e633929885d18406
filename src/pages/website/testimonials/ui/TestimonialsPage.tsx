import { PageHead, testimonialsQuery, type Testimonial } from '@/entities/website';
import { useIntl, useT } from '@/shared/i18n';
import { useResource } from '@/shared/lib';
import { Button, Container, FormMessage } from '@/shared/ui';
import styles from './TestimonialsPage.module.css';

/** Five stars, `rating` of them filled: a picture only, the rating is said in words beside it. */
function Stars({ rating }: { rating: number }) {
  return (
    <span className={styles.stars} aria-hidden="true">
      {[1, 2, 3, 4, 5].map((n) => (
        <svg key={n} viewBox="0 0 20 20" width="18" height="18" className={n <= Math.round(rating) ? styles.starOn : styles.starOff}>
          <path d="M10 1.5l2.6 5.4 5.9.8-4.3 4.1 1 5.8L10 14.8l-5.2 2.8 1-5.8L1.5 7.7l5.9-.8z" />
        </svg>
      ))}
    </span>
  );
}

/** Who wrote it: the child's age (in months before two years), or a woman's trunk. */
function subject(t: ReturnType<typeof useT>, months: number | null): string {
  if (months === null) return t('testimonials.woman');
  return months < 24 ? t('testimonials.kidMonths', { months }) : t('testimonials.kidYears', { years: Math.floor(months / 12) });
}

function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const t = useT();
  const locale = useIntl().appLocale;
  const date = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${testimonial.published_on}T00:00:00Z`));
  const original = testimonial.written_in !== locale ? new Intl.DisplayNames([locale], { type: 'language' }).of(testimonial.written_in) : null;
  return (
    <li className={styles.card}>
      <figure className={styles.figure}>
        <p className={styles.rating}>
          <Stars rating={testimonial.rating} />
          <span>{t('testimonials.rating', { rating: testimonial.rating })}</span>
        </p>
        <blockquote className={styles.quote}>
          <p>{testimonial.text}</p>
        </blockquote>
        <figcaption className={styles.caption}>
          <strong>{testimonial.first_name}</strong>
          <span>{testimonial.city}</span>
          <span>{subject(t, testimonial.kid_age_months)}</span>
          <time dateTime={testimonial.published_on}>{date}</time>
        </figcaption>
        {original && <p className={styles.original}>{t('testimonials.original', { language: original })}</p>}
      </figure>
    </li>
  );
}

/** /testimonials: what families wrote about their trunks, with their rating in words and in stars, and the average. */
export default function TestimonialsPage() {
  const t = useT();
  const locale = useIntl().appLocale;
  const testimonials = useResource(testimonialsQuery(locale));
  return (
    <Container className={styles.page}>
      <PageHead />
      <header className={styles.header}>
        <h1>{t('testimonials.title')}</h1>
        <p className={styles.intro}>{t('testimonials.intro')}</p>
        {testimonials.status === 'ready' && testimonials.data.rating.average !== null && (
          <p className={styles.average}>
            <Stars rating={testimonials.data.rating.average} />
            <span>
              <strong>{t('testimonials.average', { average: testimonials.data.rating.average })}</strong>{' '}
              {t('testimonials.count', { count: testimonials.data.rating.count })}
            </span>
          </p>
        )}
      </header>
      {testimonials.status === 'loading' && <p role="status">{t('app.loading')}</p>}
      {testimonials.status === 'failed' && (
        <div className={styles.failed}>
          <FormMessage tone="failure">{t('people.loadFailed')}</FormMessage>
          <Button variant="secondary" onClick={testimonials.retry}>
            {t('people.retry')}
          </Button>
        </div>
      )}
      {testimonials.status === 'ready' &&
        (testimonials.data.value.length ? (
          <ul className={styles.list}>
            {testimonials.data.value.map((testimonial) => (
              <TestimonialCard key={testimonial.id} testimonial={testimonial} />
            ))}
          </ul>
        ) : (
          <p>{t('testimonials.empty')}</p>
        ))}
    </Container>
  );
}
