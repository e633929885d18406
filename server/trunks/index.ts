// Trunks: one-shot requests and subscriptions, the subscription schedule, wishes, the stylist's
// preview, and the clock that moves every trunk on (opening, composing, validating, shipping).
export { advanceTrunks, startTrunkClock } from './clock';
export { receiveTrunkReturn } from './at-home';
export { composePreview, type PreviewMailer } from './compose';
export { composePreviewNow } from './preview';
export { previewHandlers } from './preview.routes';
export { trunkHandlers } from './requests.routes';
export { trunkOfferHandlers } from './offer.routes';
export { scheduleHandlers } from './schedule.routes';
export { wishHandlers } from './wishes.routes';
