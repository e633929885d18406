import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import {
  designsFor,
  draftErrors,
  GiftCardArt,
  GiftCardSwatch,
  MESSAGE_MAX,
  parisDay,
  readDraft,
  RECIPIENT_NAME_MAX,
  saveDraft,
  shiftDay,
  type DraftErrors,
  type DraftField,
  type GiftCardDesign,
  type GiftCardDraft,
  type GiftCardFor,
  type GiftCardOffer,
} from '@/entities/gift-card';
import { LOCALES, type Locale } from '@/shared/config';
import { formatPrice, useIntl, useT } from '@/shared/i18n';
import { Button, EmailField, FormMessage, TextField } from '@/shared/ui';
import styles from './GiftCardForm.module.css';

/** Each language by its own name: the recipient reads theirs. */
const LANGUAGE_NAMES: Record<Locale, string> = { fr: 'Français', de: 'Deutsch', nl: 'Nederlands', es: 'Español' };

const OTHER = 'other';

interface Fields {
  /** A preset's amount as text, or `other`. */
  choice: string;
  otherAmount: string;
  design: GiftCardDesign;
  recipient_name: string;
  recipient_email: string;
  recipient_locale: Locale;
  message: string;
  send_on: string;
}

const FIELD_ORDER: DraftField[] = ['amount', 'recipient_name', 'recipient_email', 'message', 'send_on'];

function amountOf(fields: Fields): number {
  const text = fields.choice === OTHER ? fields.otherAmount.trim().replace(',', '.') : fields.choice;
  return text === '' ? Number.NaN : Number(text);
}

export interface GiftCardFormProps {
  offer: GiftCardOffer;
  audience: GiftCardFor;
}

/**
 * The card composed, checked field by field before leaving, kept in the tab, then the checkout.
 * The amounts and designs are the browser's own radio buttons, drawn as tiles: a public page's
 * first load stays within its budget (radix-ui's radio group weighs 12 kB more).
 */
export function GiftCardForm({ offer, audience }: GiftCardFormProps) {
  const t = useT();
  const intl = useIntl();
  const id = useId();
  const [, navigate] = useLocation();
  const today = parisDay();
  const designs = designsFor(audience, offer.designs);
  const [fields, setFields] = useState<Fields>(() => ({
    choice: String(offer.presets[1] ?? offer.presets[0] ?? ''),
    otherAmount: '',
    design: designs[0]!,
    recipient_name: '',
    recipient_email: '',
    recipient_locale: intl.appLocale,
    message: '',
    send_on: today,
  }));
  const [errors, setErrors] = useState<DraftErrors>({});
  const [draftId, setDraftId] = useState<string | null>(null);
  const refs = useRef<Partial<Record<DraftField, HTMLElement | null>>>({});
  const amountGroup = useRef<HTMLDivElement>(null);

  // Back from the checkout ("change the card"): the card as it was left, once the page is the browser's.
  useEffect(() => {
    const draft = readDraft();
    if (!draft || draft.for !== audience) return;
    const preset = offer.presets.includes(draft.amount);
    setDraftId(draft.id);
    setFields({
      choice: preset ? String(draft.amount) : OTHER,
      otherAmount: preset ? '' : String(draft.amount),
      design: draft.design,
      recipient_name: draft.recipient_name,
      recipient_email: draft.recipient_email,
      recipient_locale: draft.recipient_locale,
      message: draft.message,
      send_on: draft.send_on < today ? today : draft.send_on,
    });
  }, [audience]);

  const set = <K extends keyof Fields>(name: K, value: Fields[K]) => {
    setFields((current) => ({ ...current, [name]: value }));
    const field = (name === 'choice' || name === 'otherAmount' ? 'amount' : name) as DraftField;
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const amount = amountOf(fields);
  const price = (value: number) => formatPrice(intl, value);
  const lastDay = shiftDay(today, offer.max_send_days);
  const longDate = (day: string) => intl.formatDate(`${day}T12:00:00Z`, { dateStyle: 'long', timeZone: 'Europe/Paris' });
  const errorText = (field: DraftField) => {
    const problem = errors[field];
    if (!problem) return undefined;
    return t(`giftcard.error.${problem}`, { min: price(offer.min_amount), max: field === 'message' ? MESSAGE_MAX : field === 'recipient_name' ? RECIPIENT_NAME_MAX : price(offer.max_amount), date: longDate(lastDay) });
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const draft: GiftCardDraft = {
      id: draftId ?? crypto.randomUUID(),
      for: audience,
      amount,
      design: fields.design,
      recipient_name: fields.recipient_name,
      recipient_email: fields.recipient_email,
      recipient_locale: fields.recipient_locale,
      message: fields.message,
      send_on: fields.send_on,
    };
    const found = draftErrors(draft, offer, today);
    setErrors(found);
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) {
      const amountTarget = fields.choice === OTHER ? refs.current.amount : amountGroup.current?.querySelector<HTMLElement>('input:checked');
      (first === 'amount' ? amountTarget : refs.current[first])?.focus();
      return;
    }
    saveDraft(draft);
    navigate('/giftcard/checkout');
    window.scrollTo(0, 0);
  }

  const hasErrors = FIELD_ORDER.some((field) => errors[field]);
  const amountError = errorText('amount');
  return (
    <div className={styles.layout}>
      <form className={styles.form} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className={styles.title}>
          {t('giftcard.form.title')}
        </h2>

        <fieldset className={styles.group}>
          <legend className={styles.legend} id={`${id}-amount`}>
            {t('giftcard.form.amount')}
          </legend>
          <div className={styles.amounts} role="radiogroup" aria-labelledby={`${id}-amount`} aria-describedby={amountError && fields.choice !== OTHER ? `${id}-amount-error` : undefined} ref={amountGroup}>
            {[...offer.presets.map((preset) => ({ value: String(preset), label: price(preset) })), { value: OTHER, label: t('giftcard.form.other') }].map((option) => (
              <label key={option.value} className={styles.amount}>
                <input type="radio" name={`${id}-amount`} value={option.value} checked={fields.choice === option.value} onChange={() => set('choice', option.value)} className={styles.radio} />
                {option.label}
              </label>
            ))}
          </div>
          {fields.choice === OTHER && (
            <TextField
              ref={(element) => {
                refs.current.amount = element;
              }}
              label={t('giftcard.form.otherAmount')}
              hint={t('giftcard.form.otherAmountHint', { min: price(offer.min_amount), max: price(offer.max_amount) })}
              inputMode="numeric"
              type="number"
              min={offer.min_amount}
              max={offer.max_amount}
              step={1}
              value={fields.otherAmount}
              onChange={(event) => set('otherAmount', event.target.value)}
              error={amountError}
            />
          )}
          {fields.choice !== OTHER && amountError && (
            <span id={`${id}-amount-error`} role="alert" className={styles.error}>
              {amountError}
            </span>
          )}
        </fieldset>

        <fieldset className={styles.group}>
          <legend className={styles.legend} id={`${id}-design`}>
            {t('giftcard.form.design')}
          </legend>
          <div className={styles.designs} role="radiogroup" aria-labelledby={`${id}-design`}>
            {designs.map((design) => (
              <label key={design} className={styles.design}>
                <input type="radio" name={`${id}-design`} value={design} checked={fields.design === design} onChange={() => set('design', design)} className={styles.radio} />
                <GiftCardSwatch design={design} />
                <span>{t(`giftcard.design.${design}`)}</span>
              </label>
            ))}
          </div>
        </fieldset>

        <fieldset className={styles.group}>
          <legend className={styles.legend}>{t('giftcard.form.recipient')}</legend>
          <TextField
            ref={(element) => {
              refs.current.recipient_name = element;
            }}
            label={t('giftcard.form.recipientName')}
            autoComplete="off"
            maxLength={RECIPIENT_NAME_MAX + 10}
            value={fields.recipient_name}
            onChange={(event) => set('recipient_name', event.target.value)}
            error={errorText('recipient_name')}
          />
          <EmailField
            ref={(element) => {
              refs.current.recipient_email = element;
            }}
            autoComplete="off"
            label={t('giftcard.form.recipientEmail')}
            value={fields.recipient_email}
            onChange={(event) => set('recipient_email', event.target.value)}
            error={errorText('recipient_email')}
          />
          <div className={styles.field}>
            <label htmlFor={`${id}-locale`} className={styles.label}>
              {t('giftcard.form.locale')}
            </label>
            <select id={`${id}-locale`} className={styles.input} value={fields.recipient_locale} onChange={(event) => set('recipient_locale', event.target.value as Locale)}>
              {LOCALES.map((locale) => (
                <option key={locale} value={locale} lang={locale}>
                  {LANGUAGE_NAMES[locale]}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.field}>
            <label htmlFor={`${id}-message`} className={styles.label}>
              {t('giftcard.form.message')}
            </label>
            <textarea
              ref={(element) => {
                refs.current.message = element;
              }}
              id={`${id}-message`}
              rows={4}
              className={`${styles.input} ${styles.textarea}`}
              value={fields.message}
              onChange={(event) => set('message', event.target.value)}
              aria-invalid={errors.message ? true : undefined}
              aria-describedby={[`${id}-message-count`, errors.message && `${id}-message-error`].filter(Boolean).join(' ')}
            />
            <span id={`${id}-message-count`} className={fields.message.length > MESSAGE_MAX ? styles.error : styles.hint}>
              {t('giftcard.form.messageCount', { count: fields.message.length, max: MESSAGE_MAX })}
            </span>
            {errors.message && (
              <span id={`${id}-message-error`} role="alert" className={styles.error}>
                {errorText('message')}
              </span>
            )}
          </div>
          <TextField
            ref={(element) => {
              refs.current.send_on = element;
            }}
            type="date"
            label={t('giftcard.form.sendOn')}
            hint={t('giftcard.form.sendOnHint', { date: longDate(lastDay) })}
            min={today}
            max={lastDay}
            value={fields.send_on}
            onChange={(event) => set('send_on', event.target.value)}
            error={errorText('send_on')}
          />
        </fieldset>

        {hasErrors && <FormMessage tone="failure">{t('giftcard.form.invalid')}</FormMessage>}
        <Button type="submit" className={styles.submit}>
          {t('giftcard.form.continue')}
        </Button>
      </form>

      <aside className={styles.preview} aria-labelledby={`${id}-preview`}>
        <h2 id={`${id}-preview`} className={styles.title}>
          {t('giftcard.preview.title')}
        </h2>
        <GiftCardArt
          design={fields.design}
          brand={t('app.name')}
          amount={Number.isFinite(amount) && amount > 0 ? price(amount) : '—'}
          lines={[fields.recipient_name.trim() ? t('giftcard.preview.for', { name: fields.recipient_name.trim() }) : t('giftcard.preview.forAnyone')]}
        />
        {fields.message.trim() && <p className={styles.message}>{fields.message.trim()}</p>}
      </aside>
    </div>
  );
}
