/**
 * The Little Club as its published terms state it (terms_and_conditions_little_club, server/content/
 * seed/legal/club.ts): shown to visitors, whom no call tells their points. A signed-in client sees
 * the server's own figures (`GET /clients/me/loyalty`).
 */
export const PROGRAMME = {
  eurosPerPoint: 1,
  offers: [
    { points: 200, amount: 10 },
    { points: 600, amount: 40 },
  ],
  /** The birthday offer: off a shop order, in each kid's birthday month. */
  birthdayPercent: 15,
} as const;
