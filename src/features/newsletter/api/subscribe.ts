import { api, unwrap, type components } from '@/shared/api';

type SubscriberInput = components['schemas']['SubscriberInput'];
type PhoneUnsubscribeInput = components['schemas']['PhoneUnsubscribeInput'];

/** Puts an address on a newsletter list; an address already on it is not an error (`created: false`). */
export function subscribe({ email, list, source }: SubscriberInput) {
  return unwrap(api.POST('/subscribers', { body: { email, list, source } }));
}

/** Stops the text messages of a list to a phone number. */
export function unsubscribePhone({ phone, list }: PhoneUnsubscribeInput) {
  return unwrap(api.POST('/subscribers/phone-unsubscribe', { body: { phone, list } }));
}
