import { assign, setup } from 'xstate';
import {
  DEFAULT_QUIZ_CODE,
  NEXT_SCREEN_RULES,
  nextScreenConditions,
  QUIZ_CODE_RULES,
  quizCodeConditions,
  quizCodeFor,
  screenAddress,
  type AddressedScreen,
  type KidQuizCode,
  type ProfileCreation,
  type ProfileOrigin,
  type ProfileSave,
  type QuizStep,
  type SavedProfile,
} from './rules';

/** What a quiz screen reports once its profile call succeeded. */
export type ProfileOutcome =
  | { type: 'PROFILE_CREATED'; profile: SavedProfile; step: QuizStep; status: string | null; origin: ProfileOrigin }
  | { type: 'PROFILE_SAVED'; profile: SavedProfile; code: string | null };

/** The outcome with the route it happened on (path without locale prefix). */
export type QuizRoutingEvent = ProfileOutcome & { path: string };

export interface QuizRoutingContext {
  /** The facts of a creation, which choose the code. */
  creation: ProfileCreation | null;
  /** The save, which chooses the next screen; its code is chosen first after a creation. */
  save: ProfileSave | null;
  /** The address of the next screen, once chosen; null for going back. */
  destination: string | null;
}

type GuardArgs = { context: QuizRoutingContext };

/** Named conditions over some facts, as guards reading the facts from the context (false until it holds them). */
function guardsOver<TFacts, TName extends string>(conditions: Record<TName, (facts: TFacts) => boolean>, facts: (context: QuizRoutingContext) => TFacts | null) {
  const guards = Object.entries<(facts: TFacts) => boolean>(conditions).map(([name, holds]) => {
    const guard = ({ context }: GuardArgs) => {
      const known = facts(context);
      return known !== null && holds(known);
    };
    return [name, guard] as const;
  });
  return Object.fromEntries(guards) as Record<TName, (args: GuardArgs) => boolean>;
}

/** The routing rules as pure guards over the context. */
const quizRoutingGuards = {
  ...guardsOver(quizCodeConditions, (context) => context.creation),
  ...guardsOver(nextScreenConditions, (context) => context.save),
};

/** Entering a screen's state: goes to the address the transition into it chose. */
const trackStep = {
  type: 'trackQuizStep',
  params: ({ event }: { event: QuizRoutingEvent }) => ({ path: event.path, profileId: event.profile.id, woman: event.profile.profile_type === 'WOMAN' }),
} as const;
const leave = { type: 'navigate', params: ({ context }: GuardArgs) => ({ to: context.destination as string }) } as const;

/**
 * Quiz routing (seed 000 section 2, last two bullets): after a profile is created, the quiz code
 * from the step, the subscription status, the origin and the profile type; after a profile is
 * created or edited, the next screen from the route and the code. Each rule is one guarded
 * transition, tried in the seed's order. Navigating and going back are the app's actions.
 */
export const quizRoutingMachine = setup({
  types: {} as { context: QuizRoutingContext; events: QuizRoutingEvent },
  guards: quizRoutingGuards,
  actions: {
    rememberCreation: assign(({ event }) => {
      const { profile, step, status, origin, path } = event as Extract<QuizRoutingEvent, { type: 'PROFILE_CREATED' }>;
      return { creation: { step, status, origin, profileType: profile.profile_type }, save: { path, code: null, profile } };
    }),
    rememberSave: assign(({ event }) => {
      const { profile, code, path } = event as Extract<QuizRoutingEvent, { type: 'PROFILE_SAVED' }>;
      return { creation: null, save: { path, code, profile } };
    }),
    chooseCode: assign({
      save: ({ context }, { code }: { code: KidQuizCode }) => context.save && { ...context.save, code: quizCodeFor(code, context.save.profile.profile_type) },
    }),
    chooseScreen: assign({
      destination: ({ context }, { screen }: { screen: AddressedScreen }) => context.save && screenAddress(screen, context.save),
    }),
    // The world, provided by the app (nothing happens without it, as when QA generates paths):
    /** Goes to `to`, a path without locale prefix. */
    navigate: (_, _params: { to: string }) => {},
    goBack: () => {},
    /** Records the quiz step saved ("quiz"): the route, the profile and its kind. */
    trackQuizStep: (_, _step: { path: string; profileId: number; woman: boolean }) => {},
  },
}).createMachine({
  id: 'quizRouting',
  context: { creation: null, save: null, destination: null },
  initial: 'waiting',
  states: {
    waiting: {
      on: {
        PROFILE_CREATED: { target: 'choosingCode', actions: ['rememberCreation', trackStep] },
        PROFILE_SAVED: { target: 'choosingScreen', actions: ['rememberSave', trackStep] },
      },
    },
    choosingCode: {
      always: [
        ...QUIZ_CODE_RULES.map(({ guard, code }) => ({ guard, target: 'choosingScreen', actions: { type: 'chooseCode', params: { code } } }) as const),
        { target: 'choosingScreen', actions: { type: 'chooseCode', params: { code: DEFAULT_QUIZ_CODE } } },
      ],
    },
    choosingScreen: {
      always: [
        ...NEXT_SCREEN_RULES.map(({ guard, screen }) => ({ guard, target: screen, actions: { type: 'chooseScreen', params: { screen } } }) as const),
        { target: 'back' },
      ],
    },
    commentStep: { type: 'final', entry: leave },
    kidChoice: { type: 'final', entry: leave },
    profilePage: { type: 'final', entry: leave },
    home: { type: 'final', entry: leave },
    quizProfile: { type: 'final', entry: leave },
    back: { type: 'final', entry: 'goBack' },
  },
});

export type QuizRoutingMachine = typeof quizRoutingMachine;
export type QuizRoutingState = 'waiting' | 'choosingCode' | 'choosingScreen' | AddressedScreen | 'back';
