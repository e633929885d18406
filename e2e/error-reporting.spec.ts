import { E2E_ADMIN_TOKEN } from './env';
import { expect, test } from './support/test';

type Listed = { kind: string; label: string | null; message: string; stack: string; url: string; build_id: string; locale: string; user_agent: string };

test("the page's uncaught errors reach the administrators' list, without anything personal", async ({ page, request }) => {
  const marker = `e2e${Date.now()}`;
  // An address with personal words in its query string, as a link in a mail would carry them.
  await page.goto('/de/shop/cart?email=camille.martin@example.com&token=abc123');
  // The reporter loads in its own chunk once the page is taken over.
  await page.waitForLoadState('networkidle');

  await page.evaluate((marker) => {
    setTimeout(() => {
      throw new Error(`${marker} thrown for camille.martin@example.com with token=abc123`);
    });
    void Promise.reject(new TypeError(`${marker} rejected, card 4242 4242 4242 4242`));
  }, marker);

  const admin = { headers: { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` } };
  const ours = async () => ((await (await request.get('/api/admin/client-errors?page_size=100', admin)).json()).value as Listed[]).filter((r) => r.message.includes(marker));
  await expect.poll(async () => (await ours()).map((r) => r.kind).sort()).toEqual(['error', 'unhandledrejection']);

  const reports = await ours();
  const thrown = reports.find((r) => r.kind === 'error')!;
  const rejected = reports.find((r) => r.kind === 'unhandledrejection')!;
  expect(thrown).toMatchObject({ label: null, message: `Error: ${marker} thrown for [email] with token=[redacted]`, url: '/de/shop/cart', locale: 'de' });
  expect(rejected).toMatchObject({ label: null, message: `TypeError: ${marker} rejected, card [number]`, url: '/de/shop/cart', locale: 'de' });
  // The build the page runs, as the server names it.
  const { build } = (await (await request.get('/api/version')).json()) as { build: string };
  expect(thrown.build_id).toBe(build);
  expect(thrown.stack).toContain(marker);
  expect(thrown.user_agent).toContain('Chrome');
  const everything = JSON.stringify(reports);
  for (const personal of ['camille', 'abc123', '4242']) expect(everything).not.toContain(personal);

  // The same error again on the same page is not sent twice.
  await page.evaluate((marker) => {
    setTimeout(() => {
      throw new Error(`${marker} thrown for camille.martin@example.com with token=abc123`);
    });
  }, marker);
  await page.waitForLoadState('networkidle');
  expect(await ours()).toHaveLength(2);
});
