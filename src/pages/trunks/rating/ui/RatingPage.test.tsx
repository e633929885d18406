import { Component, type ReactNode } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { components } from '@/shared/api';
import { forgetQueries } from '@/shared/lib';
import type { Locale } from '@/shared/config';
import { renderWithApp } from '@/shared/testing';
import RatingPage from './RatingPage';

type Rating = components['schemas']['TrunkRating'];
type Product = components['schemas']['Product'];

const product = (id: number, name: string): Product => ({
  id,
  reference: `LC-${id}`,
  brand: 'Little Closet',
  name,
  clean_name_fr: name,
  clean_name_de: name,
  clean_name_nl: name,
  clean_name_es: name,
  description: '',
  gender: 'BOY',
  family: 'TOPS',
  color: 'blue',
  lc_price: 19.9,
  original_price: null,
  images: [`/api/products/${id}/images/0`],
  variants: [],
  sizes: [],
  label: null,
  is_low_stock: false,
  is_recent: false,
  is_available: true,
  look: null,
  look_variant_ids: [],
});

const unrated: Rating = {
  request_id: 8,
  profile_id: 11,
  profile_firstname: 'léo',
  profile_type: 'KID',
  pieces: [
    { position: 0, product: product(1, 'T-shirt marin'), size: '6 ans', kept: null, fit: null, stars: null },
    { position: 1, product: product(2, 'Jean droit'), size: '6 ans', kept: null, fit: null, stars: null },
  ],
  stylist_note: null,
  rated_at: null,
};

/** `GET` answers `rating` (or the Response given); `PUT` answers `saved` (or echoes what was sent); the bodies sent. */
function serve(rating: Rating | Response, saved?: Response) {
  const sent: unknown[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    const { pathname } = new URL(request.url);
    if (pathname !== '/api/clients/me/trunks/8/rating') return Response.json({ type: 'NOT_FOUND', title: 'Not found', status: 404 }, { status: 404 });
    if (request.method === 'GET') return rating instanceof Response ? rating.clone() : Response.json(rating);
    const body = (await request.json()) as { pieces: Array<{ position: number; fit?: string; stars?: number }>; stylist_note?: string };
    sent.push(body);
    if (saved) return saved.clone();
    const base = rating instanceof Response ? unrated : rating;
    return Response.json({
      ...base,
      pieces: base.pieces.map((piece) => {
        const said = body.pieces.find((p) => p.position === piece.position);
        return { ...piece, fit: said?.fit ?? null, stars: said?.stars ?? null };
      }),
      stylist_note: body.stylist_note ?? null,
      rated_at: '2026-11-20T10:00:00.000Z',
    });
  });
  return sent;
}

/** What the page throws, as the app's error boundary receives it. */
class Caught extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>{JSON.stringify(this.state.error)}</p> : this.props.children;
  }
}

const renderPage = (locale: Locale = 'fr', orderId = '8') =>
  renderWithApp(
    <Caught>
      <RatingPage params={{ orderId }} />
    </Caught>,
    { locale, path: `/infos/rating/${orderId}` },
  );

const pieceCard = async (name: string) => within((await screen.findByRole('heading', { level: 3, name })).closest('li')!);

afterEach(() => {
  vi.unstubAllGlobals();
  forgetQueries('trunk-rating:');
});

describe('rating a trunk (/infos/rating/{orderId})', () => {
  it('rates each piece’s fit and stars with the keyboard or the mouse, leaves a word, saves, and thanks', async () => {
    const user = userEvent.setup();
    const sent = serve(unrated);
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Votre avis sur la malle de Léo' })).toBeVisible();
    expect(document.title).toBe('Votre avis sur la malle de Léo · Little Closet');
    const tee = await pieceCard('T-shirt marin');
    expect(tee.getByText('Taille 6 ans')).toBeVisible();
    // The picture beside its name says nothing more to a screen reader.
    expect(screen.getByRole('heading', { level: 3, name: 'T-shirt marin' }).closest('li')!.querySelector('img')).toHaveAttribute('src', '/api/products/1/images/0');

    await user.click(tee.getByRole('radio', { name: 'Parfaite' }));
    expect(tee.getByRole('radio', { name: 'Parfaite' })).toHaveAttribute('aria-checked', 'true');
    await user.click(tee.getByRole('radio', { name: '3 étoiles sur 5' }));
    // An arrow key moves to the next star and chooses it, however briefly it is pressed; not past the fifth.
    await user.keyboard('{ArrowRight}');
    expect(tee.getByRole('radio', { name: '4 étoiles sur 5' })).toBeChecked();
    await waitFor(() => expect(tee.getByRole('radio', { name: '4 étoiles sur 5' })).toHaveFocus());
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(tee.getByRole('radio', { name: '5 étoiles sur 5' })).toHaveFocus());
    await user.keyboard('{ArrowRight}');
    expect(tee.getByRole('radio', { name: '5 étoiles sur 5' })).toBeChecked();
    await user.keyboard('{ArrowLeft}');
    expect(tee.getByRole('radio', { name: '4 étoiles sur 5' })).toBeChecked();

    const jeans = await pieceCard('Jean droit');
    await user.click(jeans.getByRole('radio', { name: 'Trop petite' }));
    await user.type(screen.getByRole('textbox', { name: 'Un mot pour la styliste' }), '  Il a beaucoup grandi !  ');
    expect(screen.getByText('974 caractères restants')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Enregistrer mon avis' }));

    const thanks = await screen.findByText('La styliste en tiendra compte pour la prochaine malle de Léo.');
    expect(screen.getByRole('heading', { level: 1, name: 'Merci pour votre avis !' })).toBeVisible();
    expect(thanks).toHaveFocus();
    expect(sent).toEqual([
      {
        pieces: [
          { position: 0, fit: 'RIGHT', stars: 4 },
          { position: 1, fit: 'TOO_SMALL' },
        ],
        stylist_note: 'Il a beaucoup grandi !',
      },
    ]);
    expect(screen.getByRole('link', { name: 'Voir mes malles' })).toHaveAttribute('href', '/infos/all-boxes');

    // Changed later: the form comes back as saved.
    await user.click(screen.getByRole('button', { name: 'Modifier mon avis' }));
    const again = await pieceCard('Jean droit');
    expect(again.getByRole('radio', { name: 'Trop petite' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('textbox', { name: 'Un mot pour la styliste' })).toHaveValue('Il a beaucoup grandi !');
  });

  it('shows a rating already given, with what was kept and returned, in German', async () => {
    serve({
      ...unrated,
      profile_type: 'WOMAN',
      profile_firstname: 'julia',
      pieces: [
        { ...unrated.pieces[0]!, kept: true, fit: 'TOO_BIG', stars: 2 },
        { ...unrated.pieces[1]!, kept: false },
      ],
      stylist_note: 'Etwas zu weit.',
      rated_at: '2026-11-20T10:00:00.000Z',
    });
    renderPage('de');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ihre Meinung zu Ihrer Box' })).toBeVisible();
    expect(screen.getByText('Bewertet am 20. November 2026. Sie können Ihre Meinung jederzeit ändern.')).toBeVisible();
    const tee = await pieceCard('T-shirt marin');
    expect(tee.getByText('Behalten')).toBeVisible();
    expect(tee.getByRole('radio', { name: 'Zu groß' })).toHaveAttribute('aria-checked', 'true');
    expect(tee.getByRole('radio', { name: '2 Sterne von 5' })).toBeChecked();
    expect(tee.getByRole('radiogroup', { name: 'Stil T-shirt marin' })).toBeVisible();
    expect((await pieceCard('Jean droit')).getByText('Zurückgeschickt')).toBeVisible();
    expect(tee.getByText('Größe 6 Jahre')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Ein Wort an die Stylistin' })).toHaveValue('Etwas zu weit.');
  });

  it('asks for something before saving, and says in Dutch when saving failed, keeping what was chosen', async () => {
    const user = userEvent.setup();
    const sent = serve(unrated, Response.json({ type: 'INTERNAL', title: 'Server error', status: 500 }, { status: 500 }));
    renderPage('nl');
    await user.click(await screen.findByRole('button', { name: 'Mijn mening bewaren' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Beoordeel minstens één item of laat een woordje achter voor de stylist.');
    expect(sent).toEqual([]);

    const tee = await pieceCard('T-shirt marin');
    await user.click(tee.getByRole('radio', { name: '5 sterren van 5' }));
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Mijn mening bewaren' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Je beoordeling kon niet bewaard worden. Controleer je verbinding en probeer het opnieuw.');
    expect(sent).toEqual([{ pieces: [{ position: 0, stars: 5 }] }]);
    expect(tee.getByRole('radio', { name: '5 sterren van 5' })).toBeChecked();
  });

  it('offers to load again when the trunk could not be loaded', async () => {
    const user = userEvent.setup();
    serve(Response.json({ type: 'INTERNAL', title: 'Server error', status: 500 }, { status: 500 }));
    renderPage('es');
    expect(await screen.findByRole('alert')).toHaveTextContent('No se ha podido cargar la caja.');
    serve(unrated);
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Tu opinión sobre la caja de Léo' })).toBeVisible();
    expect((await pieceCard('Jean droit')).getByRole('radiogroup', { name: 'Talla Jean droit' })).toBeVisible();
  });

  it('is not found for a trunk not shipped yet, another client’s, or an id that is none', async () => {
    const silenced = vi.spyOn(console, 'error').mockImplementation(() => {});
    serve(Response.json({ type: 'TRUNK_NOT_DELIVERED', title: 'Trunk not delivered', status: 409 }, { status: 409 }));
    const first = renderPage();
    expect(await screen.findByText(/"status":404/)).toBeInTheDocument();
    first.unmount();
    forgetQueries('trunk-rating:');
    for (const orderId of ['77', 'abc', '0']) {
      const { unmount } = renderPage('fr', orderId);
      expect(await screen.findByText(/"status":404/)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Enregistrer mon avis' })).toBeNull();
      unmount();
    }
    silenced.mockRestore();
  });
});
