import { expectNoAccessibilityViolations } from './support/axe';
import { expect, test } from './support/test';
import { addSessionCookies, cookieValue, DEMO, freshEmail, signInByApi } from './support/accounts';
import { messagesOf } from './support/messages';

const nl = messagesOf('nl');
const fr = messagesOf('fr');

/** A 2×2 PNG, as a phone would send a (very small) photo. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP4z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

/** A date `years` years and `months` months before today, as a date input takes it. */
function birthdate(years: number, months: number): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years, date.getUTCMonth() - months);
  return date.toISOString().slice(0, 10);
}

test('a new visitor takes the kid quiz in Dutch, signs up inside it, sends a photo, subscribes and reaches the confirmation @responsive', async ({ page, context, request }) => {
  const email = freshEmail('sanne');
  // A family name of its own: the fraud check would take a second family with the same child for a duplicate account.
  const lastname = `de Vries-${[...email.slice(6, 12)].map((c) => String.fromCharCode(97 + (parseInt(c, 16) || 0))).join('')}`;
  await page.goto('/nl/quiz/kid');
  await expect(page.getByRole('heading', { level: 1, name: nl('quizFlow.start.title', { kind: 'KID' }) })).toBeVisible();
  await expectNoAccessibilityViolations(page);

  // About: a wrong step first (no gender), then the right one.
  await page.getByLabel(nl('quiz.firstname.label'), { exact: true }).fill('sem');
  await page.getByLabel(nl('quiz.birthdate.label', { kind: 'KID' }), { exact: true }).fill(birthdate(3, 2));
  await page.getByRole('button', { name: nl('quiz.next') }).click();
  await expect(page.getByText(nl('quiz.gender.required'))).toBeVisible();
  await page.getByRole('radio', { name: nl('quiz.gender.option', { value: 'BOY' }) }).click();
  await page.getByRole('button', { name: nl('quiz.next') }).click();

  // Sizes: one address per question; the suggestion from his age fills top and bottom.
  await expect(page).toHaveURL('/nl/quiz/kid/sizes');
  await expect(page.getByRole('heading', { name: nl('quiz.kid.sizes.title', { firstname: 'Sem' }) })).toBeFocused();
  const size = nl('profiles.answer.size', { count: 4, unit: 'years' });
  await page.getByRole('button', { name: nl('quiz.sizes.useSuggestion', { size }) }).click();
  await expect(page.getByLabel(nl('profiles.answer.label', { answer: 'top_size' }), { exact: true })).toHaveValue('4 ans');
  // A reload in the middle of the quiz loses nothing.
  await page.reload();
  await expect(page.getByLabel(nl('profiles.answer.label', { answer: 'bottom_size' }), { exact: true })).toHaveValue('4 ans');
  await page.getByRole('button', { name: nl('quiz.next') }).click();

  await expect(page).toHaveURL('/nl/quiz/kid/style');
  await page.getByRole('checkbox', { name: nl('profiles.answer.style', { value: 'sporty' }), exact: true }).check();
  await page.getByRole('button', { name: nl('quiz.next') }).click();
  await expect(page).toHaveURL('/nl/quiz/kid/dislikes');
  await page.getByRole('checkbox', { name: nl('profiles.answer.dislike', { value: 'sequins' }), exact: true }).check();
  await page.getByRole('button', { name: nl('quizFlow.start.finish') }).click();

  // The answers wait on a temporary account, which is no account of hers: the header offers to
  // create it, and her account's pages ask for the sign-up first.
  await expect(page).toHaveURL('/nl/quiz/signup/kid');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: nl('nav.finishSignUp') })).toHaveAttribute('href', '/nl/quiz/signup/kid');
  await expect(header.getByRole('link', { name: nl('nav.account') })).toHaveCount(0);
  await page.goto('/nl/infos');
  await expect(page).toHaveURL('/nl/quiz/signup/kid?redirect=%2Fnl%2Finfos');

  // The visitor signs up inside the quiz.
  await expect(page.getByText(nl('quizFlow.signUp.intro', { firstname: 'Sem', kind: 'KID' }))).toBeVisible();
  await page.getByLabel(nl('signup.firstname.label'), { exact: true }).fill('Sanne');
  await page.getByLabel(nl('signup.lastname.label'), { exact: true }).fill(lastname);
  await page.getByLabel(nl('signup.email.label'), { exact: true }).fill(email);
  await page.getByLabel(nl('signup.password.label'), { exact: true }).fill('Een-Box-Voor-Sem');
  await page.getByLabel(nl('signup.optins.kid'), { exact: true }).check();
  await page.getByRole('button', { name: nl('signup.submit') }).click();

  // The photo step, with the profile now on her account. A text saved as «.jpg» is no photo: it is
  // refused on the page, with no preview and nothing to send.
  await expect(page).toHaveURL(/\/nl\/quiz\/signup\/photo\/\d+$/);
  const kidId = Number(page.url().split('/').at(-1));
  const picker = page.getByLabel(nl('photo.choose', { type: 'KID', firstname: 'Sem' }), { exact: true });
  await picker.setInputFiles({ name: 'sem.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('Boodschappen: brood, melk, kaas') });
  await expect(page.getByRole('alert')).toHaveText(nl('photo.type'));
  await expect(page.getByRole('img', { name: nl('photo.preview') })).toHaveCount(0);
  await expect(page.getByRole('button', { name: nl('photo.send') })).toHaveCount(0);
  await picker.setInputFiles({ name: 'sem.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: nl('photo.preview') })).toBeVisible();
  await page.getByRole('button', { name: nl('photo.send') }).click();

  // The formula: a trunk every 3 months, what it costs, and where it goes (asked for: she has no address yet).
  await expect(page).toHaveURL(`/nl/quiz/signup/membership/${kidId}`);
  await page.getByText(nl('trunkOrder.frequency', { months: 3 }), { exact: true }).click();
  await expect(page.getByRole('radio', { name: nl('trunkOrder.frequency', { months: 3 }) })).toBeChecked();
  const costs = page.getByRole('region', { name: nl('trunkOrder.costs.title') });
  await expect(costs.getByText(nl('trunkOrder.costs.feesValue'), { exact: true })).toBeVisible();
  await expect(costs.getByText(/^9 items per box, van €\s\d/)).toBeVisible();
  await expect(costs.getByText(nl('trunkOrder.payment.text'))).toBeVisible();
  await page.getByRole('button', { name: nl('trunkOrder.submit.subscription') }).click();
  await expect(page.getByRole('alert')).toHaveText(nl('trunkOrder.delivery.missing', { who: 'kid', firstname: 'Sem' }));
  const delivery = page.getByRole('region', { name: nl('trunkOrder.delivery.title') });
  const field = (name: string) => delivery.getByLabel(nl('address.field.required', { label: nl(`address.field.${name}`) }), { exact: true });
  await field('street').fill('Prinsengracht 263');
  await field('postcode').fill('1016 GV');
  await field('city').fill('Amsterdam');
  await field('phone').fill('+31 6 12345678');
  await delivery.getByRole('button', { name: nl('address.submit') }).click();
  await expect(delivery.getByText(nl('trunkOrder.delivery.to', { who: 'kid', firstname: 'Sem' }))).toBeVisible();
  await expect(delivery.getByText('Prinsengracht 263')).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await page.getByRole('button', { name: nl('trunkOrder.submit.subscription') }).click();

  // The quiz routing: a signup code on the membership step goes to the comment step.
  await expect(page).toHaveURL(`/nl/quiz/signup/comment/${kidId}`);
  await page.getByLabel(nl('comment.label', { type: 'KID', firstname: 'Sem' }), { exact: true }).fill('Hij houdt van dinosaurussen en groen.');
  await page.getByRole('button', { name: nl('quizFlow.comment.sendAndFinish') }).click();

  await expect(page).toHaveURL(new RegExp(`/nl/quiz/confirm/${kidId}/\\d+$`));
  await expect(page.getByRole('heading', { level: 1, name: nl('quizFlow.confirm.title', { additional: 'false' }) })).toBeVisible();
  await expect(page.getByText(/om de 3 maanden een box/)).toBeVisible();
  await expectNoAccessibilityViolations(page);

  // What the stylist will read, on the server.
  const token = await cookieValue(context, 'lc_access_token');
  const me = await request.get('/api/clients/me', { headers: { Authorization: `Bearer ${token}` } });
  expect(await me.json()).toMatchObject({ email, is_signed_up: true, is_optin_kid: true, origin: 'quiz-kid' });
  const kids = await (await request.get('/api/clients/me/kids', { headers: { Authorization: `Bearer ${token}` } })).json();
  expect(kids).toEqual([
    expect.objectContaining({
      id: kidId,
      firstname: 'sem',
      gender: 'BOY',
      birthdate: birthdate(3, 2),
      description: 'Hij houdt van dinosaurussen en groen.',
      has_requested: true,
      subscription_status: 'ONGOING_SUBSCRIPTION',
      quiz: { top_size: '4 ans', bottom_size: '4 ans', styles: ['sporty'], dislikes: ['sequins'] },
      subscriptions: [expect.objectContaining({ frequency: 3, is_active: true, current_request_id: Number(page.url().split('/').at(-1)) })],
    }),
  ]);
  const photo = await request.get(kids[0].photo_url);
  expect(photo.headers()['content-type']).toBe('image/png');
  expect(Buffer.from(await photo.body())).toEqual(PNG);
});

test('a second family with the same child is told at the subscribe step why nothing was ordered, then goes on with the quiz', async ({ page, context, request, baseURL }) => {
  // Two accounts of one family name, each with a kid of the same firstname and birthdate: the first subscribed.
  const lastname = `Jansen-${freshEmail('x').slice(2, 8)}`;
  const family = async (prefix: string) => {
    const email = freshEmail(prefix);
    expect((await request.post('/api/clients', { data: { email, password: 'Een-Box-Voor-Mila', firstname: 'Eva', lastname } })).status()).toBe(201);
    const tokens = await signInByApi(request, email, 'Een-Box-Voor-Mila');
    const headers = { Authorization: `Bearer ${tokens.access_token}` };
    const kid = await (await request.post('/api/clients/me/kids', { headers, data: { firstname: 'mila', gender: 'GIRL', birthdate: birthdate(4, 1) } })).json();
    const address = { street: 'Prinsengracht 263', postcode: '1016 GV', city: 'Amsterdam', country_code: 'NL', phone: '+31612345678' };
    expect((await request.post('/api/clients/me/shipping-addresses', { headers, data: address })).status()).toBe(201);
    return { tokens, headers, kid: kid as { id: number } };
  };
  const first = await family('eva');
  expect((await request.post(`/api/clients/me/kids/${first.kid.id}/subscriptions`, { headers: first.headers, data: { frequency: 2 } })).status()).toBe(201);
  const second = await family('eva2');
  await addSessionCookies(context, baseURL!, second.tokens);

  await page.goto(`/nl/quiz/signup/membership/${second.kid.id}`);
  await page.getByRole('button', { name: nl('trunkOrder.submit.subscription') }).click();
  const refusal = page.getByRole('alert');
  await expect(refusal.getByRole('heading', { name: nl('trunkOrder.fraud.title') })).toBeFocused();
  await expect(refusal).toContainText(nl('trunkOrder.fraud.DUPLICATE_ACCOUNTS', { who: 'kid', firstname: 'Mila', gender: 'GIRL' }));
  await expect(refusal).toContainText(nl('trunkOrder.fraud.DUPLICATE_ACCOUNTS.next', { who: 'kid', firstname: 'Mila' }));
  await expect(page.getByRole('button', { name: nl('trunkOrder.submit.subscription') })).toHaveCount(0);
  await expectNoAccessibilityViolations(page);

  await refusal.getByRole('button', { name: nl('trunkOrder.fraud.continue', { who: 'kid', firstname: 'Mila' }) }).click();
  await expect(page).toHaveURL(`/nl/quiz/signup/comment/${second.kid.id}`);
  // Nothing was ordered for the second family.
  const subscriptions = await (await request.get(`/api/clients/me/kids/${second.kid.id}/subscriptions`, { headers: second.headers })).json();
  expect(subscriptions).toEqual([]);
});

test('a signed-in subscriber adds a woman profile and lands on the profile choice', async ({ page, request }) => {
  await page.goto('/quiz/new-profile/woman');
  await expect(page).toHaveURL('/login?redirect=%2Fquiz%2Fnew-profile%2Fwoman');
  await page.getByLabel(fr('login.email.label'), { exact: true }).fill(DEMO.parent.email);
  await page.getByLabel(fr('login.password.label'), { exact: true }).fill(DEMO.parent.password);
  await page.getByRole('button', { name: fr('login.submit') }).click();

  await expect(page).toHaveURL('/quiz/new-profile/woman');
  await page.getByLabel(fr('quiz.firstname.label'), { exact: true }).fill('Camille');
  await page.getByRole('button', { name: fr('quiz.next') }).click();
  await page.getByLabel(fr('profiles.answer.label', { answer: 'top_size' }), { exact: true }).selectOption('M');
  await page.getByLabel(fr('profiles.answer.label', { answer: 'bottom_size' }), { exact: true }).selectOption('38');
  await page.getByRole('button', { name: fr('quiz.next') }).click();
  await page.getByRole('radio', { name: fr('profiles.answer.morphology', { value: 'X' }) }).click();
  await page.getByRole('button', { name: fr('quiz.next') }).click();
  await page.getByRole('checkbox', { name: fr('profiles.answer.style', { value: 'chic' }), exact: true }).check();
  await page.getByRole('button', { name: fr('quiz.next') }).click();
  await page.getByRole('radio', { name: fr('profiles.answer.budget', { value: '50_80' }) }).click();
  await page.getByRole('button', { name: fr('quizFlow.answers.addFinish', { kind: 'WOMAN' }) }).click();

  // Seed 000 section 2: the new-profile route goes to the kid choice.
  await expect(page).toHaveURL('/login/kid-choice');
  const choices = page.getByRole('navigation', { name: fr('kidChoice.profiles') });
  await expect(choices.getByRole('link', { name: /Camille/ })).toBeVisible();
  await expect(choices.getByRole('link', { name: /Léo/ })).toBeVisible();

  // The demo family stays as seeded for the other journeys.
  const { access_token } = await signInByApi(request, DEMO.parent.email, DEMO.parent.password);
  const headers = { Authorization: `Bearer ${access_token}` };
  const kids: { id: number; profile_type: string; quiz: object }[] = await (await request.get('/api/clients/me/kids', { headers })).json();
  const woman = kids.find((kid) => kid.profile_type === 'WOMAN');
  expect(woman).toMatchObject({ firstname: 'Camille', quiz: { top_size: 'M', bottom_size: '38', morphology: 'X', styles: ['chic'], budget: '50_80' } });
  expect((await request.delete(`/api/clients/me/kids/${woman!.id}`, { headers })).status()).toBe(204);
});
