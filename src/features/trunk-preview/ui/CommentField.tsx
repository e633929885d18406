import { useId } from 'react';
import { useT } from '@/shared/i18n';
import styles from './TrunkPreview.module.css';

/** Longest word for the stylist (the contract's limit). */
const COMMENT_MAX_LENGTH = 2000;

interface CommentFieldProps {
  value: string;
  readOnly: boolean;
  onChange: (value: string) => void;
}

/** The text box of the word for the stylist, with the characters left. */
export function CommentField({ value, readOnly, onChange }: CommentFieldProps) {
  const t = useT();
  const id = useId();
  return (
    <div className={styles.commentField}>
      <label htmlFor={id} className={styles.question}>
        {t('preview.comment.label')}
      </label>
      <textarea
        id={id}
        rows={5}
        maxLength={COMMENT_MAX_LENGTH}
        className={styles.textarea}
        aria-describedby={`${id}-left`}
        value={value}
        readOnly={readOnly}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={`${id}-left`} className={styles.hint}>
        {t('preview.comment.left', { left: COMMENT_MAX_LENGTH - value.length })}
      </p>
    </div>
  );
}
