import { messageText, type Messages } from './intl';

/** Areas switched on or off per locale by the messages `feature.<name>`. */
export const FEATURES = ['woman', 'shop', 'blog', 'recycle', 'giftcard', 'customShop', 'loyalty', 'phone'] as const;
export type Feature = (typeof FEATURES)[number];

/** A switch is on only when its message says "true". */
export function isFeatureOn(messages: Messages, feature: Feature): boolean {
  return messageText(messages, `feature.${feature}`)?.trim().toLowerCase() === 'true';
}
