import { readFileSync } from 'node:fs';
import type { ConsoleMessage } from '@playwright/test';
import { expectNoAccessibilityViolations } from './support/axe';
import { E2E_ADMIN_TOKEN, E2E_APP_DIR } from './env';
import { messagesOf } from './support/messages';
import { expect, isHarnessMessage, test } from './support/test';

type QuestionEdit = { id: number; section_id: number; translations: Record<'fr' | 'de' | 'nl' | 'es', { question: string | null; answer: string }> };
type SectionEdit = { id: number; section: string; questions: QuestionEdit[] };

const nl = messagesOf('nl');
const admin = { authorization: `Bearer ${E2E_ADMIN_TOKEN}` };

test('a visitor opens a FAQ answer by its anchor in Dutch', async ({ page }) => {
  const question = 'Hoe zet ik mijn abonnement op pauze?';
  await page.goto(`/nl/faq#${encodeURIComponent(question.toLowerCase())}`);
  await expect(page.getByRole('heading', { level: 1, name: nl('faq.title') })).toBeVisible();
  const pause = page.getByRole('button', { name: question });
  await expect(pause).toHaveAttribute('aria-expanded', 'true');
  const answer = page.getByText(/^Kies bij ‘Mijn abonnementen’ voor ‘Pauzeren’ en de duur: 1 tot 6 maanden\./);
  await expect(answer).toBeVisible();
  await expect(answer).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Hoe werkt het abonnement?' })).toHaveAttribute('aria-expanded', 'false');
  await expectNoAccessibilityViolations(page);

  // The table of the sections leads to a section; a question opened there names itself in the address.
  await page.getByRole('navigation', { name: nl('faq.contents') }).getByRole('link', { name: 'Levering en retour' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Levering en retour' })).toBeInViewport();
  await page.getByRole('button', { name: 'Naar welke landen leveren jullie?' }).click();
  await expect(page).toHaveURL(/\/nl\/faq#naar%20welke%20landen%20leveren%20jullie%3F$/);
  await expect(page.getByText(/^Naar Frankrijk, Monaco, Duitsland/)).toBeVisible();
  await expect(pause).toHaveAttribute('aria-expanded', 'true');
});

test('the server’s questions and answers stay on screen until their own chunk takes them over, and the page is ready only then', async ({ page }) => {
  const said: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if ((message.type() === 'error' || message.type() === 'warning') && !isHarnessMessage(message.text())) said.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => said.push(`pageerror: ${error.message}`));
  // The questions' chunk, as the build names it, held back a while as on a slow network.
  const manifest = JSON.parse(readFileSync(`${E2E_APP_DIR}/.vite/manifest.json`, 'utf8')) as Record<string, { file: string }>;
  const sectionsChunk = manifest['src/pages/website/faq/ui/Sections.tsx']!.file;
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/${sectionsChunk}`, async (route) => {
    await held;
    await route.continue();
  });
  const question = 'Hoe zet ik mijn abonnement op pauze?';
  const opening = page.goto('/nl/faq');
  await page.waitForRequest(`**/${sectionsChunk}`);
  // The rest of the page is the browser's; the questions are the server's still, every answer in them.
  const pause = page.getByRole('button', { name: question });
  await expect(pause).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByText(/^Kies bij ‘Mijn abonnementen’ voor ‘Pauzeren’/)).toBeAttached();
  await expect(page.getByText(nl('faq.loading'))).toHaveCount(0);
  expect(await page.locator('html[data-ready]').count()).toBe(0);
  release();
  await opening;
  await expect(page.locator('html[data-ready]')).toBeAttached();
  await pause.click();
  await expect(pause).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText(/^Kies bij ‘Mijn abonnementen’ voor ‘Pauzeren’/)).toBeVisible();
  expect(said).toEqual([]);
});

test('an administrator’s change to a FAQ answer shows on the next load of the server-rendered page', async ({ request }) => {
  const listed = await request.get('/api/admin/website/faq', { headers: admin });
  expect(listed.status()).toBe(200);
  const [section] = ((await listed.json()) as { value: SectionEdit[] }).value;
  const question = section!.questions[0]!;
  const before = question.translations;
  const changed = { ...before, fr: { question: before.fr.question, answer: 'Un quiz, une styliste, une malle livrée chez vous : vous gardez ce qui vous plaît.' } };
  expect(await (await request.get('/faq')).text()).toContain(before.fr.answer.split('\n')[0]!);
  try {
    const put = await request.put(`/api/admin/website/faq/questions/${question.id}`, { headers: admin, data: { section_id: section!.id, translations: changed } });
    expect(put.status()).toBe(200);
    const html = await (await request.get('/faq')).text();
    expect(html).toContain('Un quiz, une styliste, une malle livrée chez vous : vous gardez ce qui vous plaît.');
    expect(html).not.toContain(before.fr.answer.split('\n')[0]!);
    // The other languages keep their answer.
    expect(await (await request.get('/nl/faq')).text()).toContain(before.nl.answer.split('\n')[0]!);
  } finally {
    const restored = await request.put(`/api/admin/website/faq/questions/${question.id}`, { headers: admin, data: { section_id: section!.id, translations: before } });
    expect(restored.status()).toBe(200);
  }
});
