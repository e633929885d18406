export { NewsletterForm } from './ui/NewsletterForm';
export type { NewsletterFormProps } from './ui/NewsletterForm';
export { PhoneUnsubscribe } from './ui/PhoneUnsubscribe';
export type { PhoneUnsubscribeProps } from './ui/PhoneUnsubscribe';
export { newsletterMachine } from './model/machine';
export type {
  NewsletterMachine,
  NewsletterContext,
  NewsletterEvent,
  NewsletterInput,
  NewsletterList,
  NewsletterState,
  SubscribeInput,
} from './model/machine';
export { phoneUnsubscribeMachine } from './model/phone-machine';
export type {
  PhoneUnsubscribeMachine,
  PhoneUnsubscribeContext,
  PhoneUnsubscribeEvent,
  PhoneUnsubscribeInput,
  PhoneUnsubscribeState,
} from './model/phone-machine';
export { newsletterSampleEvents, phoneUnsubscribeSampleEvents, phoneUnsubscribeSampleInputs } from './model/sample-events';
export type { NewsletterSampleEvent, PhoneUnsubscribeSampleEvent } from './model/sample-events';
export type { PhoneUnsubscribeRequest } from './model/phone-link';
