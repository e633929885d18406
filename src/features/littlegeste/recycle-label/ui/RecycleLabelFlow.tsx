import { useEffect, useId, useState, type ReactNode } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { journeyInspect } from '@/shared/lib';
import { RadioGroup } from 'radix-ui';
import type { InspectionEvent } from 'xstate';
import { AddressLines, countryName, isRelayCountry, type Address, type RelayCountry } from '@/entities/address';
import { formatPrice, useIntl, useT } from '@/shared/i18n';
import { Button, FormMessage, Link } from '@/shared/ui';
import { recycleLabelLogic } from '../api/logic';
import type { RecycleDropOff, RecycleLabelDraft, RelayPointChoice } from '../lib/draft';
import { readRecycleDraft, saveRecycleDraft } from '../lib/draft-store';
import { trackRecycleLabel } from '../lib/tracking';
import type { RecycleLabelContext, RecycleLabelEvent, RecycleLabelInput, RecycleLabelMachine } from '../model/machine';
import { CHOOSING_SCREENS, selectContext, selectScreen } from '../model/selectors';
import { RECYCLE_PATHS, type RecycleLabel, type RecycleOffer } from '../model/types';
import styles from './RecycleLabelFlow.module.css';

export interface RecycleLabelFlowProps extends Omit<RecycleLabelInput, 'draft'> {
  /** The draft of the tab; read from session storage by default. */
  draft?: RecycleLabelDraft | null;
  /** Goes to a path of the flow (no locale prefix). */
  onNavigate: (to: string) => void;
  /** The sign-in page, with the way back to the address step. */
  signInHref: string;
  /** The form to add an address (another feature's), placed by the page. */
  addAddress?: (onAdded: (address: Address) => void) => ReactNode;
  /** The relay points near the address (another feature's), placed by the page. */
  pickRelayPoint?: (props: { country: RelayCountry; postcode: string; picked: string | null; onPick: (point: RelayPointChoice) => void }) => ReactNode;
  /** The PDF download of the label made. */
  downloadLabel?: (label: RecycleLabel) => ReactNode;
  /** The machine to run; by default the one calling the API. */
  logic?: RecycleLabelMachine;
  inspect?: (event: InspectionEvent) => void;
}

/**
 * The label creation, one step per page: the start (the rules, "Continue"), the sender's address
 * and the drop-off, then the label made. The machine decides; this draws its state and sends the
 * client's choices.
 */
export function RecycleLabelFlow({ onNavigate, signInHref, addAddress = () => null, pickRelayPoint = () => null, downloadLabel = () => null, logic = recycleLabelLogic, inspect, draft, ...input }: RecycleLabelFlowProps) {
  const t = useT();
  const [machine] = useState(() =>
    logic.provide({
      actions: {
        navigate: (_, { to }) => onNavigate(to),
        saveDraft: ({ context }) => {
          if (context.draft) saveRecycleDraft(context.draft);
        },
        trackLabelCreated: ({ context }) => {
          if (context.label) trackRecycleLabel(context.label);
        },
      },
    }),
  );
  const [initialDraft] = useState(() => (draft === undefined ? readRecycleDraft() : draft));
  const actor = useActorRef(machine, { input: { ...input, draft: initialDraft }, inspect: inspect ?? journeyInspect });
  const screen = useSelector(actor, selectScreen);
  const context = useSelector(actor, selectContext);
  const send = (event: RecycleLabelEvent) => actor.send(event);

  switch (screen) {
    case 'loadFailed':
    case 'failed':
      return (
        <div className={styles.stack}>
          <FormMessage tone="failure">{t(`littlegeste.create.failure.${context.failure ?? 'server'}`)}</FormMessage>
          <Button variant="secondary" onClick={() => send({ type: 'RETRY' })}>
            {t('littlegeste.create.retry')}
          </Button>
        </div>
      );
    case 'ready':
      return <Rules offer={context.offer!} onContinue={() => send({ type: 'CONTINUE' })} />;
    case 'signIn':
      return (
        <div className={styles.stack}>
          <p role="status">{t('littlegeste.create.signIn.text')}</p>
          <Button asChild>
            <Link href={signInHref}>{t('littlegeste.create.signIn.link')}</Link>
          </Button>
          <p className={styles.hint}>{t('littlegeste.create.signIn.noAccount')}</p>
        </div>
      );
    case 'creating':
    case 'route':
      return <p role="status">{t(input.step === 'confirmation' ? 'littlegeste.create.creating' : 'littlegeste.create.loading')}</p>;
    case 'loading':
      return <p role="status">{t('littlegeste.create.loading')}</p>;
    case 'created':
      return <Created label={context.label!} download={downloadLabel(context.label!)} />;
    default:
      break;
  }
  if (CHOOSING_SCREENS.includes(screen)) {
    return <Choices context={context} screen={screen} send={send} addAddress={addAddress} pickRelayPoint={pickRelayPoint} />;
  }
  // On the way to another page.
  return <p role="status">{t('littlegeste.create.redirecting')}</p>;
}

function Rules({ offer, onContinue }: { offer: RecycleOffer; onContinue: () => void }) {
  const t = useT();
  const intl = useIntl();
  const countries = new Intl.ListFormat(intl.locale, { type: 'conjunction' }).format(offer.countries.map((country) => countryName(intl.locale, country.country_code)));
  return (
    <div className={styles.stack}>
      <h2>{t('littlegeste.create.rules.heading')}</h2>
      <ul className={styles.rules}>
        <li>{t('littlegeste.create.rules.what')}</li>
        <li>{t('littlegeste.create.rules.weight', { kg: offer.max_weight_kg })}</li>
        <li>{t('littlegeste.create.rules.limit', { count: offer.monthly_limit })}</li>
        <li>{t('littlegeste.create.rules.countries', { countries })}</li>
        <li>{t('littlegeste.create.rules.reward', { amount: formatPrice(intl, offer.reward_amount) })}</li>
      </ul>
      <p className={styles.hint}>
        <Link href="/littlegeste">{t('littlegeste.create.rules.more')}</Link>
      </p>
      <Button onClick={onContinue}>
        {t('littlegeste.create.continue')}
      </Button>
    </div>
  );
}

interface ChoicesProps {
  context: RecycleLabelContext;
  screen: string;
  send: (event: RecycleLabelEvent) => void;
  addAddress: NonNullable<RecycleLabelFlowProps['addAddress']>;
  pickRelayPoint: NonNullable<RecycleLabelFlowProps['pickRelayPoint']>;
}

/** The address step: the sender's address (saved, or a new one), then the drop-off, then "Create my label". */
function Choices({ context, screen, send, addAddress, pickRelayPoint }: ChoicesProps) {
  const t = useT();
  const id = useId();
  const { addresses, draft, offer } = context;
  const [adding, setAdding] = useState(addresses.length === 0);
  const chosen = addresses.find((address) => address.id === draft?.address?.id) ?? null;
  const country = offer?.countries.find((entry) => entry.country_code === chosen?.country_code) ?? null;
  const dropOffs: RecycleDropOff[] = country ? country.drop_offs.filter((dropOff) => dropOff === 'POST_OFFICE' || (chosen && isRelayCountry(chosen.country_code))) : [];

  useEffect(() => {
    if (addresses.length === 0) setAdding(true);
  }, [addresses.length]);

  const choose = (address: Address) => {
    setAdding(false);
    send({ type: 'ADDRESS_CHOSEN', address });
  };

  return (
    <div className={styles.stack}>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('littlegeste.create.address.heading')}</legend>
        {addresses.length === 0 && <p className={styles.hint}>{t('littlegeste.create.address.none')}</p>}
        {addresses.length > 0 && (
          <RadioGroup.Root
            className={styles.options}
            value={chosen ? String(chosen.id) : ''}
            onValueChange={(value) => choose(addresses.find((address) => String(address.id) === value)!)}
          >
            {addresses.map((address) => (
              <div key={address.id} className={styles.option} data-picked={address.id === chosen?.id || undefined}>
                <RadioGroup.Item id={`${id}-address-${address.id}`} value={String(address.id)} className={styles.radio} aria-labelledby={`${id}-address-${address.id}-text`}>
                  <RadioGroup.Indicator className={styles.radioDot} />
                </RadioGroup.Item>
                <label htmlFor={`${id}-address-${address.id}`} id={`${id}-address-${address.id}-text`} className={styles.optionText}>
                  <AddressLines address={address} />
                </label>
              </div>
            ))}
          </RadioGroup.Root>
        )}
        {adding ? (
          <div className={styles.adding}>{addAddress(choose)}</div>
        ) : (
          <Button variant="secondary" size="small" onClick={() => setAdding(true)}>
            {t('littlegeste.create.address.add')}
          </Button>
        )}
      </fieldset>

      {chosen && country && (
        <fieldset className={styles.group}>
          <legend className={styles.legend}>{t('littlegeste.create.dropOff.heading')}</legend>
          <RadioGroup.Root className={styles.options} value={draft?.drop_off ?? ''} onValueChange={(value) => send({ type: 'DROP_OFF_CHOSEN', dropOff: value as RecycleDropOff })}>
            {dropOffs.map((dropOff) => (
              <div key={dropOff} className={styles.option} data-picked={dropOff === draft?.drop_off || undefined}>
                <RadioGroup.Item id={`${id}-${dropOff}`} value={dropOff} className={styles.radio} aria-describedby={`${id}-${dropOff}-hint`}>
                  <RadioGroup.Indicator className={styles.radioDot} />
                </RadioGroup.Item>
                <div className={styles.optionText}>
                  <label htmlFor={`${id}-${dropOff}`} className={styles.optionName}>
                    {t(dropOff === 'RELAY' ? 'littlegeste.create.dropOff.relay' : 'littlegeste.create.dropOff.postOffice', { carrier: country.carrier })}
                  </label>
                  <span id={`${id}-${dropOff}-hint`} className={styles.hint}>
                    {t(dropOff === 'RELAY' ? 'littlegeste.create.dropOff.relayHint' : 'littlegeste.create.dropOff.postOfficeHint')}
                  </span>
                </div>
              </div>
            ))}
          </RadioGroup.Root>
        </fieldset>
      )}

      {chosen && draft?.drop_off === 'RELAY' && isRelayCountry(chosen.country_code) && (
        <div className={styles.relay}>
          {pickRelayPoint({
            country: chosen.country_code,
            postcode: chosen.postcode,
            picked: draft.relay_point?.id ?? null,
            onPick: (point) => send({ type: 'RELAY_POINT_CHOSEN', relayPoint: point }),
          })}
        </div>
      )}

      {screen === 'relayPointNeeded' && <p className={styles.hint}>{t('littlegeste.create.relay.needed')}</p>}
      <Button onClick={() => send({ type: 'CREATE' })} disabled={screen !== 'dropOffChosen'}>
        {t('littlegeste.create.submit')}
      </Button>
    </div>
  );
}

/** The label made: what it is, where it goes, until when, the reward, the PDF. */
function Created({ label, download }: { label: RecycleLabel; download: ReactNode }) {
  const t = useT();
  const intl = useIntl();
  const point = label.relay_point;
  return (
    <div className={styles.stack}>
      <p role="status" className={styles.lead}>
        {t('littlegeste.create.created.lead')}
      </p>
      <dl className={styles.facts}>
        <div>
          <dt>{t('littlegeste.create.created.barcode')}</dt>
          <dd className={styles.barcode}>{label.barcode}</dd>
        </div>
        <div>
          <dt>{t('littlegeste.create.created.carrier')}</dt>
          <dd>{label.carrier}</dd>
        </div>
        <div>
          <dt>{t('littlegeste.create.created.where')}</dt>
          <dd>
            {point ? (
              <>
                {point.name}
                <br />
                {point.street}, {point.postcode} {point.city}
              </>
            ) : (
              t('littlegeste.create.created.postOffice', { carrier: label.carrier })
            )}
          </dd>
        </div>
        <div>
          <dt>{t('littlegeste.create.created.validUntil')}</dt>
          <dd>{intl.formatDate(label.expires_at, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Paris' })}</dd>
        </div>
      </dl>
      <p>{t('littlegeste.create.created.reward', { amount: formatPrice(intl, label.reward_amount) })}</p>
      <p className={styles.hint}>{t('littlegeste.create.created.print')}</p>
      <div className={styles.actions}>
        {download}
        <Link href={RECYCLE_PATHS.account}>{t('littlegeste.create.created.account')}</Link>
      </div>
    </div>
  );
}
