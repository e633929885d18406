import { useEffect, useId, useLayoutEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { journeyInspect } from '@/shared/lib';
import { fromPromise, type InspectionEvent, type SnapshotFrom } from 'xstate';
import { listClientRequests } from '@/entities/trunk';
import { retryAfterMinutes } from '@/shared/api';
import { useIntl, useT } from '@/shared/i18n';
import { Button, FormMessage, Link, TextField } from '@/shared/ui';
import { listShopOrders, sendTicket } from '../api/tickets';
import { ATTACHMENT_TYPES, FIELD_MAX_LENGTH, MAX_ATTACHMENTS, SUPPORT_OBJECTS } from '../config/limits';
import { readChosenFiles } from '../model/attachments';
import { formatFileSize } from '../model/format';
import { contactFormMachine, type ContactFormMachine, type ContactFormState, type ContactInput, type TextField as Field } from '../model/machine';
import type { ContactField, FieldProblem } from '../model/problem';
import styles from './ContactForm.module.css';

type Snapshot = SnapshotFrom<ContactFormMachine>;

const sendingMachine = contactFormMachine.provide({ actors: { sendTicket: fromPromise(({ input }) => sendTicket(input)) } });

const selectState = (snapshot: Snapshot) => snapshot.value as ContactFormState;
const selectFields = (snapshot: Snapshot) => snapshot.context.fields;
const selectFiles = (snapshot: Snapshot) => snapshot.context.files;
const selectRefused = (snapshot: Snapshot) => snapshot.context.refused;
const selectErrors = (snapshot: Snapshot) => snapshot.context.errors;
const selectReceipt = (snapshot: Snapshot) => snapshot.context.receipt;
const selectRetryMinutes = (snapshot: Snapshot) => retryAfterMinutes(snapshot.context.failure);

/** The message of a field's problem, in the page's language. */
function errorKey(field: ContactField, problem: FieldProblem): string {
  switch (field) {
    case 'sender_email':
      return problem === 'required' ? 'contact.error.emailRequired' : 'contact.error.email';
    case 'sender_name':
      return 'contact.error.name';
    case 'sender_phone':
      return 'contact.error.phone';
    case 'object':
      return 'contact.error.object';
    case 'order_id':
      return 'contact.error.order';
    case 'content':
      return problem === 'tooLong' ? 'contact.error.contentTooLong' : 'contact.error.content';
    case 'attachments':
      return problem === 'count' ? 'contact.error.files.count' : problem === 'size' ? 'contact.error.files.size' : 'contact.error.files.type';
  }
}

export interface OrderChoice {
  value: string;
  label: string;
}

/** A signed-in client's shop orders and trunks, to pick the one the message is about. */
function useOrderChoices(signedIn: boolean): OrderChoice[] {
  const t = useT();
  const intl = useIntl();
  const [choices, setChoices] = useState<OrderChoice[]>([]);
  useEffect(() => {
    if (!signedIn) return;
    let live = true;
    const date = (value: string) => intl.formatDate(value.length === 10 ? `${value}T12:00:00Z` : value, { dateStyle: 'long', timeZone: 'Europe/Paris' });
    // Either list may fail: the form then offers what it has, and the message can name the order.
    Promise.all([listShopOrders().catch(() => []), listClientRequests().catch(() => [])]).then(([orders, trunks]) => {
      if (!live) return;
      setChoices([
        ...trunks.map((trunk) => ({ value: `trunk-${trunk.id}`, label: t('contact.order.trunk', { id: trunk.id, date: date(trunk.delivery_date ?? trunk.created_at) }) })),
        ...orders.map((order) => ({ value: `shop-${order.id}`, label: t('contact.order.shop', { id: order.id, date: date(order.created_at) }) })),
      ]);
    });
    return () => {
      live = false;
    };
    // The labels follow the language; the lists are read once per sign-in.
  }, [signedIn, intl]);
  return choices;
}

export interface ContactFormProps {
  /** The name and address of a signed-in client, a subject chosen by the link. */
  input?: ContactInput;
  /** A signed-in client picks the order from their own. */
  signedIn?: boolean;
  /** The machine to run; by default the one calling the API. */
  logic?: ContactFormMachine;
  inspect?: (event: InspectionEvent) => void;
}

/** The contact form: a ticket to customer service, with up to three files; then its confirmation. */
export function ContactForm({ input, signedIn = false, logic = sendingMachine, inspect }: ContactFormProps) {
  const t = useT();
  const intl = useIntl();
  const actor = useActorRef(logic, { input, inspect: inspect ?? journeyInspect });
  const state = useSelector(actor, selectState);
  const fields = useSelector(actor, selectFields);
  const files = useSelector(actor, selectFiles);
  const refused = useSelector(actor, selectRefused);
  const errors = useSelector(actor, selectErrors);
  const receipt = useSelector(actor, selectReceipt);
  const retryMinutes = useSelector(actor, selectRetryMinutes);
  const orders = useOrderChoices(signedIn);
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const doneRef = useRef<HTMLHeadingElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  // A refused sending takes the focus to the first field to fix; a sent one to its confirmation.
  // Only a sending does it (the form's own checks or the server's answer): typing afterwards keeps
  // the focus where it is. Done as the page changes, before anything else can take the focus.
  const focusAfterSending = useRef(false);
  useLayoutEffect(() => {
    if (!focusAfterSending.current || state === 'sending') return;
    focusAfterSending.current = false;
    if (state === 'editing') formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [state, errors]);
  useEffect(() => {
    if (state === 'sent') doneRef.current?.focus();
  }, [state]);

  if (state === 'sent' && receipt) {
    return (
      <section className={styles.done} aria-labelledby={`${id}-done`}>
        <h2 id={`${id}-done`} ref={doneRef} tabIndex={-1} className={styles.doneTitle}>
          {t('contact.sent.title')}
        </h2>
        <p role="status">{t('contact.sent.reference', { reference: receipt.reference })}</p>
        <p>{t('contact.sent.mail', { email: fields.sender_email.trim() })}</p>
        <p>{t('contact.sent.delay')}</p>
        <div className={styles.actions}>
          <Button asChild variant="secondary">
            <Link href="/">{t('contact.sent.home')}</Link>
          </Button>
          <Button asChild variant="link">
            <Link href="/faq">{t('contact.sent.faq')}</Link>
          </Button>
        </div>
      </section>
    );
  }

  const sending = state === 'sending';
  const error = (field: ContactField) => (errors[field] ? t(errorKey(field, errors[field]!)) : undefined);
  const edit = (field: Field) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => actor.send({ type: 'EDIT', field, value: event.target.value });
  const describedBy = (...ids: Array<string | false>) => ids.filter(Boolean).join(' ') || undefined;

  const onFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])];
    // The same file chosen again after its removal is a new choice.
    event.target.value = '';
    if (chosen.length) actor.send({ type: 'ADD_FILES', files: await readChosenFiles(chosen) });
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    focusAfterSending.current = true;
    actor.send({ type: 'SUBMIT' });
  };

  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={onSubmit} aria-describedby={`${id}-required`} aria-busy={sending || undefined}>
      <p id={`${id}-required`} className={styles.required}>
        {t('contact.required')}
      </p>
      <TextField label={t('contact.name')} name="sender_name" autoComplete="name" required maxLength={FIELD_MAX_LENGTH.sender_name} value={fields.sender_name} onChange={edit('sender_name')} error={error('sender_name')} />
      <TextField
        label={t('contact.email')}
        name="sender_email"
        type="email"
        autoComplete="email"
        required
        maxLength={FIELD_MAX_LENGTH.sender_email}
        value={fields.sender_email}
        onChange={edit('sender_email')}
        error={error('sender_email')}
      />
      <TextField
        label={t('contact.phone')}
        hint={t('contact.phone.hint')}
        name="sender_phone"
        type="tel"
        autoComplete="tel"
        maxLength={FIELD_MAX_LENGTH.sender_phone}
        value={fields.sender_phone}
        onChange={edit('sender_phone')}
        error={error('sender_phone')}
      />

      <div className={styles.field}>
        <label htmlFor={`${id}-object`} className={styles.label}>
          {t('contact.object')}
        </label>
        <select
          id={`${id}-object`}
          name="object"
          required
          className={styles.input}
          value={fields.object}
          onChange={edit('object')}
          aria-invalid={errors.object ? true : undefined}
          aria-describedby={describedBy(!!errors.object && `${id}-object-error`)}
        >
          <option value="">{t('contact.object.none')}</option>
          {SUPPORT_OBJECTS.map((object) => (
            <option key={object} value={object}>
              {t(`contact.object.${object}`)}
            </option>
          ))}
        </select>
        {errors.object && (
          <span id={`${id}-object-error`} role="alert" className={styles.error}>
            {error('object')}
          </span>
        )}
      </div>

      {signedIn && (
        <div className={styles.field}>
          <label htmlFor={`${id}-order`} className={styles.label}>
            {t('contact.order')}
          </label>
          <select
            id={`${id}-order`}
            name="order_id"
            className={styles.input}
            value={fields.order_id}
            onChange={edit('order_id')}
            aria-invalid={errors.order_id ? true : undefined}
            aria-describedby={describedBy(`${id}-order-hint`, !!errors.order_id && `${id}-order-error`)}
          >
            <option value="">{t('contact.order.none')}</option>
            {orders.map((order) => (
              <option key={order.value} value={order.value}>
                {order.label}
              </option>
            ))}
          </select>
          <span id={`${id}-order-hint`} className={styles.hint}>
            {t('contact.order.hint')}
          </span>
          {errors.order_id && (
            <span id={`${id}-order-error`} role="alert" className={styles.error}>
              {error('order_id')}
            </span>
          )}
        </div>
      )}

      <div className={styles.field}>
        <label htmlFor={`${id}-content`} className={styles.label}>
          {t('contact.content')}
        </label>
        <textarea
          id={`${id}-content`}
          name="content"
          required
          rows={7}
          maxLength={FIELD_MAX_LENGTH.content}
          className={`${styles.input} ${styles.textarea}`}
          value={fields.content}
          onChange={edit('content')}
          aria-invalid={errors.content ? true : undefined}
          aria-describedby={describedBy(`${id}-content-hint`, !!errors.content && `${id}-content-error`)}
        />
        <span id={`${id}-content-hint`} className={styles.hint}>
          {t('contact.content.hint', { count: fields.content.length, max: FIELD_MAX_LENGTH.content })}
        </span>
        {errors.content && (
          <span id={`${id}-content-error`} role="alert" className={styles.error}>
            {error('content')}
          </span>
        )}
      </div>

      <fieldset className={styles.files} aria-describedby={`${id}-files-hint`}>
        <legend className={styles.label}>{t('contact.files')}</legend>
        <span id={`${id}-files-hint`} className={styles.hint}>
          {t('contact.files.hint', { max: MAX_ATTACHMENTS })}
        </span>
        {files.length > 0 && (
          <ul className={styles.fileList} aria-label={t('contact.files.chosen')}>
            {files.map((file, index) => (
              <li key={`${index}-${file.name}`} className={styles.file}>
                <span className={styles.fileName}>{file.name}</span>
                <span className={styles.fileSize}>{formatFileSize(file.size, intl.locale)}</span>
                <Button
                  variant="link"
                  size="small"
                  aria-label={t('contact.files.remove', { name: file.name })}
                  onClick={() => {
                    actor.send({ type: 'REMOVE_FILE', index });
                    fileInput.current?.focus();
                  }}
                >
                  {t('contact.files.removeShort')}
                </Button>
              </li>
            ))}
          </ul>
        )}
        {files.length < MAX_ATTACHMENTS && (
          <div className={styles.pick}>
            {/* The browser's own picker speaks the browser's language: it is hidden, its label is the button. */}
            <input
              ref={fileInput}
              id={`${id}-files`}
              type="file"
              multiple
              accept={ATTACHMENT_TYPES.join(',')}
              className={styles.fileInput}
              onChange={onFiles}
              aria-invalid={errors.attachments ? true : undefined}
              aria-describedby={describedBy(`${id}-files-hint`, !!errors.attachments && `${id}-files-error`)}
            />
            <label htmlFor={`${id}-files`} className={styles.pickLabel}>
              {t(files.length ? 'contact.files.addMore' : 'contact.files.add')}
            </label>
          </div>
        )}
        {refused.map((file, index) => (
          <p key={`${index}-${file.name}`} role="alert" className={styles.error}>
            {t(`contact.files.refused.${file.reason}`, { name: file.name, max: MAX_ATTACHMENTS })}
          </p>
        ))}
        {errors.attachments && (
          <p id={`${id}-files-error`} role="alert" className={styles.error}>
            {error('attachments')}
          </p>
        )}
      </fieldset>

      {state === 'failed' && <FormMessage tone="failure">{t('contact.failed')}</FormMessage>}
      {state === 'throttled' && retryMinutes !== null && <FormMessage tone="failure">{t('contact.throttled', { minutes: retryMinutes })}</FormMessage>}

      <div className={styles.actions}>
        <Button type="submit" variant="primary" disabled={sending}>
          {t(sending ? 'contact.sending' : 'contact.send')}
        </Button>
      </div>
    </form>
  );
}
