import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { displayFirstname, ProfileIdentity, uploadPhoto, type Profile } from '@/entities/profile';
import { useIntl, useT } from '@/shared/i18n';
import { Button, FormMessage } from '@/shared/ui';
import { PHOTO_MAX_BYTES, PHOTO_TYPES } from '../config/photo';
import { afterFailure, checkPhoto, chosenFile, readHead, type PhotoStatus } from '../model/photo';
import styles from './PhotoUpload.module.css';

const MEGABYTES = PHOTO_MAX_BYTES / 1024 / 1024;

/** An address of the chosen file for an `<img>`, revoked when the file changes or the preview goes. */
function usePreview(file: File | null): string | null {
  const [preview, setPreview] = useState<{ file: File; url: string } | null>(null);
  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    setPreview({ file, url });
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return preview?.file === file ? preview.url : null;
}

export interface PhotoUploadProps {
  profile: Profile;
  /** After the server stored the photo: the profile with its new `photo_url`. */
  onUploaded: (profile: Profile) => void;
}

/**
 * The profile's photo for the stylist: the current one (or the initial), a file chosen and checked
 * here, its preview, then an explicit sending.
 */
export function PhotoUpload({ profile, onUploaded }: PhotoUploadProps) {
  const t = useT();
  const firstname = displayFirstname(profile.firstname, useIntl().appLocale);
  const id = useId();
  const [status, setStatus] = useState<PhotoStatus>({ kind: 'choosing' });
  const file = chosenFile(status);
  const preview = usePreview(file);
  const inputRef = useRef<HTMLInputElement>(null);
  const sendRef = useRef<HTMLButtonElement>(null);
  const sentRef = useRef<HTMLParagraphElement>(null);
  /** The file picked last: a check of an earlier pick that ends later is dropped. */
  const picking = useRef<File | null>(null);
  const sending = status.kind === 'sending';

  // Focus goes where the person acts next: the retry, another file, or the news that it is done.
  useEffect(() => {
    if (status.kind === 'failed' || status.kind === 'throttled') sendRef.current?.focus();
    else if (status.kind === 'refused') inputRef.current?.focus();
    else if (status.kind === 'sent') sentRef.current?.focus();
  }, [status]);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const [picked] = event.target.files ?? [];
    // Emptied, so that choosing the same file again after a refusal is a change too.
    event.target.value = '';
    if (!picked) return;
    picking.current = picked;
    setStatus({ kind: 'checking' });
    // Its content decides, as on the server: no preview nor sending for a file that is no image.
    const head = await readHead(picked).catch(() => new Uint8Array());
    if (picking.current !== picked) return;
    const refusal = checkPhoto({ size: picked.size, head });
    setStatus(refusal ? { kind: 'refused', reason: refusal } : { kind: 'chosen', file: picked });
  }

  async function send() {
    if (!file || sending) return;
    setStatus({ kind: 'sending', file });
    try {
      const updated = await uploadPhoto(profile.id, file);
      setStatus({ kind: 'sent' });
      onUploaded(updated);
    } catch (error) {
      setStatus(afterFailure(error, file));
    }
  }

  const failure =
    status.kind === 'refused'
      ? t(`photo.${status.reason}`, { megabytes: MEGABYTES })
      : status.kind === 'failed'
        ? t('photo.failed')
        : status.kind === 'throttled'
          ? t('common.tooManyAttempts', { minutes: status.minutes })
          : null;

  return (
    <div className={styles.photo} aria-busy={sending || status.kind === 'checking'}>
      <ProfileIdentity profile={profile} size="lg" />
      <p id={`${id}-privacy`} className={styles.privacy}>
        {t('photo.privacy', { type: profile.profile_type, firstname })}
      </p>
      <div className={styles.picker}>
        <input
          ref={inputRef}
          id={`${id}-file`}
          type="file"
          accept={PHOTO_TYPES.join(',')}
          className={`visually-hidden ${styles.file}`}
          aria-describedby={`${id}-formats ${id}-privacy`}
          disabled={sending}
          onChange={choose}
        />
        <label htmlFor={`${id}-file`} className={styles.choose}>
          {t('photo.choose', { type: profile.profile_type, firstname })}
        </label>
        <span id={`${id}-formats`} className={styles.formats}>
          {t('photo.formats', { megabytes: MEGABYTES })}
        </span>
      </div>
      {file && (
        <div className={styles.chosen}>
          {preview && (
            <img
              src={preview}
              alt={t('photo.preview')}
              className={styles.preview}
              // An image with the right first bytes the browser still cannot draw (a damaged file) goes too.
              onError={() => status.kind === 'chosen' && setStatus({ kind: 'refused', reason: 'unreadable' })}
            />
          )}
          <Button ref={sendRef} variant="accent" className={styles.send} disabled={sending} onClick={send}>
            {t(status.kind === 'failed' || status.kind === 'throttled' ? 'photo.retry' : 'photo.send')}
          </Button>
        </div>
      )}
      <p ref={sentRef} role="status" tabIndex={-1} className={status.kind === 'sent' ? styles.sent : styles.progress}>
        {sending ? t('photo.sending') : status.kind === 'sent' ? t('photo.sent') : null}
      </p>
      {failure && <FormMessage tone="failure">{failure}</FormMessage>}
    </div>
  );
}
