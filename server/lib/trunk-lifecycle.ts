/**
 * The life of a trunk request, and what each stage allows. Nothing here is stored but the
 * stage: the actions and whether the request is blocked follow from the request as it stands.
 *
 *   IN_CREATION ──(stylist composes the preview, PREVIEW_LEAD_DAYS before delivery)──▶ PREVIEW_READY
 *   PREVIEW_READY ──(validated in the app, skipped from the mail, or deadline passed)──▶ PREPARING
 *   PREPARING ──(handed to the carrier)──▶ SHIPPED
 *   SHIPPED ──(carrier: delivered; demo: trunk clock on the delivery date)──▶ DELIVERED
 *   DELIVERED ──(client pays the kept pieces; some go back)──▶ RETURN_PENDING
 *   DELIVERED ──(client pays, keeps everything)──▶ KEPT_PAID
 *   DELIVERED ──(deadline passed: the clock charges every piece still out, as kept)──▶ KEPT_PAID
 *   RETURN_PENDING ──(return parcel received: label scanned at the warehouse)──▶ RETURNED
 *   IN_CREATION ──(subscription terminated)──▶ CANCELLED
 *
 * Per piece of a delivered trunk (trunk_pieces.status): AT_HOME → KEPT_PAID | RETURN_PENDING → RETURNED.
 * A SHIPPED trunk without a delivery date is delivered `optimistic_delivery_delay` days after it
 * shipped. Delivery sets the return deadline RETURN_DAYS later, at the end of that day (Europe/Paris).
 */
import { addDays, todayInFrance } from './birthdate';

export const REQUEST_STATUS = {
  IN_CREATION: 'IN_CREATION',
  PREVIEW_READY: 'PREVIEW_READY',
  PREPARING: 'PREPARING',
  SHIPPED: 'SHIPPED',
  DELIVERED: 'DELIVERED',
  KEPT_PAID: 'KEPT_PAID',
  RETURN_PENDING: 'RETURN_PENDING',
  RETURNED: 'RETURNED',
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
  /** The trunk is at home, its deadline not passed: the client chooses what to keep and pays. */
  CHOOSE_PIECES: 'CHOOSE_PIECES',
  /** The return deadline may move RETURN_EXTENSION_DAYS later, once. */
  EXTEND_RETURN_DEADLINE: 'EXTEND_RETURN_DEADLINE',
  /** Paid, pieces to send back: a label to print, a parcel to send. */
  SEND_RETURN: 'SEND_RETURN',
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

/** Days from delivery to choose and send back (the general terms promise 7 days to try the trunk at home). */
export const RETURN_DAYS = 7;
/** The reminder mail goes this many days before the return deadline, once. */
export const REMINDER_DAYS = 2;
/** The return deadline may be extended once, by this many days, before it passes. */
export const RETURN_EXTENSION_DAYS = 3;
/** Keeping every piece of the trunk takes this much off the pieces. */
export const KEEP_ALL_DISCOUNT_PERCENT = 20;
/** The styling fee per trunk, charged only at checkout and credited against the kept pieces. */
export const STYLING_FEE_CENTS = 1000;
/** Trunk delivery and return shipping are offered. */
export const TRUNK_SHIPPING_FEE_CENTS = 0;
/** The trunk clock's charge at the deadline: attempts at most, one a day. */
export const DEADLINE_CHARGE_ATTEMPTS = 3;

export interface RequestState {
  status: RequestStatus;
  wishCount: number;
  previewDeadline: Date | null;
  /** Delivered trunks: the return deadline, and whether it was extended already. */
  returnDeadline?: Date | null;
  deadlineExtended?: boolean;
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
      return { code, actions, is_blocked: false };
    case REQUEST_STATUS.DELIVERED: {
      const open = request.returnDeadline != null && request.returnDeadline > now;
      if (open) actions.push(REQUEST_ACTIONS.CHOOSE_PIECES);
      if (open && !request.deadlineExtended) actions.push(REQUEST_ACTIONS.EXTEND_RETURN_DEADLINE);
      actions.push(REQUEST_ACTIONS.GIVE_FEEDBACK);
      return { code, actions, is_blocked: false };
    }
    case REQUEST_STATUS.RETURN_PENDING:
      return { code, actions: [REQUEST_ACTIONS.SEND_RETURN, REQUEST_ACTIONS.GIVE_FEEDBACK], is_blocked: false };
    case REQUEST_STATUS.KEPT_PAID:
    case REQUEST_STATUS.RETURNED:
      return { code, actions: [REQUEST_ACTIONS.GIVE_FEEDBACK], is_blocked: false };
    default:
      return { code, actions, is_blocked: false };
  }
}

/** Stages in which the stylist works on the request: the trunk is on its way and blocks the schedule. */
export const BLOCKING_STATUSES: readonly string[] = [REQUEST_STATUS.PREVIEW_READY, REQUEST_STATUS.PREPARING];
/** Stages of a trunk the carrier delivered. */
export const DELIVERED_STATUSES: readonly string[] = [REQUEST_STATUS.DELIVERED, REQUEST_STATUS.KEPT_PAID, REQUEST_STATUS.RETURN_PENDING, REQUEST_STATUS.RETURNED];
/** Stages of a request not shipped yet: a subscription has at most one of them at a time. */
export const OPEN_STATUSES: readonly string[] = [REQUEST_STATUS.IN_CREATION, REQUEST_STATUS.PREVIEW_READY, REQUEST_STATUS.PREPARING];

/** Minutes France is ahead of UTC at `at` (60 in winter, 120 in summer). */
function franceOffsetMinutes(at: Date): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Paris', timeZoneName: 'shortOffset' }).formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{1,2})(?::(\d{2}))?/.exec(name);
  if (!match) return 0;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3] ?? 0));
}

/** The last millisecond of `date` (YYYY-MM-DD) in Europe/Paris. */
export function endOfDayInFrance(date: string): Date {
  const nextMidnightUtc = Date.parse(`${addDays(date, 1)}T00:00:00Z`);
  return new Date(nextMidnightUtc - franceOffsetMinutes(new Date(nextMidnightUtc)) * 60_000 - 1);
}

/** A trunk delivered at `deliveredAt` may be kept and paid until the end of the RETURN_DAYS-th day after, in France. */
export function returnDeadlineFor(deliveredAt: Date): Date {
  return endOfDayInFrance(addDays(todayInFrance(deliveredAt), RETURN_DAYS));
}

/** The deadline once extended: RETURN_EXTENSION_DAYS later, still at the end of a French day. */
export function extendedDeadline(deadline: Date): Date {
  return endOfDayInFrance(addDays(todayInFrance(deadline), RETURN_EXTENSION_DAYS));
}
