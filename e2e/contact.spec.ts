import { E2E_ADMIN_TOKEN } from './env';
import { expectNoAccessibilityViolations } from './support/axe';
import { messagesOf } from './support/messages';
import { expect, test } from './support/test';

const de = messagesOf('de');

/** A small real PNG (one pixel) and a small PDF, as a phone's photo and a scanned invoice would be. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

test('a visitor writes to customer service in German with two files and gets the ticket number', async ({ page, request }) => {
  const email = `lena.weber.${Date.now()}@example.de`;
  await page.goto('/de/contact');
  await expect(page.getByRole('heading', { level: 1, name: de('contact.title') })).toBeVisible();
  // The form, not the footer's newsletter (which asks for an address too).
  const main = page.getByRole('main');

  await main.getByLabel(de('contact.name')).fill('Lena Weber');
  await main.getByLabel(de('contact.email')).fill(email);
  await main.getByLabel(de('contact.object')).selectOption({ label: de('contact.object.RETURN') });
  await main.getByLabel(de('contact.content')).fill('Guten Tag,\ndie Hose aus der letzten Box ist an der Naht gerissen. Fotos und Rechnung hänge ich an.');
  await main.getByLabel(de('contact.files.add')).setInputFiles([
    { name: 'naht.png', mimeType: 'image/png', buffer: PNG },
    { name: 'rechnung.pdf', mimeType: 'application/pdf', buffer: PDF },
  ]);
  const chosen = main.getByRole('list', { name: de('contact.files.chosen') });
  await expect(chosen.getByRole('listitem')).toHaveText([/^naht\.png/, /^rechnung\.pdf/]);
  await expectNoAccessibilityViolations(page);

  await main.getByRole('button', { name: de('contact.send') }).click();
  const done = page.getByRole('heading', { name: de('contact.sent.title') });
  await expect(done).toBeFocused();
  const reference = (await page.getByRole('status').filter({ hasText: 'LC-' }).textContent())!.match(/LC-\d+/)![0];
  await expect(page.getByText(de('contact.sent.mail', { email }))).toBeVisible();
  await expectNoAccessibilityViolations(page);

  // The team has the ticket with both files, as their bytes say; the acknowledgement left in German.
  const admin = { headers: { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` } };
  const tickets = (await (await request.get('/api/admin/support/tickets?page_size=5', admin)).json()).value as Array<Record<string, unknown>>;
  expect(tickets.find((ticket) => ticket.reference === reference)).toMatchObject({
    sender_email: email,
    object: 'RETURN',
    locale: 'de',
    attachments: [
      { name: 'naht.png', content_type: 'image/png', size: PNG.length },
      { name: 'rechnung.pdf', content_type: 'application/pdf', size: PDF.length },
    ],
  });
  const mails = (await (await request.get(`/api/admin/mails?recipient=${encodeURIComponent(email)}`, admin)).json()).mails;
  expect(mails).toEqual([expect.objectContaining({ subject: `Wir haben Ihre Nachricht erhalten (${reference})` })]);
});
