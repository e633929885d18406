import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { displayFirstname } from '@/entities/profile';
import { AccountFrame } from '@/widgets/account-frame';
import { useIntl, usePageTitle, useT } from '@/shared/i18n';
import { forgetQuery, useResource, type PageProps } from '@/shared/lib';
import { Button, FormMessage, Link } from '@/shared/ui';
import { rateTrunk, trunkRatingQuery, type TrunkRating } from '../api/rating';
import { draftOf, inputOf, NOTE_MAX_LENGTH, ratingFailure, saysSomething, type RatingDraft, type RatingFailure } from '../model/rating';
import { PieceRating } from './PieceRating';
import styles from './RatingPage.module.css';

const notFound = () => ({ type: 'NOT_FOUND', title: 'No such trunk', status: 404 });

/**
 * /infos/rating/{orderId}: the client rates a trunk that reached them (orderId is the trunk
 * request's id): per piece how it fitted and its stars, and a word for the stylist; then thanks.
 * A trunk unknown, another client's or not shipped yet is not found.
 */
export default function RatingPage({ params }: PageProps) {
  const t = useT();
  const locale = useIntl().appLocale;
  const requestId = Number(params.orderId);
  if (!Number.isInteger(requestId) || requestId < 1 || requestId > 2147483647) throw notFound();
  const rating = useResource(trunkRatingQuery(locale, requestId));
  if (rating.status === 'failed' && ratingFailure(rating.error) === 'gone') throw notFound();
  const name = rating.status === 'ready' ? displayFirstname(rating.data.profile_firstname, locale) : '';
  const title = t('rating.title', { type: rating.status === 'ready' ? rating.data.profile_type : 'KID', name });
  usePageTitle(rating.status === 'ready' ? title : t('satisfied.rating.title'));
  if (rating.status === 'loading') {
    return (
      <AccountFrame title={t('satisfied.rating.title')}>
        <p role="status">{t('rating.loading')}</p>
      </AccountFrame>
    );
  }
  if (rating.status === 'failed') {
    return (
      <AccountFrame title={t('satisfied.rating.title')}>
        <FormMessage tone="failure">{t('rating.loadFailed')}</FormMessage>
        <Button variant="secondary" onClick={rating.retry}>
          {t('rating.retry')}
        </Button>
      </AccountFrame>
    );
  }
  return <RatingForm key={rating.data.request_id} rating={rating.data} title={title} name={name} onSaved={() => forgetQuery(trunkRatingQuery(locale, requestId).key)} />;
}

type Status = { kind: 'editing' } | { kind: 'empty' } | { kind: 'saving' } | { kind: 'failed'; failure: RatingFailure } | { kind: 'thanked' };

function RatingForm({ rating: loaded, title, name, onSaved }: { rating: TrunkRating; title: string; name: string; onSaved: () => void }) {
  const t = useT();
  const id = useId();
  const [rating, setRating] = useState(loaded);
  const [draft, setDraft] = useState<RatingDraft>(() => draftOf(loaded));
  const [status, setStatus] = useState<Status>({ kind: 'editing' });
  const saving = status.kind === 'saving';
  const thanks = useRef<HTMLParagraphElement>(null);
  /** Changes the draft; a rating that said nothing no longer needs the reminder. */
  const change = (next: (previous: RatingDraft) => RatingDraft) => {
    setDraft(next);
    setStatus((current) => (current.kind === 'empty' ? { kind: 'editing' } : current));
  };
  // The form is gone once thanked: the focus goes to the thanks, where the next steps are.
  useEffect(() => {
    if (status.kind === 'thanked') thanks.current?.focus();
  }, [status.kind]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    const input = inputOf(draft);
    if (!saysSomething(input)) {
      setStatus({ kind: 'empty' });
      return;
    }
    setStatus({ kind: 'saving' });
    try {
      const saved = await rateTrunk(rating.request_id, input);
      onSaved();
      setRating(saved);
      setDraft(draftOf(saved));
      setStatus({ kind: 'thanked' });
    } catch (error) {
      setStatus({ kind: 'failed', failure: ratingFailure(error) });
    }
  }

  if (status.kind === 'thanked') {
    return (
      <AccountFrame title={t('rating.thanks.title')} width="narrow">
        <div className={styles.thanks}>
          <p ref={thanks} tabIndex={-1} role="status" className={styles.lead}>
            {t('rating.thanks.text', { type: rating.profile_type, name })}
          </p>
          <div className={styles.actions}>
            <Button variant="secondary" onClick={() => setStatus({ kind: 'editing' })}>
              {t('rating.thanks.edit')}
            </Button>
            <Button asChild>
              <Link href="/infos/all-boxes">{t('rating.thanks.boxes')}</Link>
            </Button>
          </div>
        </div>
      </AccountFrame>
    );
  }

  return (
    <AccountFrame title={title} intro={t('rating.intro')}>
      <form className={styles.form} aria-busy={saving} noValidate onSubmit={submit}>
        {rating.rated_at && <p className={styles.rated}>{t('rating.rated', { date: new Date(rating.rated_at) })}</p>}
        {rating.pieces.length > 0 && (
          <section aria-labelledby={`${id}-pieces`}>
            <h2 id={`${id}-pieces`} className="visually-hidden">
              {t('rating.pieces')}
            </h2>
            <ul className={styles.pieces}>
              {rating.pieces.map((piece) => (
                <PieceRating
                  key={piece.position}
                  piece={piece}
                  verdict={draft.pieces[piece.position] ?? { fit: null, stars: null }}
                  disabled={saving}
                  onChange={(verdict) => change((previous) => ({ ...previous, pieces: { ...previous.pieces, [piece.position]: verdict } }))}
                />
              ))}
            </ul>
          </section>
        )}
        <div className={styles.note}>
          <label htmlFor={`${id}-note`} className={styles.questionLabel}>
            {t('rating.note.label')}
          </label>
          <textarea
            id={`${id}-note`}
            rows={4}
            maxLength={NOTE_MAX_LENGTH}
            className={styles.textarea}
            aria-describedby={`${id}-left`}
            value={draft.note}
            readOnly={saving}
            onChange={(event) => change((previous) => ({ ...previous, note: event.target.value }))}
          />
          <p id={`${id}-left`} className={styles.hint}>
            {t('rating.note.left', { left: NOTE_MAX_LENGTH - draft.note.length })}
          </p>
        </div>
        {status.kind === 'empty' && <FormMessage tone="failure">{t('rating.empty')}</FormMessage>}
        {status.kind === 'failed' && <FormMessage tone="failure">{t(`rating.failure.${status.failure}`)}</FormMessage>}
        <div className={styles.actions}>
          <Button type="submit" disabled={saving}>
            {t('rating.save')}
          </Button>
          <p role="status" className={styles.progress}>
            {saving ? t('rating.saving') : null}
          </p>
        </div>
      </form>
    </AccountFrame>
  );
}
