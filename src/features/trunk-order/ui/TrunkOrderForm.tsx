import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise, type InspectionEvent } from 'xstate';
import { AddressLines, setDefaultAddress, type Address } from '@/entities/address';
import { displayFirstname, type Profile } from '@/entities/profile';
import { calendarDate, getDeliveryWindow, todayInFrance } from '@/entities/trunk';
import { formatPrice, useIntl, useT } from '@/shared/i18n';
import { query, useResource, journeyInspect } from '@/shared/lib';
import { Button, FormMessage, Link } from '@/shared/ui';
import { createSubscription, createTrunkRequest, getTrunkOffer } from '../api/trunks';
import { storeFraudLabel } from '../lib/fraud-label';
import { trackOrdered } from '../lib/tracking';
import { trunkOrderMachine, type TrunkOffers, type TrunkOrderMachine, type TrunkOrderState } from '../model/machine';
import { FREQUENCIES, type CreatedOrder, type OrderRefusal, type TrunkChoice, type TrunkOrderOutcome } from '../model/order';
import styles from './TrunkOrderForm.module.css';

/** The machine with the real calls to the API and the label kept in the browser. */
const orderingMachine = trunkOrderMachine.provide({
  actors: {
    order: fromPromise(async ({ input }: { input: { profileId: number; choice: TrunkChoice } }): Promise<CreatedOrder> =>
      input.choice === 'one-shot'
        ? { kind: 'one-shot', request: await createTrunkRequest(input.profileId) }
        : { kind: 'subscription', subscription: await createSubscription(input.profileId, input.choice) },
    ),
    makeDefault: fromPromise(({ input }: { input: { address: Address } }) => setDefaultAddress(input.address.id)),
  },
  actions: { storeFraudLabel: (_, { label }) => storeFraudLabel(label) },
});

/** What the page gives to add an address (the address form is another feature's). */
export interface AddressFormSlot {
  onSaved: (address: Address) => void;
  /** Present when an address is known already: going back to it. */
  onCancel?: () => void;
}

export interface TrunkOrderFormProps {
  /** The profile the trunk is for. */
  profile: Profile;
  /** Both formulas, the subscription frequencies only, or the single trunk only. */
  offers: TrunkOffers;
  /** The client's default shipping address, where trunks go; null when there is none yet. */
  address: Address | null;
  /** The form that adds a shipping address. */
  renderAddressForm: (slot: AddressFormSlot) => ReactNode;
  /** Once the order is settled: created, or refused by the fraud check (the label is stored) and read. */
  onOrdered: (outcome: TrunkOrderOutcome) => void;
  /** The machine to run; by default the one calling the API. */
  logic?: TrunkOrderMachine;
  inspect?: (event: InspectionEvent) => void;
}

const HOW_STEPS = ['compose', 'preview', 'try', 'keep'] as const;

/** Where a refusal sends the family, with the words of its link. */
function refusalLink(refusal: OrderRefusal, woman: boolean): { href: string; label: string } | null {
  if (refusal === 'requestInProgress' || refusal === 'subscriptionExists') return { href: '/infos/subscriptions', label: 'trunkOrder.refused.subscriptionsLink' };
  if (refusal === 'signUpFirst') return { href: woman ? '/quiz/signup/woman' : '/quiz/signup/kid', label: 'trunkOrder.refused.signUpLink' };
  return null;
}

/** What a trunk of the profile's kind costs; its first delivery for a subscription (the optimistic delay from today). */
const offerQuery = (type: Profile['profile_type']) => query(`trunk-offer:${type}`, () => getTrunkOffer(type));
const firstDeliveryQuery = () => query(`trunk-first-delivery:${todayInFrance()}`, () => getDeliveryWindow().then((window) => window.earliest));

/**
 * The quiz's formula step: a subscription (a trunk every 1, 2 or 3 months) or a single trunk,
 * what it costs and how it is paid, where it is delivered (asked for when the client has no
 * address yet), then the order. The machine decides; the form shows and sends.
 */
export function TrunkOrderForm({ profile, offers, address, renderAddressForm, onOrdered, logic = orderingMachine, inspect }: TrunkOrderFormProps) {
  const t = useT();
  const intl = useIntl();
  const id = useId();
  const woman = profile.profile_type === 'WOMAN';
  // Every text speaks of the trunk in the profile's words: "your trunk", or the kid's firstname.
  const who = { who: woman ? 'woman' : 'kid', firstname: displayFirstname(profile.firstname, intl.appLocale), gender: profile.gender };
  const ordered = useRef(onOrdered);
  useEffect(() => {
    ordered.current = onOrdered;
  }, [onOrdered]);
  const [machine] = useState(() =>
    logic.provide({
      actions: {
        reportOrdered: (_, { created }) => ordered.current(created),
        trackOrdered: (_, { created }) => trackOrdered(created),
        reportRefused: (_, { label }) => ordered.current({ kind: 'fraud', label }),
      },
    }),
  );
  const actor = useActorRef(machine, { input: { profileId: profile.id, offers, address }, inspect: inspect ?? journeyInspect });
  const state = useSelector(actor, (snapshot) => snapshot.value as TrunkOrderState);
  const context = useSelector(actor, (snapshot) => snapshot.context);
  const offer = useResource(offerQuery(profile.profile_type));
  const firstDelivery = useResource(firstDeliveryQuery());

  const missingRef = useRef<HTMLParagraphElement>(null);
  const refusalRef = useRef<HTMLParagraphElement>(null);
  const fraudRef = useRef<HTMLHeadingElement>(null);
  const addressRef = useRef<HTMLDivElement>(null);
  // Focus follows what the person has to read or do next.
  useEffect(() => {
    if (state === 'addressMissing') missingRef.current?.focus();
    else if (state === 'refused') refusalRef.current?.focus();
    else if (state === 'refusedByFraudCheck') fraudRef.current?.focus();
    else if (state === 'editingAddress') addressRef.current?.querySelector<HTMLElement>('input, select')?.focus();
  }, [state]);

  const ordering = state === 'ordering' || state === 'ordered';
  const fraud = state === 'refusedByFraudCheck' || state === 'goingOn';
  const locked = ordering || fraud;
  const { choice } = context;
  const subscribing = choice !== 'one-shot';
  const options: readonly TrunkChoice[] = offers === 'both' ? [...FREQUENCIES, 'one-shot'] : FREQUENCIES;
  const link = state === 'refused' && context.refusal ? refusalLink(context.refusal, woman) : null;
  const price = (amount: number) => formatPrice(intl, amount);
  // The address form: while another address is being given, or while none is known (not while one is being saved).
  const askAddress = state === 'editingAddress' || state === 'addressMissing' || (context.address === null && state !== 'makingDefault' && state !== 'addressNotChanged');

  return (
    <section className={styles.form} aria-label={t('trunkOrder.title', who)} aria-busy={ordering || state === 'makingDefault'}>
      {offers === 'one-shot' ? (
        <div className={styles.summary}>
          <p className={styles.summaryTitle}>{t('trunkOrder.oneShot.label')}</p>
          <p>{t('trunkOrder.oneShot.summary', who)}</p>
        </div>
      ) : (
        <fieldset className={styles.choices} disabled={locked}>
          <legend>{t(`trunkOrder.legend.${offers}`, who)}</legend>
          <div className={styles.options}>
            {options.map((option) => {
              const optionId = `${id}-${option}`;
              return (
                <div key={option} className={styles.option}>
                  <input
                    type="radio"
                    id={optionId}
                    name={`${id}-choice`}
                    value={option}
                    checked={choice === option}
                    onChange={() => actor.send({ type: 'CHOOSE', choice: option })}
                    aria-describedby={offers === 'both' ? `${optionId}-kind` : undefined}
                  />
                  <label htmlFor={optionId}>{option === 'one-shot' ? t('trunkOrder.oneShot.label') : t('trunkOrder.frequency', { months: option })}</label>
                  {offers === 'both' && (
                    <span id={`${optionId}-kind`} className={styles.kind}>
                      {t(option === 'one-shot' ? 'trunkOrder.oneShot.kind' : 'trunkOrder.subscription.kind')}
                    </span>
                  )}
                </div>
              );
            })}
          </div>
          <p className={styles.note}>{t('trunkOrder.subscription.flexible')}</p>
        </fieldset>
      )}

      <section className={styles.block} aria-labelledby={`${id}-costs`}>
        <h2 id={`${id}-costs`} className={styles.blockTitle}>
          {t('trunkOrder.costs.title')}
        </h2>
        <dl className={styles.costs}>
          <div>
            <dt>{t('trunkOrder.costs.todayLabel')}</dt>
            <dd>{t('trunkOrder.costs.todayValue', { amount: price(offer.status === 'ready' ? offer.data.due_at_order_ttc : 0) })}</dd>
          </div>
          <div>
            <dt>{t('trunkOrder.costs.feesLabel')}</dt>
            <dd>{t('trunkOrder.costs.feesValue')}</dd>
          </div>
          {subscribing && (
            <div>
              <dt>{t('trunkOrder.costs.subscriptionLabel')}</dt>
              <dd>{t('trunkOrder.costs.subscriptionValue')}</dd>
            </div>
          )}
          <div>
            <dt>{t('trunkOrder.costs.piecesLabel')}</dt>
            <dd>
              {offer.status === 'ready'
                ? t('trunkOrder.costs.piecesValue', {
                    pieces: offer.data.pieces,
                    min: price(offer.data.piece_price_min_ttc),
                    max: price(offer.data.piece_price_max_ttc),
                    average: price(offer.data.piece_price_average_ttc),
                  })
                : t('trunkOrder.costs.piecesUnknown')}
            </dd>
          </div>
        </dl>
        <h3 className={styles.subTitle}>{t('trunkOrder.payment.title')}</h3>
        <p className={styles.text}>{t('trunkOrder.payment.text')}</p>
      </section>

      <section className={styles.block} aria-labelledby={`${id}-delivery`}>
        <h2 id={`${id}-delivery`} className={styles.blockTitle}>
          {t('trunkOrder.delivery.title')}
        </h2>
        {askAddress ? (
          <div ref={addressRef} className={styles.address}>
            {/* The address form has its own title: the question introduces it. */}
            <p className={styles.question}>{t('trunkOrder.delivery.ask', who)}</p>
            {state === 'addressMissing' && (
              <FormMessage ref={missingRef} tabIndex={-1} tone="failure">
                {t('trunkOrder.delivery.missing', who)}
              </FormMessage>
            )}
            {renderAddressForm({
              onSaved: (saved) => actor.send({ type: 'ADDRESS_SAVED', address: saved }),
              ...(context.address ? { onCancel: () => actor.send({ type: 'CANCEL_ADDRESS' }) } : {}),
            })}
          </div>
        ) : (
          context.address && (
            <div className={styles.address}>
              <p className={styles.text}>{t('trunkOrder.delivery.to', who)}</p>
              <AddressLines address={context.address} />
              {(state === 'choosing' || state === 'refused') && (
                <Button variant="link" className={styles.change} onClick={() => actor.send({ type: 'CHANGE_ADDRESS' })}>
                  {t('trunkOrder.delivery.change')}
                </Button>
              )}
            </div>
          )
        )}
        {state === 'makingDefault' && <p role="status">{t('trunkOrder.delivery.saving')}</p>}
        {state === 'addressNotChanged' && (
          <>
            <FormMessage tone="failure">{t('trunkOrder.delivery.notChanged')}</FormMessage>
            <div className={styles.actions}>
              <Button variant="secondary" onClick={() => actor.send({ type: 'RETRY' })}>
                {t('trunkOrder.delivery.retry')}
              </Button>
              {context.address && (
                <Button variant="link" onClick={() => actor.send({ type: 'CANCEL_ADDRESS' })}>
                  {t('trunkOrder.delivery.keep')}
                </Button>
              )}
            </div>
          </>
        )}
        {subscribing && !fraud && firstDelivery.status === 'ready' && (
          <p className={styles.text}>{t('trunkOrder.delivery.first', { date: calendarDate(firstDelivery.data).getTime(), months: choice })}</p>
        )}
      </section>

      <section className={styles.how} aria-labelledby={`${id}-how`}>
        <h2 id={`${id}-how`} className={styles.blockTitle}>
          {t('trunkOrder.how.title')}
        </h2>
        <ol className={styles.steps}>
          {HOW_STEPS.map((step) => (
            <li key={step}>{t(`trunkOrder.how.${step}`, who)}</li>
          ))}
        </ol>
      </section>

      {state === 'refused' && context.refusal && (
        <FormMessage ref={refusalRef} tabIndex={-1} tone="failure">
          {t(`trunkOrder.refused.${context.refusal}`, who)}
          {link && (
            <>
              {' '}
              <Link href={link.href}>{t(link.label)}</Link>
            </>
          )}
        </FormMessage>
      )}

      {fraud && context.fraud ? (
        <section className={styles.fraud} role="alert" aria-labelledby={`${id}-fraud`}>
          <h2 id={`${id}-fraud`} ref={fraudRef} tabIndex={-1} className={styles.blockTitle}>
            {t('trunkOrder.fraud.title')}
          </h2>
          <p className={styles.text}>{t(`trunkOrder.fraud.${context.fraud}`, who)}</p>
          <p className={styles.text}>{t(`trunkOrder.fraud.${context.fraud}.next`, who)}</p>
          <div className={styles.actions}>
            {context.fraud === 'PRESUMED_FRAUDSTER' && <Link href="/infos/edit">{t('trunkOrder.fraud.changeEmail')}</Link>}
            <Link href="/infos/help">{t('trunkOrder.fraud.contact')}</Link>
          </div>
          <Button variant="secondary" className={styles.submit} disabled={state === 'goingOn'} onClick={() => actor.send({ type: 'CONTINUE' })}>
            {t('trunkOrder.fraud.continue', who)}
          </Button>
        </section>
      ) : (
        <Button
          variant="accent"
          className={styles.submit}
          // While an address is being given, the order waits for it.
          disabled={ordering || state === 'makingDefault' || state === 'addressNotChanged' || state === 'editingAddress' || state === 'addressMissing'}
          onClick={() => actor.send({ type: 'SUBMIT' })}
        >
          {t(ordering ? 'trunkOrder.submitting' : subscribing ? 'trunkOrder.submit.subscription' : 'trunkOrder.submit.oneShot')}
        </Button>
      )}
    </section>
  );
}
