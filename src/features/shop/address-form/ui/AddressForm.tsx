import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { countryOptions, createAddress, fetchClient, postcodeHint, type Address, type AddressKind, type ShippingCountry } from '@/entities/address';
import { useSession, useViewer } from '@/entities/session';
import { useIntl, useT } from '@/shared/i18n';
import { Button, FormMessage, TextField } from '@/shared/ui';
import { getCommunes, getPlaces } from '../api/places';
import { addressErrors, addressInput, initialValues, postcodeError, refusedFields, type AddressErrors, type AddressField, type AddressValues, type FieldError } from '../model/values';
import styles from './AddressForm.module.css';

type Status = 'editing' | 'saving' | 'incomplete' | 'failed';

/** What the postcode lookup found: French communes, or places elsewhere; null when it found nothing or failed. */
type Suggestions = { kind: 'communes' | 'places'; names: string[] } | null;

/** The commune select's entry that lets the client type another town. */
const OTHER = '*';

export interface AddressFormProps {
  kind: AddressKind;
  /** The address as the server saved it. */
  onSaved: (address: Address) => void;
  onCancel?: () => void;
}

/**
 * A new billing or shipping address: the fields with their hints, the postcode rule of the
 * country (checked when the field is left and when sending), the communes of a French postcode to
 * choose from and the places of other postcodes as suggestions. The client is fetched again once
 * the address is saved (its default addresses may have changed).
 */
export function AddressForm({ kind, onSaved, onCancel }: AddressFormProps) {
  const t = useT();
  const intl = useIntl();
  const session = useSession();
  const { client } = useViewer();
  const id = useId();
  const [values, setValues] = useState<AddressValues>(() => initialValues(client));
  const [errors, setErrors] = useState<AddressErrors>({});
  const [status, setStatus] = useState<Status>('editing');
  const [suggestions, setSuggestions] = useState<Suggestions>(null);
  const [otherCommune, setOtherCommune] = useState(false);
  const fields = useRef<Partial<Record<AddressField, HTMLInputElement | HTMLSelectElement | null>>>({});
  const failureRef = useRef<HTMLParagraphElement>(null);
  /** The postcode looked up last: an older answer arriving late is dropped. */
  const lookedUp = useRef('');

  const saving = status === 'saving';
  const section = kind === 'BILLING' ? 'billing' : 'shipping';
  const hint = postcodeHint(values.country_code);
  const communes = suggestions?.kind === 'communes' && !otherCommune ? suggestions.names : null;

  useEffect(() => {
    if (status === 'failed') failureRef.current?.focus();
  }, [status]);

  function edit(changes: Partial<AddressValues>) {
    setValues((current) => ({ ...current, ...changes }));
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([field]) => !(field in changes))));
    if (status !== 'saving') setStatus('editing');
  }

  /** Looks up the communes or places of a postcode that follows its country's rule. */
  async function lookUp(next: AddressValues) {
    const key = `${next.country_code} ${next.postcode.trim()}`;
    if (key === lookedUp.current) return;
    lookedUp.current = key;
    setSuggestions(null);
    setOtherCommune(false);
    if (!next.postcode.trim() || postcodeError(next)) return;
    const french = next.country_code === 'FR';
    const names = await (french ? getCommunes(next.postcode.trim()) : getPlaces(next.country_code, next.postcode.trim())).catch(() => null);
    if (lookedUp.current !== key || !names?.length) return;
    setSuggestions({ kind: french ? 'communes' : 'places', names });
    if (!french) return;
    const city = names.includes(next.city) ? next.city : names.length === 1 ? names[0]! : '';
    setValues((current) => ({ ...current, city }));
    // The town is filled in now: a message that it was missing no longer holds.
    if (city) setErrors((current) => Object.fromEntries(Object.entries(current).filter(([field]) => field !== 'city')));
  }

  function leavePostcode() {
    const problem = postcodeError(values);
    if (problem) setErrors((current) => ({ ...current, postcode: problem }));
    void lookUp(values);
  }

  function changeCountry(country: ShippingCountry) {
    const next = { ...values, country_code: country };
    edit({ country_code: country });
    const problem = errors.postcode || values.postcode.trim() ? postcodeError(next) : null;
    if (problem) setErrors((current) => ({ ...current, postcode: problem }));
    void lookUp(next);
  }

  function refuse(found: AddressErrors) {
    setErrors(found);
    const missing = Object.values(found).includes('missing');
    setStatus(missing ? 'incomplete' : 'editing');
    const order: AddressField[] = ['firstname', 'lastname', 'street', 'street_complement', 'postcode', 'city', 'country_code', 'phone'];
    fields.current[order.find((field) => found[field]) ?? 'street']?.focus();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    const found = addressErrors(values);
    if (Object.keys(found).length) return refuse(found);
    setStatus('saving');
    try {
      const address = await createAddress(kind, addressInput(values));
      const updated = await fetchClient().catch(() => null);
      if (updated) session.clientChanged(updated);
      onSaved(address);
    } catch (error) {
      const refused = refusedFields(error, values);
      if (refused) refuse(refused);
      else setStatus('failed');
    }
  }

  const message = (field: AddressField) => {
    const error: FieldError | undefined = errors[field];
    if (!error) return undefined;
    return t(error === 'missing' ? 'address.error.missing' : error === 'phone' ? 'address.error.phone' : `address.postcode.error.${error}`);
  };
  const label = (field: string, required: boolean) => (required ? t('address.field.required', { label: t(`address.field.${field}`) }) : t(`address.field.${field}`));
  const ref = (field: AddressField) => (element: HTMLInputElement | HTMLSelectElement | null) => {
    fields.current[field] = element;
  };
  const text = (field: Exclude<AddressField, 'country_code'>) => ({
    ref: ref(field),
    name: field,
    value: values[field],
    readOnly: saving,
    error: message(field),
    onChange: (event: { target: { value: string } }) => edit({ [field]: event.target.value }),
  });
  const postcodeHintKey = hint.kind === 'nl-zip-letter' ? 'nl' : hint.kind === 'zip-letter' ? 'letters' : hint.length;

  return (
    <form className={styles.form} aria-labelledby={`${id}-title`} aria-busy={saving} noValidate onSubmit={submit}>
      <h3 id={`${id}-title`} className={styles.title}>
        {t(`address.form.${kind}`)}
      </h3>
      <p className={styles.note}>{t('address.form.requiredNote')}</p>
      <div className={styles.row}>
        <TextField {...text('firstname')} label={label('firstname', false)} autoComplete={`${section} given-name`} maxLength={80} />
        <TextField {...text('lastname')} label={label('lastname', false)} autoComplete={`${section} family-name`} maxLength={80} />
      </div>
      <TextField {...text('street')} label={label('street', true)} required autoComplete={`${section} address-line1`} maxLength={200} />
      <TextField
        {...text('street_complement')}
        label={label('complement', false)}
        hint={t('address.field.complement.hint')}
        autoComplete={`${section} address-line2`}
        maxLength={200}
      />
      <div className={styles.field}>
        <label htmlFor={`${id}-country`} className={styles.label}>
          {label('country', true)}
        </label>
        <select
          ref={ref('country_code')}
          id={`${id}-country`}
          name="country_code"
          className={styles.select}
          required
          autoComplete={`${section} country`}
          disabled={saving}
          value={values.country_code}
          onChange={(event) => changeCountry(event.target.value as ShippingCountry)}
        >
          {countryOptions(intl.locale).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.row}>
        <TextField
          {...text('postcode')}
          label={label('postcode', true)}
          required
          hint={postcodeHintKey ? t(`address.postcode.hint.${postcodeHintKey}`) : undefined}
          autoComplete={`${section} postal-code`}
          inputMode={hint.inputMode}
          autoCapitalize={hint.autoCapitalize}
          pattern={hint.pattern}
          maxLength={12}
          onBlur={leavePostcode}
        />
        {communes ? (
          <div className={styles.field}>
            <label htmlFor={`${id}-commune`} className={styles.label}>
              {label('commune', true)}
            </label>
            <select
              ref={ref('city')}
              id={`${id}-commune`}
              name="city"
              className={styles.select}
              required
              aria-invalid={errors.city ? true : undefined}
              aria-describedby={errors.city ? `${id}-commune-error` : undefined}
              disabled={saving}
              value={values.city}
              onChange={(event) => {
                if (event.target.value !== OTHER) return edit({ city: event.target.value });
                setOtherCommune(true);
                edit({ city: '' });
              }}
            >
              <option value="">{t('address.commune.choose')}</option>
              {communes.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
              <option value={OTHER}>{t('address.commune.other')}</option>
            </select>
            {errors.city && (
              <span id={`${id}-commune-error`} className={styles.error} role="alert">
                {message('city')}
              </span>
            )}
          </div>
        ) : (
          <TextField {...text('city')} label={label('city', true)} required autoComplete={`${section} address-level2`} maxLength={100} />
        )}
      </div>
      {suggestions?.kind === 'places' && (
        <div className={styles.places} role="group" aria-labelledby={`${id}-places`}>
          <span id={`${id}-places`} className={styles.placesLabel}>
            {t('address.places.label')}
          </span>
          {suggestions.names.map((name) => (
            <Button key={name} size="small" variant="secondary" aria-pressed={values.city === name} disabled={saving} onClick={() => edit({ city: name })}>
              {name}
            </Button>
          ))}
        </div>
      )}
      <TextField {...text('phone')} type="tel" label={label('phone', true)} required hint={t('address.field.phone.hint')} autoComplete={`${section} tel`} maxLength={30} />
      {status === 'incomplete' && <FormMessage tone="failure">{t('address.error.required')}</FormMessage>}
      {status === 'failed' && (
        <FormMessage ref={failureRef} tabIndex={-1} tone="failure">
          {t('address.error.failed')}
        </FormMessage>
      )}
      <div className={styles.actions}>
        <Button type="submit" variant="accent" disabled={saving}>
          {t(saving ? 'address.saving' : 'address.submit')}
        </Button>
        {onCancel && (
          <Button variant="secondary" disabled={saving} onClick={onCancel}>
            {t('address.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}

