import { useId } from 'react';
import { Dialog, RadioGroup } from 'radix-ui';
import { shallowEqual, useSelector } from '@xstate/react';
import { REPLACEMENT_REASONS, type Preview, type ReplacementReason } from '@/entities/preview';
import { PRODUCT_FAMILIES, ProductCard, type ProductFamily } from '@/entities/product';
import { formatSize, useIntl, useT } from '@/shared/i18n';
import { Button, Checkbox, FormMessage, SelectField } from '@/shared/ui';
import type { SearchFilters } from '../model/machine';
import { selectCan, selectFailure, selectReplacement } from '../model/selectors';
import type { PreviewActor } from './actor';
import styles from './TrunkPreview.module.css';

interface ReplaceDialogProps {
  actor: PreviewActor;
  step: string;
  preview: Preview;
  firstname: string;
  /** Once the dialog closed: focus goes back to the piece. */
  onClosed: () => void;
}

/** Replacing a piece: why, a search among the pieces that could take its place, a size, the confirmation. */
export function ReplaceDialog({ actor, step, preview, firstname, onClosed }: ReplaceDialogProps) {
  const t = useT();
  const { target } = useSelector(actor, selectReplacement, shallowEqual);
  const canCancel = useSelector(actor, selectCan('CANCEL'));
  const open = step.startsWith('replacing.');
  const piece = target && preview.looks[target.lookIndex]?.items.find((item) => item.item_index === target.itemIndex);
  const sub = step.slice('replacing.'.length);

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && canCancel && actor.send({ type: 'CANCEL' })}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.dialog}
          aria-describedby={undefined}
          aria-busy={sub === 'saving' || sub === 'searching.loading'}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            onClosed();
          }}
        >
          <div className={styles.dialogHead}>
            <Dialog.Title className={styles.dialogTitle}>{t('preview.replace.title', { name: piece?.product.name ?? '' })}</Dialog.Title>
            <Dialog.Close asChild>
              <Button variant="link" size="small" disabled={!canCancel}>
                {t('preview.replace.close')}
              </Button>
            </Dialog.Close>
          </div>
          {sub === 'choosingReason' && <ReasonStep actor={actor} />}
          {sub.startsWith('searching') && <SearchStep actor={actor} step={sub} firstname={firstname} kind={preview.profile_type} />}
          {sub === 'picked' && <SizeStep actor={actor} />}
          {(sub === 'confirming' || sub === 'saving' || sub === 'saveFailed') && <ConfirmStep actor={actor} step={sub} replaced={piece?.product.name ?? ''} />}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function ReasonStep({ actor }: { actor: PreviewActor }) {
  const t = useT();
  const id = useId();
  const { reason } = useSelector(actor, selectReplacement, shallowEqual);
  const canSearch = useSelector(actor, selectCan('SEARCH'));
  return (
    <>
      <p id={id} className={styles.question}>
        {t('preview.reason.question')}
      </p>
      <RadioGroup.Root
        className={styles.choices}
        aria-labelledby={id}
        value={reason ?? ''}
        onValueChange={(value) => actor.send({ type: 'CHOOSE_REASON', reason: value as ReplacementReason })}
      >
        {REPLACEMENT_REASONS.map((option) => (
          <div key={option} className={styles.choice}>
            <RadioGroup.Item id={`${id}-${option}`} value={option} className={styles.radio}>
              <RadioGroup.Indicator className={styles.radioDot} />
            </RadioGroup.Item>
            <label htmlFor={`${id}-${option}`}>{t('preview.reason.option', { reason: option })}</label>
          </div>
        ))}
      </RadioGroup.Root>
      <div className={styles.actions}>
        <Button variant="primary" disabled={!canSearch} onClick={() => actor.send({ type: 'SEARCH' })}>
          {t('preview.reason.search')}
        </Button>
      </div>
    </>
  );
}

function SearchStep({ actor, step, firstname, kind }: { actor: PreviewActor; step: string; firstname: string; kind: Preview['profile_type'] }) {
  const t = useT();
  const { filters, page, results } = useSelector(actor, selectReplacement, shallowEqual);
  const failure = useSelector(actor, selectFailure);
  const canRetry = useSelector(actor, selectCan('RETRY'));
  const hasNext = useSelector(actor, selectCan('NEXT_PAGE'));
  const hasPrevious = useSelector(actor, selectCan('PREVIOUS_PAGE'));
  const filter = (change: Partial<SearchFilters>) => actor.send({ type: 'FILTER', filters: change });
  return (
    <>
      <fieldset className={styles.filters}>
        <legend className={styles.question}>{t('preview.search.filters')}</legend>
        <Checkbox label={t('preview.search.sameCategory')} checked={filters.sameCategory} onChange={(event) => filter({ sameCategory: event.target.checked })} />
        <SelectField<ProductFamily>
          label={t('preview.search.family')}
          noneLabel={t('preview.search.allFamilies')}
          options={PRODUCT_FAMILIES.map((family) => ({ value: family, label: t(`product.family.${family}`) }))}
          value={filters.category ?? undefined}
          onChange={(category) => filter({ category: category ?? null })}
        />
        <Checkbox
          label={t('preview.search.mySizes', { kind, firstname })}
          checked={filters.filterProfile}
          onChange={(event) => filter({ filterProfile: event.target.checked })}
        />
      </fieldset>
      <p role="status" className={styles.progress}>
        {step === 'searching.loading' ? t('preview.search.loading') : results ? t('preview.search.count', { total: results.total }) : null}
      </p>
      {step === 'searching.failed' && <FormMessage tone="failure">{t(`preview.failure.${failure}`)}</FormMessage>}
      {results && results.products.length === 0 && <p>{t('preview.search.empty')}</p>}
      {results && results.products.length > 0 && (
        <ul className={styles.results}>
          {results.products.map((product) => (
            <li key={product.id}>
              <ProductCard product={product} headingLevel={3}>
                <Button
                  variant="secondary"
                  size="small"
                  aria-label={t('preview.search.pickNamed', { name: product.name })}
                  onClick={() => actor.send({ type: 'PICK', productId: product.id })}
                >
                  {t('preview.search.pick')}
                </Button>
              </ProductCard>
            </li>
          ))}
        </ul>
      )}
      {results && results.pages > 1 && (
        <nav className={styles.pages} aria-label={t('preview.search.pages')}>
          {hasPrevious && (
            <Button variant="secondary" size="small" onClick={() => actor.send({ type: 'PREVIOUS_PAGE' })}>
              {t('preview.search.previousPage')}
            </Button>
          )}
          <span>{t('preview.search.page', { page, pages: results.pages })}</span>
          {hasNext && (
            <Button variant="secondary" size="small" onClick={() => actor.send({ type: 'NEXT_PAGE' })}>
              {t('preview.search.nextPage')}
            </Button>
          )}
        </nav>
      )}
      <div className={styles.actions}>
        {canRetry && (
          <Button variant="primary" onClick={() => actor.send({ type: 'RETRY' })}>
            {t('preview.retry')}
          </Button>
        )}
        <Button variant="secondary" onClick={() => actor.send({ type: 'BACK' })}>
          {t('preview.search.back')}
        </Button>
      </div>
    </>
  );
}

function SizeStep({ actor }: { actor: PreviewActor }) {
  const t = useT();
  const intl = useIntl();
  const id = useId();
  const { picked, variantId } = useSelector(actor, selectReplacement, shallowEqual);
  const canReview = useSelector(actor, selectCan('REVIEW'));
  if (!picked) return null;
  return (
    <>
      <ProductCard product={picked} headingLevel={3} />
      <p id={id} className={styles.question}>
        {t('preview.size.question')}
      </p>
      <RadioGroup.Root
        className={styles.choices}
        aria-labelledby={id}
        value={variantId === null ? '' : String(variantId)}
        onValueChange={(value) => actor.send({ type: 'CHOOSE_SIZE', variantId: Number(value) })}
      >
        {picked.variants.map((variant) => (
          <div key={variant.variant_id} className={styles.choice}>
            <RadioGroup.Item id={`${id}-${variant.variant_id}`} value={String(variant.variant_id)} disabled={!variant.is_available} className={styles.radio}>
              <RadioGroup.Indicator className={styles.radioDot} />
            </RadioGroup.Item>
            <label htmlFor={`${id}-${variant.variant_id}`}>{t('preview.size.option', { size: formatSize(intl, variant.size), available: String(variant.is_available) })}</label>
          </div>
        ))}
      </RadioGroup.Root>
      <div className={styles.actions}>
        <Button variant="primary" disabled={!canReview} onClick={() => actor.send({ type: 'REVIEW' })}>
          {t('preview.size.continue')}
        </Button>
        <Button variant="secondary" onClick={() => actor.send({ type: 'BACK' })}>
          {t('preview.size.back')}
        </Button>
      </div>
    </>
  );
}

function ConfirmStep({ actor, step, replaced }: { actor: PreviewActor; step: string; replaced: string }) {
  const t = useT();
  const { picked, variantId } = useSelector(actor, selectReplacement, shallowEqual);
  const failure = useSelector(actor, selectFailure);
  const canRetry = useSelector(actor, selectCan('RETRY'));
  const saving = step === 'saving';
  const size = picked?.variants.find((variant) => variant.variant_id === variantId)?.size;
  return (
    <>
      {picked && <ProductCard product={picked} size={size} headingLevel={3} />}
      <p className={styles.question}>{t('preview.confirm.text', { replaced, name: picked?.name ?? '' })}</p>
      <p role="status" className={styles.progress}>
        {saving ? t('preview.confirm.saving') : null}
      </p>
      {step === 'saveFailed' && <FormMessage tone="failure">{t(`preview.failure.${failure}`)}</FormMessage>}
      <div className={styles.actions}>
        {step === 'confirming' && (
          <Button variant="accent" onClick={() => actor.send({ type: 'CONFIRM' })}>
            {t('preview.confirm.submit')}
          </Button>
        )}
        {canRetry && (
          <Button variant="primary" onClick={() => actor.send({ type: 'RETRY' })}>
            {t('preview.retry')}
          </Button>
        )}
        <Button variant="secondary" disabled={saving} onClick={() => actor.send({ type: 'BACK' })}>
          {t(step === 'saveFailed' ? 'preview.confirm.otherSize' : 'preview.confirm.back')}
        </Button>
      </div>
    </>
  );
}
