import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleClient, SessionContext, staticSession } from '@/entities/session';
import { sampleRequest } from '@/entities/trunk';
import type { Locale } from '@/shared/config';
import { renderWithApp, translator } from '@/shared/testing';
import ContactPage from './ContactPage';

type Answer = Response | ((request: Request) => Response);

/** The API as the page sees it: answers by path (the ticket's receipt by default); the requests that send are kept. */
function serve(answers: Record<string, Answer> = {}) {
  const requests: Request[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    if (request.method === 'POST') requests.push(request);
    const path = new URL(request.url).pathname;
    const answer = answers[path];
    if (typeof answer === 'function') return answer(request);
    if (answer) return answer.clone();
    // Anything else the page reads (its search metadata) is not there.
    return path === '/api/customer-service/tickets' ? Response.json(RECEIPT, { status: 201 }) : problem(404, { type: 'NOT_FOUND' });
  });
  return requests;
}

const RECEIPT = {
  id: 123,
  reference: 'LC-000123',
  object: 'RETURN',
  order_id: null,
  created_at: '2026-11-26T09:00:00.000Z',
  attachments: [],
};

function problem(status: number, body: Record<string, unknown>) {
  return Response.json({ title: 'x', status, ...body }, { status, headers: { 'content-type': 'application/problem+json' } });
}

/** A file whose first bytes say what it is, whatever its name. */
function file(name: string, kind: 'png' | 'pdf' | 'text', size = 2048) {
  const bytes = new Uint8Array(size);
  if (kind === 'png') bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (kind === 'pdf') bytes.set([...'%PDF-1.7'].map((c) => c.charCodeAt(0)));
  if (kind === 'text') bytes.set([...'Just words'].map((c) => c.charCodeAt(0)));
  return new File([bytes], name, { type: kind === 'png' ? 'image/png' : 'application/pdf' });
}

function renderPage({ locale = 'fr', session = staticSession(), path = '/contact' }: { locale?: Locale; session?: ReturnType<typeof staticSession>; path?: string } = {}) {
  const view = renderWithApp(
    <SessionContext.Provider value={session}>
      <ContactPage params={{}} />
    </SessionContext.Provider>,
    { locale, path },
  );
  // A phone's file picker lets a person pick any kind of file.
  return { ...view, user: userEvent.setup({ applyAccept: false }), t: translator(locale) };
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, t: ReturnType<typeof translator>) {
  await user.type(screen.getByLabelText(t('contact.name')), 'Camille Martin');
  await user.type(screen.getByLabelText(t('contact.email')), 'camille@example.com');
  await user.selectOptions(screen.getByLabelText(t('contact.object')), t('contact.object.RETURN'));
  await user.type(screen.getByLabelText(t('contact.content')), 'Le pantalon est arrivé décousu.');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/contact', () => {
  it('lets a visitor write with two files, shows them with their size, and confirms with the ticket number', async () => {
    const requests = serve();
    const { user, t } = renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Nous contacter' })).toBeInTheDocument();
    expect(screen.queryByLabelText(t('contact.order'))).toBeNull();
    const subjects = within(screen.getByLabelText('Sujet')).getAllByRole('option').map((o) => o.textContent);
    expect(subjects).toEqual(['Choisissez un sujet', 'Ma malle', 'Mon abonnement', 'Ma commande boutique', 'Retours et remboursements', 'Paiement', 'Mon compte', 'Autre question']);

    await fillIn(user, t);
    await user.upload(screen.getByLabelText('Ajouter une photo ou un PDF'), [file('couture.png', 'png', 300 * 1024), file('facture.pdf', 'pdf', 2 * 1024 * 1024)]);
    const chosen = within(await screen.findByRole('list', { name: 'Fichiers joints' }));
    expect(chosen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([expect.stringMatching(/^couture\.png300\sko/), expect.stringMatching(/^facture\.pdf2\sMo/)]);
    await user.click(chosen.getByRole('button', { name: 'Retirer couture.png' }));
    expect(screen.getByRole('list', { name: 'Fichiers joints' })).not.toHaveTextContent('couture.png');
    await user.upload(screen.getByLabelText('Ajouter un autre fichier'), file('couture.png', 'png'));
    await screen.findByText('couture.png');

    await user.click(screen.getByRole('button', { name: 'Envoyer mon message' }));
    const done = await screen.findByRole('heading', { name: 'Merci, votre message est bien parti !' });
    await waitFor(() => expect(done).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent('Votre demande porte le numéro LC-000123.');
    expect(screen.getByText('Un accusé de réception vient de partir à camille@example.com.')).toBeInTheDocument();

    expect(requests).toHaveLength(1);
    const request = requests[0]!;
    expect(new URL(request.url).pathname).toBe('/api/customer-service/tickets');
    expect(request.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    const form = await request.formData();
    expect([...form.keys()]).toEqual(['sender_name', 'sender_email', 'object', 'content', 'attachments', 'attachments']);
    expect(form.get('object')).toBe('RETURN');
    // Two files (jsdom's FormData does not carry a file's bytes through a Request: the browser journey checks them).
    expect(form.getAll('attachments')).toHaveLength(2);
  });

  it('names what is missing before sending anything, and takes the focus there', async () => {
    const requests = serve();
    const { user, t } = renderPage();
    await user.click(screen.getByRole('button', { name: t('contact.send') }));
    expect(screen.getByLabelText(t('contact.name'))).toHaveAccessibleDescription('Indiquez votre nom, en 100 caractères au plus.');
    await waitFor(() => expect(screen.getByLabelText(t('contact.name'))).toHaveFocus());
    expect(screen.getByLabelText(t('contact.email'))).toHaveAccessibleDescription('Indiquez votre adresse e-mail, pour que nous puissions vous répondre.');
    expect(screen.getByLabelText(t('contact.object'))).toHaveAccessibleDescription('Choisissez le sujet de votre message.');
    expect(screen.getByLabelText(t('contact.content'))).toHaveAccessibleDescription(expect.stringContaining('Écrivez votre message.'));
    expect(requests).toEqual([]);
  });

  it('refuses in German a text named .pdf and a fourth file, by their bytes and number', async () => {
    serve();
    const { user } = renderPage({ locale: 'de', path: '/de/contact' });
    await user.upload(screen.getByLabelText('Foto oder PDF anhängen'), [file('notizen.pdf', 'text'), file('a.png', 'png'), file('b.png', 'png'), file('c.pdf', 'pdf'), file('d.png', 'png')]);
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toEqual([
      '„notizen.pdf“ wurde nicht angehängt: Wir nehmen nur Fotos im Format JPEG, PNG oder WebP und PDF-Dateien an.',
      '„d.png“ wurde nicht angehängt: Sie können höchstens 3 Dateien anhängen.',
    ]);
    expect(within(screen.getByRole('list', { name: 'Angehängte Dateien' })).getAllByRole('listitem')).toHaveLength(3);
    // Full: no more picking.
    expect(screen.queryByLabelText('Weitere Datei anhängen')).toBeNull();
  });

  it('shows the server’s refusal on the field it names, in Dutch, then a 429 with the wait', async () => {
    let calls = 0;
    serve({
      '/api/customer-service/tickets': () =>
        ++calls === 1
          ? problem(400, { type: 'VALIDATION_ERROR', errors: [{ field: 'sender_email', pointer: '/sender_email', in: 'body', detail: 'sender_email must be a valid email' }] })
          : problem(429, { type: 'TOO_MANY_ATTEMPTS', retry_after: 600 }),
    });
    const { user, t } = renderPage({ locale: 'nl', path: '/nl/contact' });
    await fillIn(user, t);
    await user.click(screen.getByRole('button', { name: 'Bericht versturen' }));
    const email = screen.getByLabelText('Je e-mailadres');
    await waitFor(() => expect(email).toHaveAccessibleDescription('Dit e-mailadres lijkt niet te kloppen. Kijk je het even na?'));
    expect(email).toHaveAttribute('aria-invalid', 'true');

    await user.clear(email);
    await user.type(email, 'camille@example.nl');
    await user.click(screen.getByRole('button', { name: 'Bericht versturen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We kregen net heel veel berichten vanaf jouw verbinding. Probeer het over 10 minuten nog eens.');
    // Nothing typed is lost.
    expect(screen.getByLabelText('Je bericht')).toHaveValue('Le pantalon est arrivé décousu.');
  });

  it('fills a signed-in client’s name and address in Spanish, and offers their trunks and shop orders', async () => {
    const requests = serve({
      '/api/clients/me/requests': Response.json([sampleRequest({ id: 31, delivery_date: '2026-12-03' })]),
      '/api/clients/me/orders': Response.json({ orders: [{ id: 8, created_at: '2026-10-02T10:00:00.000Z' }] }),
    });
    const session = staticSession({ status: 'authenticated', client: sampleClient({ firstname: 'Lucía', lastname: 'García', email: 'lucia@example.es' }) });
    const { user, t } = renderPage({ locale: 'es', session, path: '/es/contact?object=SHOP_ORDER' });
    expect(screen.getByLabelText('Tu nombre')).toHaveValue('Lucía García');
    expect(screen.getByLabelText('Tu correo electrónico')).toHaveValue('lucia@example.es');
    expect(screen.getByLabelText('Asunto')).toHaveValue('SHOP_ORDER');
    const order = screen.getByLabelText('Pedido relacionado (opcional)');
    await waitFor(() => expect(within(order).getAllByRole('option')).toHaveLength(3));
    expect(within(order).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Ninguno en concreto',
      'Caja n.º 31: entrega el 3 de diciembre de 2026',
      'Pedido de la tienda n.º 8 del 2 de octubre de 2026',
    ]);
    await user.selectOptions(order, 'Pedido de la tienda n.º 8 del 2 de octubre de 2026');
    await user.type(screen.getByLabelText(t('contact.content')), 'Falta una camiseta en el paquete.');
    await user.click(screen.getByRole('button', { name: 'Enviar mi mensaje' }));
    await screen.findByRole('heading', { name: '¡Gracias, tu mensaje se ha enviado!' });
    const sent = await requests[0]!.formData();
    expect(Object.fromEntries(sent)).toEqual({ sender_name: 'Lucía García', sender_email: 'lucia@example.es', object: 'SHOP_ORDER', order_id: 'shop-8', content: 'Falta una camiseta en el paquete.' });
  });
});
