export { createAppIntl, formatPrice, formatSize, isOneSize, messageText, sizeValues } from './intl';
export type { AppIntl, Messages } from './intl';
export { loadMessages } from './load';
export { FEATURES, isFeatureOn } from './features';
export type { Feature } from './features';
export { IntlProvider, useIntl, useT, useFeature, usePageTitle } from './context';
