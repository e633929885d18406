/**
 * The life of a trunk request, and what each stage allows. Nothing here is stored but the
 * stage: the actions and whether the request is blocked follow from the request as it stands.
 *
 *   IN_CREATION ──(stylist composes the preview, PREVIEW_LEAD_DAYS before delivery)──▶ PREVIEW_READY
 *   PREVIEW_READY ──(validated in the app, skipped from the mail, or deadline passed)──▶ PREPARING
 *   PREPARING ──(handed to the carrier)──▶ SHIPPED
 *   IN_CREATION ──(subscription terminated)──▶ CANCELLED
 */

export const REQUEST_STATUS = {
  IN_CREATION: 'IN_CREATION',
  PREVIEW_READY: 'PREVIEW_READY',
  PREPARING: 'PREPARING',
  SHIPPED: 'SHIPPED',
  CANCELLED: 'CANCELLED',
} as const;
export type RequestStatus = (typeof REQUEST_STATUS)[keyof typeof REQUEST_STATUS];

export const REQUEST_ACTIONS = {
  /** The client may choose wishes among the suggestions. */
  GO_TO_SUGGESTIONS: 'GO_TO_SUGGESTIONS',
  /** The delivery date may move. */
  UPDATE_DELIVERY_DATE: 'UPDATE_DELIVERY_DATE',
  /** The stylist's preview awaits the client. */
  GO_TO_PREVIEW: 'GO_TO_PREVIEW',
  /** The trunk arrived: the client may say how it went. */
  GIVE_FEEDBACK: 'GIVE_FEEDBACK',
} as const;
export type RequestAction = (typeof REQUEST_ACTIONS)[keyof typeof REQUEST_ACTIONS];

/** Wishes a request holds at most: a trunk has room for about this many pieces. */
export const MAX_WISHES = 12;
/** The stylist composes the preview this many days before the delivery date. */
export const PREVIEW_LEAD_DAYS = 7;
/** The client has this long to review the preview; past it, the preview is validated as it stands. */
export const PREVIEW_REVIEW_HOURS = 48;
/** A subscription's next request opens this many days before its delivery date (before, it is the upcoming trunk, id 0). */
export const REQUEST_OPENING_DAYS = 21;
/** Looks in a preview, and pieces per look. */
export const PREVIEW_LOOKS = 3;
export const PREVIEW_ITEMS_PER_LOOK = 3;
/** Pieces per page when the client looks for a replacement. */
export const PREVIEW_SEARCH_PAGE_SIZE = 12;
/** A one-shot trunk without a delivery date: its preview is composed this many days after the request. */
export const ONE_SHOT_STYLING_DAYS = 2;
/** A validated trunk without a delivery date leaves this many days after the validation. */
export const PACKING_DAYS = 2;

export interface RequestState {
  status: RequestStatus;
  wishCount: number;
  previewDeadline: Date | null;
}

export interface StatusDetails {
  code: RequestStatus;
  actions: RequestAction[];
  is_blocked: boolean;
}

/**
 * What a request allows now. Blocked means the stylist has started on it (a preview is out or
 * the trunk is being packed): its delivery can no longer move, nor can the subscription's.
 */
export function statusDetails(request: RequestState, now: Date): StatusDetails {
  const actions: RequestAction[] = [];
  const code = request.status;
  switch (code) {
    case REQUEST_STATUS.IN_CREATION:
      if (request.wishCount < MAX_WISHES) actions.push(REQUEST_ACTIONS.GO_TO_SUGGESTIONS);
      actions.push(REQUEST_ACTIONS.UPDATE_DELIVERY_DATE);
      return { code, actions, is_blocked: false };
    case REQUEST_STATUS.PREVIEW_READY:
      if (request.previewDeadline && request.previewDeadline > now) actions.push(REQUEST_ACTIONS.GO_TO_PREVIEW);
      return { code, actions, is_blocked: true };
    case REQUEST_STATUS.PREPARING:
      return { code, actions, is_blocked: true };
    case REQUEST_STATUS.SHIPPED:
      return { code, actions: [REQUEST_ACTIONS.GIVE_FEEDBACK], is_blocked: false };
    default:
      return { code, actions, is_blocked: false };
  }
}

/** Stages in which the stylist works on the request: the trunk is on its way and blocks the schedule. */
export const BLOCKING_STATUSES: readonly string[] = [REQUEST_STATUS.PREVIEW_READY, REQUEST_STATUS.PREPARING];
/** Stages of a request not shipped yet: a subscription has at most one of them at a time. */
export const OPEN_STATUSES: readonly string[] = [REQUEST_STATUS.IN_CREATION, REQUEST_STATUS.PREVIEW_READY, REQUEST_STATUS.PREPARING];
