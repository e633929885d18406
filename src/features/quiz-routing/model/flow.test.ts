import { afterEach, describe, expect, it } from 'vitest';
import {
  addProfilePath,
  forgetQuizRequest,
  kindOfCode,
  quizConfirmPath,
  quizRequestOf,
  quizScreenPath,
  rememberQuizRequest,
  signupCode,
  sizeAlertPath,
  womanStepPath,
} from './flow';
import { quizSignUpPath } from './sign-up';

const sem = { id: 12, profile_type: 'KID' } as const;
const ines = { id: 31, profile_type: 'WOMAN' } as const;

describe('the quiz’s addresses', () => {
  it('reads the woman flow from a code containing woman', () => {
    expect(['kid', 'signup', 'new-kid', 'woman', 'signup-woman', 'new-profile-woman', 'profile-woman'].map(kindOfCode)).toEqual(['KID', 'KID', 'KID', 'WOMAN', 'WOMAN', 'WOMAN', 'WOMAN']);
  });

  it('places each step of a profile under its code, a woman’s answers and profile step under /woman/', () => {
    expect(quizScreenPath('answers', 'signup', sem)).toBe('/quiz/signup/kid/12');
    expect(quizScreenPath('answers', 'profile-woman', ines)).toBe('/quiz/profile-woman/woman/31');
    expect(quizScreenPath('profile', 'client', sem)).toBe('/quiz/client/profile/12');
    expect(quizScreenPath('profile', 'client-woman', ines)).toBe('/quiz/client-woman/woman/profile/31');
    expect(['photo', 'membership', 'subscription', 'checkout', 'comment'].map((screen) => quizScreenPath(screen as never, 'signup-woman', ines))).toEqual([
      '/quiz/signup-woman/photo/31',
      '/quiz/signup-woman/membership/31',
      '/quiz/signup-woman/subscription/31',
      '/quiz/signup-woman/checkout/31',
      '/quiz/signup-woman/comment/31',
    ]);
    expect(womanStepPath('paused-woman', 'budget', ines)).toBe('/quiz/paused-woman/woman/budget/31');
    expect(sizeAlertPath('signup-woman', ines)).toBe('/quiz/signup-woman/woman/size-alert/31');
  });

  it('names the sign-up, the adding quizzes and the confirmations of each kind', () => {
    expect([quizSignUpPath('KID'), quizSignUpPath('WOMAN'), signupCode('KID'), signupCode('WOMAN')]).toEqual(['/quiz/signup/kid', '/quiz/signup/woman', 'signup', 'signup-woman']);
    expect([addProfilePath('KID'), addProfilePath('WOMAN', 31)]).toEqual(['/quiz/new-kid/kid', '/quiz/new-profile/woman/31']);
    expect([quizConfirmPath(sem, 9), quizConfirmPath(ines, 10)]).toEqual(['/quiz/confirm/12/9', '/quiz/confirm/woman/31/10']);
  });
});

describe('the trunk a visitor’s first quiz requested', () => {
  afterEach(() => sessionStorage.clear());

  it('is kept for its profile until its confirmation is shown', () => {
    rememberQuizRequest(12, 9);
    expect([quizRequestOf(12), quizRequestOf(31)]).toEqual([9, null]);
    expect(quizRequestOf(12)).toBe(9);
    forgetQuizRequest();
    expect(quizRequestOf(12)).toBeNull();
  });
});
