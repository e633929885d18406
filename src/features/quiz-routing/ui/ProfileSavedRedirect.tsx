import { useEffect, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useLocation } from 'wouter';
import type { InspectionEvent } from 'xstate';
import { displayFirstname } from '@/entities/profile';
import { useIntl, useT } from '@/shared/i18n';
import { localePath, journeyInspect } from '@/shared/lib';
import { trackLater } from '@/shared/analytics';
import { quizRoutingMachine, type ProfileOutcome, type QuizRoutingMachine } from '../model/machine';
import { selectFirstname, selectRoutingState } from '../model/selectors';
import styles from './ProfileSavedRedirect.module.css';

/** The machine in the browser: going back is the history's. */
const browserRouting = quizRoutingMachine.provide({
  actions: {
    goBack: () => window.history.back(),
    trackQuizStep: (_, { path, profileId, woman }) =>
      void trackLater({ event: 'quiz', id: `${profileId}:${path}`, step: path, profile_id: profileId, profile_kind: woman ? 'woman' : 'kid' }),
  },
});

export interface ProfileSavedRedirectProps {
  /** What the quiz screen's profile call ended with; null until it succeeded. */
  outcome: ProfileOutcome | null;
  /** The machine to run; by default the browser's. Navigation always goes through the router. */
  logic?: QuizRoutingMachine;
  inspect?: (event: InspectionEvent) => void;
}

/**
 * Placed on a quiz or profile screen: once the profile is saved, takes the user where the quiz
 * routing rules say (in the page's locale) and says where, for screen readers.
 */
export function ProfileSavedRedirect({ outcome, logic = browserRouting, inspect }: ProfileSavedRedirectProps) {
  const t = useT();
  const locale = useIntl().appLocale;
  const [path, navigate] = useLocation();
  const [machine] = useState(() => logic.provide({ actions: { navigate: (_, { to }) => navigate(`~${localePath(to, locale)}`) } }));
  const actor = useActorRef(machine, { inspect: inspect ?? journeyInspect });
  const state = useSelector(actor, selectRoutingState);
  const firstname = useSelector(actor, selectFirstname);

  // Sent once, with the route the user is on; the navigation that follows changes nothing.
  useEffect(() => {
    if (outcome && state === 'waiting') actor.send({ ...outcome, path });
  }, [actor, outcome, path, state]);

  return (
    <p role="status" className={styles.status}>
      {state !== 'waiting' && firstname !== null && t('quizRouting.leaving', { firstname: displayFirstname(firstname, locale), screen: state })}
    </p>
  );
}
