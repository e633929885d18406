import { useEffect, useId, useRef, type FormEvent } from 'react';
import { useSelector } from '@xstate/react';
import { useT } from '@/shared/i18n';
import { Button, FormMessage } from '@/shared/ui';
import { selectCan, selectDraft, selectFailure } from '../model/selectors';
import type { PreviewActor } from './actor';
import { CommentField } from './CommentField';
import styles from './TrunkPreview.module.css';

interface CommentPanelProps {
  actor: PreviewActor;
  step: string;
  comment: string | null;
}

/** The word for the stylist: read, then written in place while the preview is open. */
export function CommentPanel({ actor, step, comment }: CommentPanelProps) {
  const t = useT();
  const id = useId();
  const draft = useSelector(actor, selectDraft);
  const failure = useSelector(actor, selectFailure);
  const canEdit = useSelector(actor, selectCan('EDIT_COMMENT'));
  const canSave = useSelector(actor, selectCan('SAVE_COMMENT'));
  const editing = step.startsWith('commenting.');
  const saving = step === 'commenting.saving';
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (step === 'commenting.editing') formRef.current?.querySelector('textarea')?.focus();
  }, [step]);

  function submit(event: FormEvent) {
    event.preventDefault();
    actor.send({ type: 'SAVE_COMMENT' });
  }

  return (
    <section className={styles.comment} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {t('preview.comment.title')}
      </h2>
      {editing ? (
        <form ref={formRef} aria-busy={saving} noValidate onSubmit={submit}>
          <CommentField value={draft} readOnly={saving} onChange={(message) => actor.send({ type: 'TYPE_COMMENT', message })} />
          <p role="status" className={styles.progress}>
            {saving ? t('preview.comment.saving') : null}
          </p>
          {step === 'commenting.failed' && <FormMessage tone="failure">{t(`preview.failure.${failure}`)}</FormMessage>}
          <div className={styles.actions}>
            <Button type="submit" variant="primary" disabled={!canSave}>
              {t('preview.comment.save')}
            </Button>
            <Button variant="secondary" disabled={saving} onClick={() => actor.send({ type: 'CANCEL' })}>
              {t('preview.comment.cancel')}
            </Button>
          </div>
        </form>
      ) : (
        <>
          <p className={styles.commentText}>{comment ?? t('preview.comment.none')}</p>
          {canEdit && (
            <Button variant="secondary" size="small" onClick={() => actor.send({ type: 'EDIT_COMMENT' })}>
              {t('preview.comment.edit', { written: String(comment !== null) })}
            </Button>
          )}
        </>
      )}
    </section>
  );
}
