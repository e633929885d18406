import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sampleClient, SessionContext, staticSession } from '@/entities/session';
import { writeConsent } from '@/shared/consent';
import { forgetQuery } from '@/shared/lib';
import { dataLayerEntries, forgetTracking, renderWithApp, SEEDED_MESSAGES, translator, type RenderOptions } from '@/shared/testing';
import HomePage from './HomePage';

/** The website's reads of the home: its delivery delays and the pages' metadata (the kid home and the woman home have their own). */
function serveWebsite(media: unknown[] = []) {
  vi.stubGlobal('fetch', async (request: Request) => {
    const { pathname } = new URL(request.url);
    if (pathname === '/api/website/instagram/selected-media') return Response.json({ value: media });
    if (pathname === '/api/delays') return Response.json({ optimistic_delivery_delay: 3, pessimistic_delivery_delay: 6 });
    if (pathname === '/api/website/seo-metadata') {
      const og = { type: 'website', image_url: '/og/little-closet.png', image_alt: '' };
      return Response.json([
        { slug: 'kid', title: 'Kinderkleidung, von einer Stylistin ausgewählt', description: '', keywords: '', og },
        { slug: 'woman', title: 'Eine Kleiderbox für Sie', description: '', keywords: '', og },
      ]);
    }
    return Response.json({ type: 'NOT_FOUND', title: 'Not found', status: 404 }, { status: 404 });
  });
}

const renderHome = (options: RenderOptions) =>
  renderWithApp(
    <SessionContext.Provider value={staticSession({ status: 'authenticated', client: sampleClient() })}>
      <HomePage />
    </SessionContext.Provider>,
    options,
  );

afterEach(() => vi.unstubAllGlobals());

describe('the A/B test of the main call to action (home-cta)', () => {
  afterEach(() => {
    sessionStorage.clear();
    localStorage.clear();
    forgetTracking();
    document.cookie = 'lc_vid=; path=/; max-age=0';
    window.history.replaceState(null, '', '/');
  });

  it('shows the forced variant B in Dutch, and records the exposure once with measurement consent', async () => {
    writeConsent({ measurement: true, advertising: false });
    window.history.replaceState(null, '', '/nl?ab_home-cta=B');
    serveWebsite();
    renderHome({ locale: 'nl', path: '/' });
    const t = translator('nl');
    expect(await screen.findByRole('link', { name: t('home.ctaB.kid') })).toHaveAttribute('href', '/nl/quiz/kid');
    expect(screen.queryByRole('link', { name: t('home.cta.kid') })).toBeNull();
    const exposures = () => dataLayerEntries().filter((entry) => entry.event === 'ab_test');
    expect(exposures()).toEqual([{ event: 'ab_test', label: 'test A/B', id: 'home-cta', test: 'home-cta', variant: 'B' }]);
  });

  it('shows variant A when forced, and records nothing without consent', async () => {
    window.history.replaceState(null, '', '/?ab_home-cta=A');
    serveWebsite();
    renderHome({ locale: 'fr', path: '/' });
    const t = translator('fr');
    expect(screen.getByRole('link', { name: t('home.cta.kid') })).toBeVisible();
    await import('@/shared/analytics');
    expect(screen.getByRole('link', { name: t('home.cta.kid') })).toBeVisible();
    expect(dataLayerEntries()).toEqual([]);
  });
});

describe('the woman home (/woman)', () => {
  it('speaks to a woman in German: her heading, her quiz from both calls to action, her steps and the delivery delays', async () => {
    serveWebsite();
    renderHome({ locale: 'de', path: '/woman' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Für Sie ausgewählte Kleidung, nach Hause geliefert');
    expect(screen.getByText(/^Beantworten Sie in wenigen Minuten ein Stil-Quiz\. Ihre Stylistin stellt eine Box in Ihrer Größe/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Mein Stil-Quiz starten' })).toHaveAttribute('href', '/de/quiz/woman');
    // The woman home offers no second way to itself, and no kid quiz.
    expect(screen.queryByRole('link', { name: 'Eine Box für mich' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Profil für mein Kind anlegen' })).toBeNull();

    const steps = within(screen.getByRole('heading', { level: 2, name: 'So funktioniert’s' }).closest('section')!);
    expect(steps.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Das Quiz', 'Die Vorschau', 'Die Box']);
    expect(steps.getByText('Größen, Silhouette, Stil, Budget: Erzählen Sie uns alles über sich.')).toBeVisible();

    const subscription = within(screen.getByRole('heading', { level: 2, name: 'Einmalig oder im Abo' }).closest('section')!);
    expect(subscription.getByRole('link', { name: 'Stilquiz starten' })).toHaveAttribute('href', '/de/quiz/woman');

    expect(await screen.findByText('Lieferung in 3 bis 6 Werktagen')).toBeVisible();
    expect(document.title).toBe('Eine Kleiderbox für Sie · Little Closet');
  });

  it('is the same page as the kid home, with the words of the woman line (French and Spanish)', async () => {
    serveWebsite();
    const { unmount } = renderHome({ locale: 'fr', path: '/' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Des vêtements choisis pour vos enfants, livrés à la maison');
    expect(screen.getByRole('link', { name: 'Créer le profil de mon enfant' })).toHaveAttribute('href', '/quiz/kid');
    expect(screen.getByRole('link', { name: 'Une malle pour moi' })).toHaveAttribute('href', '/woman');
    unmount();

    renderHome({ locale: 'es', path: '/woman' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Ropa elegida para ti, entregada en casa');
    expect(screen.getByRole('link', { name: 'Empezar mi test de estilo' })).toHaveAttribute('href', '/es/quiz/woman');
    expect(screen.getByText('Tallas, silueta, estilo, presupuesto: cuéntanoslo todo sobre ti.')).toBeVisible();
    expect(await screen.findByText('Entrega en 3 a 6 días laborables')).toBeVisible();
  });

  it('leaves out the kid line’s offer of a trunk for oneself where the woman line is switched off', () => {
    serveWebsite();
    renderHome({ locale: 'nl', path: '/', messages: { ...SEEDED_MESSAGES.nl, 'feature.woman': 'false' } });
    expect(screen.getByRole('link', { name: 'Maak een profiel voor mijn kind' })).toHaveAttribute('href', '/nl/quiz/kid');
    expect(screen.queryByRole('link', { name: 'Een box voor mij' })).toBeNull();
  });
});

describe('the Instagram media of the home', () => {
  // The tab keeps what it read: each test reads the media again.
  beforeEach(() => ['fr', 'de', 'nl', 'es'].forEach((locale) => forgetQuery(`website:instagram:${locale}`)));

  const MEDIA = [
    { id: 1, image_url: '/instagram/trunk.svg', alt: 'Een open gele box vol opgevouwen kinderkleding', caption: 'Het leukste moment van de week.', link: 'https://www.instagram.com/littlecloset' },
    { id: 2, image_url: '/instagram/rain.svg', alt: 'Een gele regenjas met capuchon', caption: 'Weerbericht van vandaag: plassen.', link: 'https://www.instagram.com/littlecloset' },
  ];

  it('shows each medium below the steps, its picture described and linking to the account, with its caption', async () => {
    serveWebsite(MEDIA);
    const t = translator('nl');
    renderHome({ locale: 'nl', path: '/' });
    const section = within((await screen.findByRole('heading', { level: 2, name: t('home.instagram.title') })).closest('section')!);
    const pictures = section.getAllByRole('img');
    expect(pictures.map((img) => img.getAttribute('alt'))).toEqual(MEDIA.map((m) => m.alt));
    // Square frames sized beforehand: nothing moves when a picture arrives.
    for (const img of pictures) expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['400', '400']);
    expect(section.getByRole('link', { name: MEDIA[0]!.alt })).toHaveAttribute('href', MEDIA[0]!.link);
    expect(section.getByText('Weerbericht van vandaag: plassen.')).toBeVisible();
    expect(section.getByRole('link', { name: t('home.instagram.follow') })).toHaveAttribute('href', 'https://www.instagram.com/littlecloset');
    // It comes after the page's other sections.
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings.at(-1)).toBe(t('home.instagram.title'));
  });

  it('shows nothing when there is no medium, or the media cannot be read', async () => {
    serveWebsite([]);
    renderHome({ locale: 'fr', path: '/' });
    expect(await screen.findByText('Livraison en 3 à 6 jours ouvrés')).toBeVisible();
    expect(screen.queryByRole('heading', { name: translator('fr')('home.instagram.title') })).toBeNull();
  });
});
