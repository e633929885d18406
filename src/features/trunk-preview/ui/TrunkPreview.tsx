import { useEffect, useId, useRef } from 'react';
import { Tabs } from 'radix-ui';
import { useActorRef, useSelector } from '@xstate/react';
import { journeyInspect } from '@/shared/lib';
import type { InspectionEvent } from 'xstate';
import { formatDeadline, type Preview } from '@/entities/preview';
import { ProductCard } from '@/entities/product';
import { formatPrice, useIntl, useT } from '@/shared/i18n';
import { Button, FormMessage, Link } from '@/shared/ui';
import { previewingMachine } from '../api/logic';
import type { TrunkPreviewMachine } from '../model/machine';
import { selectCan, selectFailure, selectLookIndex, selectNotice, selectPreview, selectStep } from '../model/selectors';
import { CommentPanel } from './CommentPanel';
import { ReplaceDialog } from './ReplaceDialog';
import { ValidateDialog } from './ValidateDialog';
import type { PreviewActor } from './actor';
import styles from './TrunkPreview.module.css';

export interface TrunkPreviewProps {
  profileId: number;
  requestId: number;
  /** The profile's first name as shown (kid texts name the kid; woman texts speak to her). */
  firstname: string;
  /** After the client validated the preview. */
  onValidated?: (preview: Preview) => void;
  /** The machine to run; by default the one calling the API. */
  logic?: TrunkPreviewMachine;
  inspect?: (event: InspectionEvent) => void;
}

/** The stylist's preview of a trunk: its looks, a piece replaced, a word for the stylist, the validation. */
export function TrunkPreview({ profileId, requestId, firstname, onValidated, logic = previewingMachine, inspect }: TrunkPreviewProps) {
  const t = useT();
  const actor = useActorRef(logic, { input: { profileId, requestId }, inspect: inspect ?? journeyInspect });
  const step = useSelector(actor, selectStep);
  const preview = useSelector(actor, selectPreview);
  const failure = useSelector(actor, selectFailure);
  const canRetry = useSelector(actor, selectCan('RETRY'));
  const validated = step === 'validated';

  useEffect(() => {
    // Once, when the preview is validated.
    if (validated && preview) onValidated?.(preview);
  }, [validated]);

  if (step === 'loading' || step === 'opening') return <p role="status">{t('preview.loading')}</p>;
  if (step === 'notComposed') {
    return (
      <div className={styles.message}>
        <p role="status">{t('preview.notComposed')}</p>
        <Link href="/infos/preview">{t('preview.backToList')}</Link>
      </div>
    );
  }
  if (step === 'failed' || !preview) {
    return (
      <div className={styles.message}>
        <FormMessage tone="failure">{t(`preview.failure.${failure}`)}</FormMessage>
        {canRetry && (
          <Button variant="primary" onClick={() => actor.send({ type: 'RETRY' })}>
            {t('preview.retry')}
          </Button>
        )}
        <Link href="/infos/preview">{t('preview.backToList')}</Link>
      </div>
    );
  }
  return <PreviewLooks actor={actor} preview={preview} step={step} firstname={firstname} />;
}

interface PreviewLooksProps {
  actor: PreviewActor;
  preview: Preview;
  step: string;
  firstname: string;
}

function PreviewLooks({ actor, preview, step, firstname }: PreviewLooksProps) {
  const t = useT();
  const intl = useIntl();
  const lookIndex = useSelector(actor, selectLookIndex);
  const notice = useSelector(actor, selectNotice);
  const hasNext = useSelector(actor, selectCan('NEXT_LOOK'));
  const hasPrevious = useSelector(actor, selectCan('PREVIOUS_LOOK'));
  const canValidate = useSelector(actor, selectCan('VALIDATE'));
  const open = step !== 'closed' && step !== 'validated';
  // The looks change while nothing else is under way.
  const browsable = step === 'browsing' || step === 'closed';
  const id = useId();
  // The replace buttons, to bring focus back to the piece once its dialog closes.
  const replaceButtons = useRef(new Map<string, HTMLButtonElement>());
  const lastPiece = useRef<string | null>(null);

  return (
    <div className={styles.preview}>
      <div className={styles.summary}>
        {open ? (
          <p className={styles.deadline}>{t('preview.deadline', { deadline: formatDeadline(intl, preview.deadline) })}</p>
        ) : (
          <p className={styles.deadline}>{t('preview.closed', { by: preview.validated_by ?? 'deadline' })}</p>
        )}
        <p className={styles.total}>{t('preview.total', { price: formatPrice(intl, preview.total_price) })}</p>
      </div>
      <p role="status" className={styles.notice}>
        {step === 'validated' ? t('preview.validated') : notice ? t(`preview.notice.${notice}`) : null}
      </p>

      <Tabs.Root value={String(lookIndex)} onValueChange={(value) => actor.send({ type: 'SHOW_LOOK', lookIndex: Number(value) })}>
        <Tabs.List className={styles.tabs} aria-label={t('preview.looks')}>
          {preview.looks.map((look) => (
            <Tabs.Trigger key={look.look_index} value={String(look.look_index)} className={styles.tab} disabled={!browsable}>
              {look.name}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {preview.looks.map((look) => (
          <Tabs.Content key={look.look_index} value={String(look.look_index)} className={styles.look}>
            <h2 id={`${id}-look-${look.look_index}`} className={styles.lookTitle}>
              {t('preview.look', { number: look.look_index + 1, count: preview.looks.length, name: look.name })}
            </h2>
            <ul className={styles.pieces} aria-labelledby={`${id}-look-${look.look_index}`}>
              {look.items.map((item) => {
                const key = `${look.look_index}-${item.item_index}`;
                return (
                  <li key={item.item_index}>
                    <ProductCard product={item.product} size={item.size}>
                      {item.replacement_reason && <p className={styles.replaced}>{t('preview.piece.replaced', { reason: item.replacement_reason })}</p>}
                      {open && (
                        <Button
                          ref={(element) => {
                            if (element) replaceButtons.current.set(key, element);
                            else replaceButtons.current.delete(key);
                          }}
                          variant="secondary"
                          size="small"
                          aria-label={t('preview.piece.replaceNamed', { name: item.product.name })}
                          disabled={step !== 'browsing'}
                          onClick={() => {
                            lastPiece.current = key;
                            actor.send({ type: 'REPLACE', lookIndex: look.look_index, itemIndex: item.item_index, productId: item.product.id });
                          }}
                        >
                          {t('preview.piece.replace')}
                        </Button>
                      )}
                    </ProductCard>
                  </li>
                );
              })}
            </ul>
          </Tabs.Content>
        ))}
      </Tabs.Root>
      <div className={styles.lookNav}>
        {hasPrevious && (
          <Button variant="secondary" size="small" onClick={() => actor.send({ type: 'PREVIOUS_LOOK' })}>
            {t('preview.previousLook')}
          </Button>
        )}
        {hasNext && (
          <Button variant="secondary" size="small" onClick={() => actor.send({ type: 'NEXT_LOOK' })}>
            {t('preview.nextLook')}
          </Button>
        )}
      </div>

      <CommentPanel actor={actor} step={step} comment={preview.comment} />

      {open && (
        <div className={styles.validate}>
          <Button variant="accent" disabled={!canValidate} onClick={() => actor.send({ type: 'VALIDATE' })}>
            {t('preview.validate.open')}
          </Button>
        </div>
      )}

      <ReplaceDialog
        actor={actor}
        step={step}
        preview={preview}
        firstname={firstname}
        onClosed={() => {
          const button = lastPiece.current && replaceButtons.current.get(lastPiece.current);
          if (button) button.focus();
        }}
      />
      <ValidateDialog actor={actor} step={step} preview={preview} firstname={firstname} />
    </div>
  );
}
