import { describe, expect, it } from 'vitest';
import { onConsentChoiceRequested, requestConsentChoice } from '.';

describe('manage cookies', () => {
  it('reaches the banner listening, and a request made before it listened once it does', () => {
    let heard = 0;
    requestConsentChoice();
    const stop = onConsentChoiceRequested(() => heard++);
    expect(heard).toBe(1);
    requestConsentChoice();
    expect(heard).toBe(2);
    stop();
    const stopAgain = onConsentChoiceRequested(() => heard++);
    expect(heard).toBe(2);
    stopAgain();
  });
});
