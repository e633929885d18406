import { expectNoAccessibilityViolations } from './support/axe';
import { expect, test } from './support/test';
import type { APIRequestContext } from '@playwright/test';
import { DEMO, signInByApi } from './support/accounts';
import { messagesOf } from './support/messages';

const fr = messagesOf('fr');

type Subscription = { id: number; status_details_code: string; next_delivery_date: string; next_optimistic_delivery_date: string };

/** A day as the messages take it: its local midnight, as the page formats it. */
const day = (date: string) => new Date(`${date}T00:00:00`).getTime();
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
function addMonths(date: string, months: number): string {
  const [year, month, dayOfMonth] = date.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(dayOfMonth, last));
  return target.toISOString().slice(0, 10);
}

/** The wording of a date change, from the optimistic date to the chosen one. */
function dateChange(optimistic: string, chosen: string) {
  const days = Math.round((Date.parse(chosen) - Date.parse(optimistic)) / 86_400_000);
  return { kind: days > 0 ? 'postponed' : days < 0 ? 'forwarded' : 'unchanged', days: Math.abs(days) };
}

/** Léo's id and his subscription as the API tells it. */
async function leosSubscription(request: APIRequestContext, token: string): Promise<{ kidId: number; subscription: Subscription }> {
  const headers = { Authorization: `Bearer ${token}` };
  const kids = (await (await request.get('/api/clients/me/kids', { headers })).json()) as { id: number; firstname: string }[];
  const kidId = kids.find((kid) => kid.firstname === 'Léo')!.id;
  const subscriptions = (await (await request.get(`/api/clients/me/kids/${kidId}/subscriptions`, { headers })).json()) as Subscription[];
  return { kidId, subscription: subscriptions.find((s) => s.status_details_code !== 'terminated')! };
}

test('a subscriber postpones Léo’s next trunk by two weeks, pauses and resumes his subscription, then puts the date back', async ({ page, request }) => {
  const { access_token: token } = await signInByApi(request, DEMO.parent.email, DEMO.parent.password);
  const { subscription: before } = await leosSubscription(request, token);
  const original = before.next_delivery_date;
  const later = addDays(original, 14);

  await page.goto('/infos/subscriptions');
  await page.getByLabel(fr('login.email.label'), { exact: true }).fill(DEMO.parent.email);
  await page.getByLabel(fr('login.password.label'), { exact: true }).fill(DEMO.parent.password);
  await page.getByRole('button', { name: fr('login.submit') }).click();
  await expect(page).toHaveURL('/infos/subscriptions');
  await expect(page.getByRole('heading', { level: 1, name: fr('trunks.subscriptions.title') })).toBeVisible();

  const leo = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: 'Léo' }) });
  const button = (name: string) => leo.getByRole('button', { name, exact: true });
  await expect(leo.getByRole('heading', { name: fr('trunks.next', { who: 'kid', firstname: 'Léo' }) })).toBeVisible();
  await expectNoAccessibilityViolations(page);

  // Two weeks later than planned: the change is shown before it is confirmed.
  await button(fr('schedule.open', { choice: 'CHOOSE_DATE' })).click();
  await leo.getByLabel(fr('schedule.date.label'), { exact: true }).fill(later);
  const postponement = dateChange(before.next_optimistic_delivery_date, later);
  await expect(leo.getByText(fr('schedule.change', postponement), { exact: true })).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await button(fr('schedule.review')).click();
  const confirmation = fr('schedule.confirm.date', { date: day(later), ...postponement });
  await expect(leo.getByText(confirmation)).toBeVisible();
  await button(fr('schedule.confirm', { kind: 'date' })).click();
  await expect(leo.getByRole('status')).toHaveText(fr('schedule.saved', { change: confirmation }));
  // The schedule and the trunk in creation both show the new date.
  await expect(leo.getByText(fr('trunks.date', { date: day(later) }), { exact: true })).toHaveCount(2);
  expect((await leosSubscription(request, token)).subscription.next_delivery_date).toBe(later);

  // A pause of two months, then a resume.
  await button(fr('schedule.open', { choice: 'CHOOSE_PAUSE' })).click();
  await leo.getByRole('radio', { name: fr('schedule.pause.months', { months: 2 }), exact: true }).check();
  await button(fr('schedule.review')).click();
  const pausedUntil = addMonths(later, 2);
  const pause = fr('schedule.confirm.pause', { months: 2, date: day(pausedUntil) });
  await expect(leo.getByText(pause)).toBeVisible();
  await button(fr('schedule.confirm', { kind: 'pause' })).click();
  // The saved message, the status and the server give the same day: the months are added once.
  await expect(leo.getByRole('status')).toHaveText(fr('schedule.saved', { change: pause }));
  await expect(leo.getByText(fr('schedule.status', { status: 'paused', date: day(pausedUntil) }), { exact: true })).toBeVisible();
  const paused = (await leosSubscription(request, token)).subscription;
  expect(paused).toMatchObject({ status_details_code: 'paused', next_delivery_date: pausedUntil });

  await button(fr('schedule.open', { choice: 'RESUME' })).click();
  await button(fr('schedule.confirm', { kind: 'resume' })).click();
  await expect(leo.getByText(fr('schedule.status', { status: 'ongoing' }), { exact: true })).toBeVisible();
  expect((await leosSubscription(request, token)).subscription.status_details_code).toBe('active');

  // Back to the date it had, so that the journey runs again on the same server.
  await button(fr('schedule.open', { choice: 'CHOOSE_DATE' })).click();
  await leo.getByLabel(fr('schedule.date.label'), { exact: true }).fill(original);
  await button(fr('schedule.review')).click();
  await button(fr('schedule.confirm', { kind: 'date' })).click();
  await expect(leo.getByRole('status')).toContainText(fr('trunks.date', { date: day(original) }));
  expect((await leosSubscription(request, token)).subscription).toMatchObject({ status_details_code: 'active', next_delivery_date: original });
});
