export type { Frequency, PauseMonths, RequestAction, RequestStage, TrunkRequest, TrunkSubscription } from './model/types';
export { FREQUENCIES, MAX_DELIVERY_DAYS_AHEAD, PAUSE_MONTHS } from './model/types';
export { anyBlocked, deliveryChange, isCustomisable, isPostponable, requestLinks, requestTypeLabel, subscriptionState } from './model/rules';
export type { DeliveryChange, RequestLink, RequestTypeLabel, SubscriptionState } from './model/rules';
export { sampleRequest, sampleSubscription } from './model/sample';
export { fakeTrunkApi } from './model/fake-api';
export { useClientTrunks, useProfileTrunks } from './model/load';
export type { Loaded, ProfileTrunks } from './model/load';
export { addDays, addMonths, calendarDate, daysBetween, todayInFrance } from './lib/dates';
export {
  getDeliveryWindow,
  getKidNextRequest,
  listClientRequests,
  listKidRequests,
  listKidSubscriptions,
  pauseKidSubscription,
  reactivateKidSubscription,
  resumeKidSubscription,
  updateKidSubscription,
} from './api/trunks';
export type { DeliveryWindow, SubscriptionPatch } from './api/trunks';
export { TrunkRequestSummary, useRequestLabel } from './ui/TrunkRequestSummary';
export type { TrunkRequestSummaryProps } from './ui/TrunkRequestSummary';
export { TrunksLoadState } from './ui/TrunksLoadState';
