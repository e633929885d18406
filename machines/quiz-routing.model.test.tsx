import { act, screen } from '@testing-library/react';
import { expect } from 'vitest';
import { Route } from 'wouter';
import type { InspectionEvent, SnapshotFrom } from 'xstate';
import { ProfileSavedRedirect, quizRoutingMachine, quizRoutingSamples, type ProfileOutcome, type QuizRoutingEvent } from '@/features/quiz-routing';
import { localePath } from '@/shared/lib';
import { renderWithApp, translator } from '@/shared/testing';
import { catalogueEntry } from './catalogue';
import { testMachineModel, type ModelHarness } from './model-based';

type Snapshot = SnapshotFrom<typeof quizRoutingMachine>;

const t = translator('nl');
const START = '/nl/infos';
/** The firstnames of the sample profiles as the page shows them. */
const SHOWN: Record<string, string> = { lou: 'Lou', 'marie-lou': 'Marie-Lou' };

/** Where a sample outcome takes the user, as the samples write it down. */
function landingOf(event: QuizRoutingEvent): string {
  const sample = quizRoutingSamples.find((candidate) => JSON.stringify(candidate.event) === JSON.stringify(event));
  if (!sample) throw new Error(`No landing written down for ${JSON.stringify(event)}`);
  return sample.landing;
}

/**
 * A Dutch quiz page holding the redirect: the user is on the outcome's route when the profile
 * call succeeds; navigation goes through the router, going back is recorded.
 */
function quizRoutingHarness(): ModelHarness<Snapshot, QuizRoutingEvent> {
  let wentBack = 0;
  const logic = quizRoutingMachine.provide({ actions: { goBack: () => void (wentBack += 1) } });
  let inspectRoot: (event: InspectionEvent) => void = () => {};
  let page: ReturnType<typeof renderWithApp>;
  let performed: QuizRoutingEvent | null = null;
  const view = (outcome: ProfileOutcome | null) => (
    <Route path="/nl" nest>
      <ProfileSavedRedirect outcome={outcome} logic={logic} inspect={inspectRoot} />
    </Route>
  );

  return {
    render(inspect) {
      inspectRoot = inspect;
      page = renderWithApp(view(null), { locale: 'nl', path: START });
    },

    async perform(event) {
      const { path, ...outcome } = event;
      performed = event;
      act(() => page.location.navigate(`/nl${path}`));
      page.rerender(view(outcome as ProfileOutcome));
    },

    expectState(snapshot) {
      const status = screen.getByRole('status');
      const address = page.location.history?.at(-1);
      if (snapshot.matches('waiting') || !performed) {
        expect(status).toBeEmptyDOMElement();
        expect(address).toBe(START);
        expect(wentBack).toBe(0);
        return;
      }
      const landing = landingOf(performed);
      expect(status).toHaveTextContent(t('quizRouting.leaving', { firstname: SHOWN[performed.profile.firstname]!, screen: String(snapshot.value) }));
      if (landing === 'back') {
        expect(snapshot.value).toBe('back');
        expect(address).toBe(`/nl${performed.path}`);
        expect(wentBack).toBe(1);
      } else {
        expect(address).toBe(localePath(landing, 'nl'));
        expect(wentBack).toBe(0);
      }
    },
  };
}

testMachineModel(catalogueEntry('quizRouting'), quizRoutingHarness);
