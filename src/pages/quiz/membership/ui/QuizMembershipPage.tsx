import { useState } from 'react';
import { useLocation } from 'wouter';
import { displayFirstname, useProfileStore, type Profile } from '@/entities/profile';
import { useViewer } from '@/entities/session';
import { isSignupCode, ProfileSavedRedirect, QuizProfileLoader, quizConfirmPath, rememberQuizRequest, type ProfileOutcome } from '@/features/quiz-routing';
import { AddressForm } from '@/features/shop/address-form';
import { TrunkOrderForm, type TrunkOrderOutcome } from '@/features/trunk-order';
import { AccountFrame } from '@/widgets/account-frame';
import { useIntl, usePageTitle, useT } from '@/shared/i18n';
import type { PageProps } from '@/shared/lib';

const OFFERS = { membership: 'both', subscription: 'subscription', checkout: 'one-shot' } as const;

/** The trunk request an order made: the single trunk, or the subscription's first. */
const requestOf = (outcome: TrunkOrderOutcome): number | null =>
  outcome.kind === 'one-shot' ? outcome.request.id : outcome.kind === 'subscription' ? outcome.subscription.current_request_id : null;

/**
 * `/quiz/{code}/membership/{kidId}` (a subscription or a single trunk), `/subscription/` (the
 * frequencies only) and `/checkout/` (the single trunk only), with what it costs, how it is paid
 * and where it goes (the client's shipping address, asked for here when there is none). A
 * visitor's first quiz goes on to the comment step as the quiz routing says, the trunk kept for
 * its confirmation; any other order shows its confirmation. The fraud check's refusal is said on
 * the step, with what to do; once the family has read it, the quiz goes on as the routing says.
 */
export default function QuizMembershipPage({ params }: PageProps) {
  const t = useT();
  const locale = useIntl().appLocale;
  const store = useProfileStore();
  const { client } = useViewer();
  const [path, navigate] = useLocation();
  const code = params.code ?? '';
  const offers = OFFERS[(path.split('/')[3] ?? 'membership') as keyof typeof OFFERS] ?? 'both';
  const [outcome, setOutcome] = useState<ProfileOutcome | null>(null);
  const title = t('quizFlow.membership.title', { offers: offers === 'one-shot' ? 'single' : offers });
  usePageTitle(title);

  const ordered = (profile: Profile, clientId: number, order: TrunkOrderOutcome) => {
    store.reload(clientId);
    const requestId = requestOf(order);
    if (requestId !== null && !isSignupCode(code)) {
      navigate(quizConfirmPath(profile, requestId));
      return;
    }
    if (requestId !== null) rememberQuizRequest(profile.id, requestId);
    setOutcome({ type: 'PROFILE_SAVED', profile, code });
  };

  return (
    <QuizProfileLoader id={params.kidId}>
      {(profile, clientId) => (
        <AccountFrame
          title={title}
          intro={t('quizFlow.membership.intro', { firstname: displayFirstname(profile.firstname, locale), kind: profile.profile_type })}
          width="narrow"
          back={false}
        >
          <TrunkOrderForm
            profile={profile}
            offers={offers}
            address={client?.default_shipping_address ?? null}
            renderAddressForm={({ onSaved, onCancel }) => <AddressForm kind="SHIPPING" onSaved={onSaved} {...(onCancel ? { onCancel } : {})} />}
            onOrdered={(order) => ordered(profile, clientId, order)}
          />
          <ProfileSavedRedirect outcome={outcome} />
        </AccountFrame>
      )}
    </QuizProfileLoader>
  );
}
