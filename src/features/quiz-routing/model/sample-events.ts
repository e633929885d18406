import type { QuizRoutingEvent } from './machine';
import type { SavedProfile } from './rules';

const lou: SavedProfile = { id: 12, firstname: 'lou', profile_type: 'KID' };
const marieLou: SavedProfile = { id: 31, firstname: 'marie-lou', profile_type: 'WOMAN' };

/**
 * Sample outcomes with the address each one leads to (a path without locale prefix, or `back`):
 * every code of the seed's table for a kid and a woman, every screen rule, PROPECT among the
 * statuses. QA and the browser journeys read the landings from here.
 */
export const quizRoutingSamples: readonly { event: QuizRoutingEvent; landing: string }[] = [
  // Created on the membership step: the status first, then the origin.
  { event: { type: 'PROFILE_CREATED', path: '/quiz/client/membership/12', profile: lou, step: 'membership', status: 'ONE_SHOT', origin: 'added' }, landing: '/quiz/client/profile/12' },
  { event: { type: 'PROFILE_CREATED', path: '/quiz/paused/membership/12', profile: lou, step: 'membership', status: 'PAUSED_SUBSCRIPTION', origin: 'added' }, landing: '/quiz/paused/profile/12' },
  { event: { type: 'PROFILE_CREATED', path: '/quiz/client/membership/12', profile: lou, step: 'membership', status: 'TERMINATED_SUBSCRIPTION', origin: 'signup' }, landing: '/quiz/client/profile/12' },
  { event: { type: 'PROFILE_CREATED', path: '/quiz/signup/membership/12', profile: lou, step: 'membership', status: 'PROPECT', origin: 'signup' }, landing: '/quiz/signup/comment/12' },
  { event: { type: 'PROFILE_CREATED', path: '/quiz/new-kid/kid', profile: lou, step: 'membership', status: 'PROSPECT_WITH_KID', origin: 'added' }, landing: '/login/kid-choice' },
  { event: { type: 'PROFILE_CREATED', path: '/quiz/client-woman/membership/31', profile: marieLou, step: 'membership', status: 'ONE_SHOT', origin: 'added' }, landing: '/quiz/client-woman/woman/profile/31' },
  { event: { type: 'PROFILE_CREATED', path: '/quiz/paused-woman/membership/31', profile: marieLou, step: 'membership', status: 'PAUSED_SUBSCRIPTION', origin: 'signup' }, landing: '/quiz/paused-woman/woman/profile/31' },
  { event: { type: 'PROFILE_CREATED', path: '/quiz/client-woman/membership/31', profile: marieLou, step: 'membership', status: 'TERMINATED_SUBSCRIPTION', origin: 'added' }, landing: '/quiz/client-woman/woman/profile/31' },
  { event: { type: 'PROFILE_CREATED', path: '/quiz/signup-woman/membership/31', profile: marieLou, step: 'membership', status: null, origin: 'signup' }, landing: '/quiz/signup-woman/comment/31' },
  { event: { type: 'PROFILE_CREATED', path: '/quiz/new-profile/woman', profile: marieLou, step: 'membership', status: 'PROSPECT_WITH_WOMAN', origin: 'added' }, landing: '/login/kid-choice' },
  // Created on the subscription step: subscriber, whatever the status.
  { event: { type: 'PROFILE_CREATED', path: '/quiz/subscriber/subscription/12', profile: lou, step: 'subscription', status: 'ONGOING_SUBSCRIPTION', origin: 'added' }, landing: '/quiz/subscriber/profile/12' },
  { event: { type: 'PROFILE_CREATED', path: '/quiz/signup/subscription/12', profile: lou, step: 'subscription', status: 'PROSPECT', origin: 'signup' }, landing: '/quiz/subscriber/profile/12' },
  { event: { type: 'PROFILE_CREATED', path: '/quiz/subscriber-woman/subscription/31', profile: marieLou, step: 'subscription', status: 'ONGOING_SUBSCRIPTION', origin: 'signup' }, landing: '/quiz/subscriber-woman/woman/profile/31' },
  // Edited: by route and code.
  { event: { type: 'PROFILE_SAVED', path: '/quiz/signup-woman/membership/31', profile: marieLou, code: 'signup-woman' }, landing: '/quiz/signup-woman/comment/31' },
  { event: { type: 'PROFILE_SAVED', path: '/quiz/new-kid/kid/12', profile: lou, code: 'new-kid' }, landing: '/login/kid-choice' },
  { event: { type: 'PROFILE_SAVED', path: '/quiz/profile/kid/12', profile: lou, code: 'profile' }, landing: '/profil/12' },
  { event: { type: 'PROFILE_SAVED', path: '/quiz/new-profile-woman/woman/profile/31', profile: marieLou, code: 'new-profile-woman' }, landing: '/profil/woman/31' },
  { event: { type: 'PROFILE_SAVED', path: '/quiz/signup/comment/12', profile: lou, code: 'signup' }, landing: '/' },
  { event: { type: 'PROFILE_SAVED', path: '/quiz/signup-woman/photo/31', profile: marieLou, code: 'signup-woman' }, landing: '/woman' },
  { event: { type: 'PROFILE_SAVED', path: '/quiz/paused/kid/12', profile: lou, code: 'paused' }, landing: '/quiz/paused/profile/12' },
  { event: { type: 'PROFILE_SAVED', path: '/quiz/client-woman/woman/31', profile: marieLou, code: 'client-woman' }, landing: '/quiz/client-woman/woman/profile/31' },
  { event: { type: 'PROFILE_SAVED', path: '/infos/kids', profile: lou, code: null }, landing: 'back' },
  { event: { type: 'PROFILE_SAVED', path: '/profil/12', profile: lou, code: 'new-kid' }, landing: 'back' },
];

/** The events path generation sends to the quiz routing machine. */
export const quizRoutingSampleEvents: readonly QuizRoutingEvent[] = quizRoutingSamples.map(({ event }) => event);
