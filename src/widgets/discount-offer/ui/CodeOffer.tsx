import { discountOffer, type OfferCodes, type OfferRoute, type OfferStatuses } from '../lib/rule';
import OfferCard from './OfferCard';

/** The offer the rule gives for these codes, statuses and route (seed 001 §4), if any. */
export default function CodeOffer({ codes, statuses, route }: { codes: OfferCodes; statuses: OfferStatuses; route: OfferRoute }) {
  const offer = discountOffer(codes, statuses, route);
  return offer ? <OfferCard key={offer.code} offer={offer} /> : null;
}
