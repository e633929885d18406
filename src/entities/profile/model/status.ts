import type { KidQuiz, Profile, SubscriptionStatus, WomanQuiz } from './types';

const STATUSES: readonly string[] = [
  'PROSPECT',
  'PROSPECT_WITH_KID',
  'PROSPECT_WITH_WOMAN',
  'ONGOING_SUBSCRIPTION',
  'PAUSED_SUBSCRIPTION',
  'ONE_SHOT',
  'TERMINATED_SUBSCRIPTION',
] satisfies SubscriptionStatus[];

/** A subscription status as the server may spell it: the misspelt PROPECT stands for PROSPECT; anything unknown is none. */
export function normaliseSubscriptionStatus(value: unknown): SubscriptionStatus | null {
  if (value === 'PROPECT') return 'PROSPECT';
  return typeof value === 'string' && STATUSES.includes(value) ? (value as SubscriptionStatus) : null;
}

export type ProfileStatus = 'CLIENT' | 'PROSPECT_WITH_COMMENT' | 'PROSPECT';

/**
 * The seed's derived status (seed 000 section 4): CLIENT once the profile has requested a trunk;
 * PROSPECT_WITH_COMMENT with a comment (not just spaces); PROSPECT otherwise. It sorts profiles for
 * the team; it says nothing of the quiz's answers, so screens tell a profile's standing with
 * `profileStanding` instead.
 */
export function profileStatus(profile: Pick<Profile, 'has_requested' | 'description'>): ProfileStatus {
  if (profile.has_requested) return 'CLIENT';
  return profile.description?.trim() ? 'PROSPECT_WITH_COMMENT' : 'PROSPECT';
}

export type ClientKind = 'prospect' | 'one-shot' | 'subscriber';

/**
 * The kind of a client from its profiles (seed 000 section 4, seed 001 section 4): subscriber as
 * soon as one profile has a subscription, one-shot when a profile requested without any
 * subscription, prospect otherwise. The same rule as the server's data layer.
 */
export function clientKind(profiles: readonly { has_requested: boolean; subscriptions: readonly unknown[] }[]): ClientKind {
  if (profiles.some((profile) => profile.subscriptions.length > 0)) return 'subscriber';
  return profiles.some((profile) => profile.has_requested) ? 'one-shot' : 'prospect';
}

export type QuizAnswer = keyof KidQuiz | keyof WomanQuiz;

/** A quiz's answers in the order a stylist reads them. */
export const QUIZ_ANSWERS: readonly QuizAnswer[] = ['top_size', 'bottom_size', 'shoe_size', 'morphology', 'styles', 'liked_colors', 'disliked_colors', 'dislikes', 'budget'];

/** The answers a quiz holds, in the stylist's order: an empty list counts as no answer. */
export function givenAnswers(quiz: KidQuiz | WomanQuiz): QuizAnswer[] {
  const answers: Partial<Record<QuizAnswer, unknown>> = quiz;
  return QUIZ_ANSWERS.filter((answer) => {
    const value = answers[answer];
    return value !== undefined && value !== null && (!Array.isArray(value) || value.length > 0);
  });
}

/** Whether the profile's quiz holds any answer: what "quiz filled" means on every screen. */
export function hasQuizAnswers(profile: Pick<Profile, 'quiz'>): boolean {
  return givenAnswers(profile.quiz).length > 0;
}

export type SubscriptionStanding = 'never' | 'ongoing' | 'paused' | 'ended';

/** What the standing reads of a subscription. */
type SubscriptionFacts = Pick<Profile['subscriptions'][number], 'is_active' | 'status_details_code'>;

/**
 * Where a profile stands with subscriptions, from its subscriptions as the server lists them:
 * the active one ongoing or paused; ended when it had some and none is active; never otherwise.
 * The server's reactivation reads them the same way (nothing to reactivate without one).
 */
export function subscriptionStanding(subscriptions: readonly SubscriptionFacts[]): SubscriptionStanding {
  const active = subscriptions.find((subscription) => subscription.is_active);
  if (active) return active.status_details_code === 'paused' ? 'paused' : 'ongoing';
  return subscriptions.length ? 'ended' : 'never';
}

export type ProfileStanding = 'subscribed' | 'paused' | 'ended' | 'oneShot' | 'quizAnswered' | 'quizToAnswer';

/**
 * What every screen says of a profile: its subscription ongoing, paused or ended; else a one-shot
 * trunk requested; else its quiz answered or still to answer (a comment alone is no answer).
 */
export function profileStanding(profile: Pick<Profile, 'has_requested' | 'quiz'> & { subscriptions: readonly SubscriptionFacts[] }): ProfileStanding {
  const subscription = subscriptionStanding(profile.subscriptions);
  if (subscription === 'ongoing') return 'subscribed';
  if (subscription === 'paused' || subscription === 'ended') return subscription;
  if (profile.has_requested) return 'oneShot';
  return hasQuizAnswers(profile) ? 'quizAnswered' : 'quizToAnswer';
}

export type SubscriptionCall = 'reactivate' | 'subscribe' | 'answerQuiz';

/**
 * What a profile without an active subscription is offered: to reactivate the one that ended;
 * never subscribed, to subscribe once its quiz is answered or a trunk was requested, else to
 * answer its quiz first. Null while a subscription is active (its schedule pauses or resumes it).
 */
export function subscriptionCall(
  profile: Pick<Profile, 'has_requested' | 'quiz'>,
  subscriptions: readonly SubscriptionFacts[],
): SubscriptionCall | null {
  const standing = subscriptionStanding(subscriptions);
  if (standing === 'ongoing' || standing === 'paused') return null;
  if (standing === 'ended') return 'reactivate';
  return profile.has_requested || hasQuizAnswers(profile) ? 'subscribe' : 'answerQuiz';
}
