/** Which flow a discount code belongs to: a kid's trunk, or a woman's. */
export type OfferFlow = 'kid' | 'woman';

/** The codes a link left in the `kid_code` and `woman_code` cookies. */
export interface OfferCodes {
  kidCode: string | null;
  womanCode: string | null;
}

/** The viewer's subscriptions: a visitor has none (null). */
export interface OfferStatuses {
  subscriptionStatus: string | null;
  womanSubscriptionStatus: string | null;
}

/** The route on screen: its name in the route table (null: none, the not-found page) and its path without locale. */
export interface OfferRoute {
  name: string | null;
  path: string;
}

/**
 * The flow a route belongs to for the offer: the kid home `/` and the kid quiz routes, the woman
 * home `/woman` and the woman quiz routes (a woman quiz route says `woman` in its path, its code
 * included: `/quiz/signup-woman/...`). Any other route has none.
 */
export function offerFlowOf(route: OfferRoute): OfferFlow | null {
  if (route.name === 'home') return 'kid';
  if (route.name === 'woman') return 'woman';
  if (route.name === 'quiz' || route.name?.startsWith('quiz-')) return route.path.includes('woman') ? 'woman' : 'kid';
  return null;
}

export interface DiscountOffer {
  flow: OfferFlow;
  code: string;
}

/**
 * Seed 001 §4: the offer shows only when the flow's code cookie is present, the user has no
 * ongoing subscription of that type, and the route is one of that flow's home or quiz routes.
 */
export function discountOffer(codes: OfferCodes, statuses: OfferStatuses, route: OfferRoute): DiscountOffer | null {
  const flow = offerFlowOf(route);
  if (flow === null) return null;
  const code = (flow === 'kid' ? codes.kidCode : codes.womanCode)?.trim() ?? '';
  if (code === '') return null;
  const status = flow === 'kid' ? statuses.subscriptionStatus : statuses.womanSubscriptionStatus;
  if (status === 'ONGOING_SUBSCRIPTION') return null;
  return { flow, code };
}
