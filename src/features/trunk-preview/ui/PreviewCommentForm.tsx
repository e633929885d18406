import { useState, type FormEvent } from 'react';
import { commentPreview, type Preview, type PreviewRef } from '@/entities/preview';
import { useT } from '@/shared/i18n';
import { Button, FormMessage } from '@/shared/ui';
import { previewFailure, type PreviewFailure } from '../model/failure';
import { CommentField } from './CommentField';
import styles from './TrunkPreview.module.css';

export interface PreviewCommentFormProps extends PreviewRef {
  /** The word already written, if any. */
  comment: string | null;
  /** After the server stored it. */
  onSaved: (preview: Preview) => void;
}

type Status = { kind: 'editing' } | { kind: 'saving' } | { kind: 'failed'; failure: PreviewFailure };

/** The word for the stylist on a page of its own. */
export function PreviewCommentForm({ profileId, requestId, comment, onSaved }: PreviewCommentFormProps) {
  const t = useT();
  const [text, setText] = useState(comment ?? '');
  const [status, setStatus] = useState<Status>({ kind: 'editing' });
  const saving = status.kind === 'saving';

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving || !text.trim()) return;
    setStatus({ kind: 'saving' });
    try {
      onSaved(await commentPreview({ profileId, requestId }, text.trim()));
    } catch (error) {
      setStatus({ kind: 'failed', failure: previewFailure(error) });
    }
  }

  return (
    <form className={styles.commentField} aria-busy={saving} noValidate onSubmit={submit}>
      <CommentField value={text} readOnly={saving} onChange={setText} />
      <p role="status" className={styles.progress}>
        {saving ? t('preview.comment.saving') : null}
      </p>
      {status.kind === 'failed' && <FormMessage tone="failure">{t(`preview.failure.${status.failure}`)}</FormMessage>}
      <div className={styles.actions}>
        <Button type="submit" variant="primary" disabled={saving || !text.trim()}>
          {t('preview.comment.save')}
        </Button>
      </div>
    </form>
  );
}
