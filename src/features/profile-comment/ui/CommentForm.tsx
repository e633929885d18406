import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Label } from 'radix-ui';
import { displayFirstname, updateProfile, type Profile } from '@/entities/profile';
import { useIntl, useT } from '@/shared/i18n';
import { Button, FormMessage } from '@/shared/ui';
import { COMMENT_MAX_LENGTH, COUNT_ANNOUNCE_DELAY } from '../config/comment';
import { commentPatch, saveFailure, type CommentStatus } from '../model/comment';
import styles from './CommentForm.module.css';

export interface CommentFormProps {
  profile: Profile;
  /** After the server stored the comment: the profile with its new `description`. */
  onSaved: (profile: Profile) => void;
  /** The button's words where the form is a step (the quiz's "Continue"); "Save" by default. */
  submitLabel?: string;
}

/** The free comment for the stylist: what the quiz's answers cannot say. */
export function CommentForm({ profile, onSaved, submitLabel }: CommentFormProps) {
  const t = useT();
  const firstname = displayFirstname(profile.firstname, useIntl().appLocale);
  const id = useId();
  const [text, setText] = useState(profile.description ?? '');
  const [status, setStatus] = useState<CommentStatus>({ kind: 'editing' });
  // The characters left as screen readers last heard them: told once typing pauses, never at each key.
  const [announced, setAnnounced] = useState<number | null>(null);
  const pause = useRef<ReturnType<typeof setTimeout>>(undefined);
  const messageRef = useRef<HTMLParagraphElement>(null);
  const saving = status.kind === 'saving';
  const failed = status.kind === 'gone' || status.kind === 'failed';

  useEffect(() => () => clearTimeout(pause.current), []);
  useEffect(() => {
    if (status.kind !== 'editing' && status.kind !== 'saving') messageRef.current?.focus();
  }, [status]);

  function edit(value: string) {
    setText(value);
    setStatus({ kind: 'editing' });
    clearTimeout(pause.current);
    pause.current = setTimeout(() => setAnnounced(COMMENT_MAX_LENGTH - value.length), COUNT_ANNOUNCE_DELAY);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    setStatus({ kind: 'saving' });
    try {
      const updated = await updateProfile(profile.id, commentPatch(text));
      setStatus({ kind: 'saved' });
      onSaved(updated);
    } catch (error) {
      setStatus({ kind: saveFailure(error) });
    }
  }

  return (
    <form className={styles.form} aria-busy={saving} noValidate onSubmit={submit}>
      <div className={styles.field}>
        <Label.Root htmlFor={`${id}-text`} className={styles.label}>
          {t('comment.label', { type: profile.profile_type, firstname })}
        </Label.Root>
        <p id={`${id}-hint`} className={styles.hint}>
          {t('comment.hint', { type: profile.profile_type, gender: profile.gender })}
        </p>
        <textarea
          id={`${id}-text`}
          name="description"
          rows={6}
          maxLength={COMMENT_MAX_LENGTH}
          className={styles.text}
          aria-describedby={`${id}-hint ${id}-count`}
          value={text}
          readOnly={saving}
          onChange={(event) => edit(event.target.value)}
        />
        <p id={`${id}-count`} className={styles.count}>
          {t('comment.left', { left: COMMENT_MAX_LENGTH - text.length })}
        </p>
        <p role="status" className="visually-hidden">
          {announced === null ? null : t('comment.left', { left: announced })}
        </p>
      </div>
      <FormMessage ref={status.kind === 'saved' ? messageRef : undefined} tabIndex={-1} tone="success">
        {status.kind === 'saved' ? t('comment.saved') : null}
      </FormMessage>
      {failed && (
        <FormMessage ref={messageRef} tabIndex={-1} tone="failure">
          {t(`comment.${status.kind}`)}
        </FormMessage>
      )}
      <Button type="submit" variant="accent" className={styles.submit} disabled={saving}>
        {saving ? t('comment.saving') : (submitLabel ?? t('comment.submit'))}
      </Button>
    </form>
  );
}
