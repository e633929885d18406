import type { AnyEventObject, AnyStateMachine } from 'xstate';
import {
  newsletterMachine,
  newsletterSampleEvents,
  phoneUnsubscribeMachine,
  phoneUnsubscribeSampleEvents,
  phoneUnsubscribeSampleInputs,
} from '@/features/newsletter';
import { localeSwitchMachine, localeSwitchSampleEvents } from '@/features/locale-switch';
import { sessionMachine, sessionSampleEvents, sessionSampleInputs } from '@/features/session';
import { passwordResetMachine, passwordResetSampleEvents, passwordResetSampleInputs } from '@/features/password-reset';
import { quizRoutingMachine, quizRoutingSampleEvents } from '@/features/quiz-routing';
import { signUpMachine, signUpSampleEvents, signUpSampleInputs } from '@/features/sign-up';
import { trunkPreviewMachine, trunkPreviewSampleEvents, trunkPreviewSampleInputs } from '@/features/trunk-preview';
import { lookRatingMachine, lookRatingSampleEvents, lookRatingSampleInputs } from '@/features/look-rating';
import { wishesMachine, wishesSampleEvents, wishesSampleInputs } from '@/features/wishes';
import { subscriptionScheduleMachine, subscriptionScheduleSampleEvents, subscriptionScheduleSampleInputs } from '@/features/subscription-schedule';
import { checkoutMachine, checkoutSampleEvents, checkoutSampleInputs } from '@/features/shop/checkout';
import { trunkOrderMachine, trunkOrderSampleEvents, trunkOrderSampleInputs } from '@/features/trunk-order';
import { contactFormMachine, contactSampleEvents, contactSampleInputs } from '@/features/contact-form';
import { trunkCheckoutMachine, trunkCheckoutSampleEvents, trunkCheckoutSampleInputs } from '@/features/trunk-checkout';
import { giftCardCheckoutMachine, giftCardCheckoutSampleEvents, giftCardCheckoutSampleInputs } from '@/features/shop/gift-card-checkout';
import { recycleLabelMachine, recycleLabelSampleEvents, recycleLabelSampleInputs } from '@/features/littlegeste/recycle-label';
import { consentMachine, consentSampleEvents, consentSampleInputs } from '@/features/privacy/cookie-banner';

export interface CatalogueEntry {
  /** The machine's id. */
  name: string;
  /** The slice that owns it, e.g. `features/newsletter`. */
  owner: string;
  /** What it is for, in one sentence a product reviewer understands. */
  purpose: string;
  machine: AnyStateMachine;
  /** The events path generation sends, with concrete payloads (done/error events of invoked actors included). */
  sampleEvents: readonly AnyEventObject[];
  /** Inputs to start the machine with, when its first state depends on them. */
  sampleInputs?: readonly unknown[];
}

/** Every state machine of the app, imported through the slices' public APIs. */
export const catalogue: readonly CatalogueEntry[] = [
  {
    name: 'newsletter',
    owner: 'features/newsletter',
    purpose: 'Footer newsletter form: checks the email, warns of a probable typo, subscribes and thanks.',
    machine: newsletterMachine,
    sampleEvents: newsletterSampleEvents,
  },
  {
    name: 'phoneUnsubscribe',
    owner: 'features/newsletter',
    purpose: 'Text-message unsubscribe link: checks the link, unsubscribes the number once, offers a retry.',
    machine: phoneUnsubscribeMachine,
    sampleEvents: phoneUnsubscribeSampleEvents,
    sampleInputs: phoneUnsubscribeSampleInputs,
  },
  {
    name: 'session',
    owner: 'features/session',
    purpose: 'Who is signed in: sign-in, loading the client, token refresh after a 401 (two attempts), sign-out, client-id mismatch, administrator access.',
    machine: sessionMachine,
    sampleEvents: sessionSampleEvents,
    sampleInputs: sessionSampleInputs,
  },
  {
    name: 'localeSwitch',
    owner: 'features/locale-switch',
    purpose: 'Footer language and country switcher: keeps the choice in cookies, forgets the cached website content, shows the page in the new language; for a signed-in client saves the choice to the account and fetches the client again, a failed save said with a retry.',
    machine: localeSwitchMachine,
    sampleEvents: localeSwitchSampleEvents,
  },
  {
    name: 'signUp',
    owner: 'features/sign-up',
    purpose: 'Sign-up form: checks the fields, warns of a typo, offers to sign in when the address has an account, creates the account.',
    machine: signUpMachine,
    sampleEvents: signUpSampleEvents,
    sampleInputs: signUpSampleInputs,
  },
  {
    name: 'passwordReset',
    owner: 'features/password-reset',
    purpose: 'Forgotten password: mails a reset link, or from the link sets the new password and signs the client in.',
    machine: passwordResetMachine,
    sampleEvents: passwordResetSampleEvents,
    sampleInputs: passwordResetSampleInputs,
  },
  {
    name: 'quizRouting',
    owner: 'features/quiz-routing',
    purpose: 'After a profile is created or edited: the quiz code from the step, subscription status, origin and profile type, then the next screen from the route and the code, or back.',
    machine: quizRoutingMachine,
    sampleEvents: quizRoutingSampleEvents,
  },
  {
    name: 'trunkOrder',
    owner: 'features/trunk-order',
    purpose: 'The quiz’s formula step: a subscription or a single trunk, what it costs and how it is paid, the delivery address (asked for when there is none, or another made the default), the order; a refusal to act on keeps the choice, and the fraud check’s refusal says what happened and what to do before the quiz goes on.',
    machine: trunkOrderMachine,
    sampleEvents: trunkOrderSampleEvents,
    sampleInputs: trunkOrderSampleInputs,
  },
  {
    name: 'trunkPreview',
    owner: 'features/trunk-preview',
    purpose: 'The stylist’s preview of a trunk: load it, browse its looks, replace a piece (reason, search with filters and pages, product, size, confirmation), leave a word, validate, or skip it from the mail’s link; every failure explained.',
    machine: trunkPreviewMachine,
    sampleEvents: trunkPreviewSampleEvents,
    sampleInputs: trunkPreviewSampleInputs,
  },
  {
    name: 'subscriptionSchedule',
    owner: 'features/subscription-schedule',
    purpose: 'One subscription’s schedule: postpone or forward the next delivery, pause for 1 to 6 months, resume (a new frequency resumes too), change the frequency, reactivate; each change confirmed, saved, or its failure explained.',
    machine: subscriptionScheduleMachine,
    sampleEvents: subscriptionScheduleSampleEvents,
    sampleInputs: subscriptionScheduleSampleInputs,
  },
  {
    name: 'wishes',
    owner: 'features/wishes',
    purpose: 'Wishes of a trunk in creation: a wish added or taken back shows at once and is saved behind, one after the other; a failure puts it back with the reason; no request or product id, or 12 wishes already, is refused.',
    machine: wishesMachine,
    sampleEvents: wishesSampleEvents,
    sampleInputs: wishesSampleInputs,
  },
  {
    name: 'lookRating',
    owner: 'features/look-rating',
    purpose: 'Looks to like or dislike: loads the deck (or says there is none), a rated look leaves at once and its rating is saved behind; a failed rating puts the look back with a message.',
    machine: lookRatingMachine,
    sampleEvents: lookRatingSampleEvents,
    sampleInputs: lookRatingSampleInputs,
  },
  {
    name: 'checkout',
    owner: 'features/shop/checkout',
    purpose: 'Shop checkout in three steps, address, delivery and payment, the machine saying which is done and which can be reached: the billing address; home or relay delivery; a valid payment method and the names (the seed\'s order of what is missing kept); a code checked (each refusal explained) or removed; the totals; no order before the shop terms are accepted; the order made once per choice (Idempotency-Key), NOT_ENOUGH_STOCK naming the line; the payment and each outcome (paid, bank approval, decline reason and another try with the refusal dropped once another card is added), or paying an order again.',
    machine: checkoutMachine,
    sampleEvents: checkoutSampleEvents,
    sampleInputs: checkoutSampleInputs,
  },
  {
    name: 'contactForm',
    owner: 'features/contact-form',
    purpose: 'The contact form: a ticket to customer service with up to three files (a file that is no image or PDF by its bytes, too heavy or one too many is refused with its reason), what is missing named before sending, then sent with its number, or the server’s refusal shown on its field, a wait after too many tickets, a retry after a failure.',
    machine: contactFormMachine,
    sampleEvents: contactSampleEvents,
    sampleInputs: contactSampleInputs,
  },
  {
    name: 'trunkCheckout',
    owner: 'features/trunk-checkout',
    purpose: 'The trunk at home: each piece kept or sent back with its reason, everything kept at once, a code applied or removed, the totals quoted again after each pause (a failed quote keeps the last ones and says so), the deadline extended once, then the payment once every piece is chosen and a card is valid or the wallet pays it all (the wallet’s part sent with the payment, its balance read again when it no longer holds enough; one Idempotency-Key per attempt), and each outcome: paid, bank approval, a decline with its reason and another card, no answer and a retry of the same attempt; a trunk not delivered yet, another’s, or past its deadline each said plainly.',
    machine: trunkCheckoutMachine,
    sampleEvents: trunkCheckoutSampleEvents,
    sampleInputs: trunkCheckoutSampleInputs,
  },
  {
    name: 'giftCardCheckout',
    owner: 'features/shop/gift-card-checkout',
    purpose: 'The gift card checkout: the card filled in on the gift card page (kept in the tab), a visitor sent to sign in or sign up and back, a saved card or a new one, the payment (one Idempotency-Key per attempt, the same for a retry) and each outcome: paid, bank approval (3-D Secure), a decline with the shop’s reason and another card, no answer and a retry of the same attempt, details the server refuses sent back to the card; an order to pay again, another’s said plainly.',
    machine: giftCardCheckoutMachine,
    sampleEvents: giftCardCheckoutSampleEvents,
    sampleInputs: giftCardCheckoutSampleInputs,
  },
  {
    name: 'recycleLabel',
    owner: 'features/littlegeste/recycle-label',
    purpose: 'The Little Geste label creation: the start with the rules (switched off in the locale, or no label left this month: their blocked page; a visitor signs in and comes back to the address step), the sender’s address (a saved one or a new one; a country without labels refused), the post office or a relay point, then the label made once whatever the reloads (the draft’s Idempotency-Key, the tracking event sent once), a failure retried with the same key, a refusal of the server sent to its blocked page.',
    machine: recycleLabelMachine,
    sampleEvents: recycleLabelSampleEvents,
    sampleInputs: recycleLabelSampleInputs,
  },
  {
    name: 'consent',
    owner: 'features/privacy/cookie-banner',
    purpose: 'The cookie banner: on a first visit (or six months after the last choice) it asks; all refused, all accepted, or chosen by purpose (audience measurement, advertising) with two switches; the choice kept in a first-party cookie, told to Google consent mode (all denied before it) and recorded as the "cookie banner" event; "manage cookies" in the footer reopens the choice.',
    machine: consentMachine,
    sampleEvents: consentSampleEvents,
    sampleInputs: consentSampleInputs,
  },
];

/** The catalogue entry of a machine, by name. */
export function catalogueEntry(name: string): CatalogueEntry {
  const entry = catalogue.find((candidate) => candidate.name === name);
  if (!entry) throw new Error(`No machine named ${name} in the catalogue`);
  return entry;
}
