// Trunks: one-shot requests and subscriptions, the subscription schedule, wishes, the stylist's
// preview, the trunk at home (its pieces, paying the ones kept, the return deadline), and the clock
// that moves every trunk on (opening, composing, validating, shipping, delivering, reminding, charging).
export { advanceTrunks, startTrunkClock, type TrunkClockDeps } from './clock';
export { composePreview, type PreviewMailer } from './compose';
export { composePreviewNow } from './preview';
export { previewHandlers } from './preview.routes';
export { ratingHandlers } from './rating.routes';
export { trunkHandlers } from './requests.routes';
export { trunkAtHomeHandlers } from './checkout.routes';
export { listPieces as listTrunkPieces, receiveTrunkReturn } from './at-home';
export { trunkOfferHandlers } from './offer.routes';
export { scheduleHandlers } from './schedule.routes';
export { wishHandlers } from './wishes.routes';
