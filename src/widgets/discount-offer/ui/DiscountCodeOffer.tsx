import { lazy, Suspense } from 'react';
import { useViewer } from '@/entities/session';
import { COOKIES } from '@/shared/config';
import { readCookie, useHydrated } from '@/shared/lib';

// Few visitors come with a code: the rule that decides, the card and its styles load only for them.
const CodeOffer = lazy(() => import('./CodeOffer'));

/**
 * The code a link brought, reminded on the flow's home and quiz (seed 001 §4), with what
 * subscribers get in the shop. It is the browser's alone (cookies, session): it shows once the
 * page is the browser's, over the page's bottom edge so that nothing on the page moves.
 */
export function DiscountCodeOffer({ routeName, path }: { routeName: string | null; path: string }) {
  const hydrated = useHydrated();
  const { status, client } = useViewer();
  // The session decides: a visitor has no subscription, a client's statuses come with the client.
  if (!hydrated || status === 'loading') return null;
  const codes = { kidCode: readCookie(COOKIES.kidCode.name), womanCode: readCookie(COOKIES.womanCode.name) };
  // Without a code cookie there is nothing to offer: nothing more loads.
  if (codes.kidCode === null && codes.womanCode === null) return null;
  return (
    <Suspense fallback={null}>
      <CodeOffer
        codes={codes}
        statuses={{ subscriptionStatus: client?.subscription_status ?? null, womanSubscriptionStatus: client?.woman_subscription_status ?? null }}
        route={{ name: routeName, path }}
      />
    </Suspense>
  );
}
