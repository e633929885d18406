export { track, record, trackWhenDecided, sentIds, dataLayerEntry, ga4Entry, SENT_IDS_CAP } from './track';
export { trackLater } from './later';
export { startTagManager } from './tag';
export { variantOf, assignedVariant, visitorId, VISITOR_COOKIE } from './ab';
export { EVENT_LABELS, REQUEST_TYPE_LABELS, SUBSCRIPTION_ACTION_LABELS } from './catalogue';
export type { AnalyticsEvent, AnalyticsEventName, ClientKind, EcommerceItem, Ga4Event, Ga4EventName, RequestType, SubscriptionAction } from './catalogue';
