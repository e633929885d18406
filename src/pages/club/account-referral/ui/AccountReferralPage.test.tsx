import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleGodson, sampleReferral } from '@/entities/referral';
import { writeConsent } from '@/shared/consent';
import { dataLayerEntries, forgetTracking, renderWithApp } from '@/shared/testing';
import AccountReferralPage from './AccountReferralPage';

const problem = (status: number, type: string, extra: object = {}) => Response.json({ type, title: type, status, ...extra }, { status });

function serve(referral = sampleReferral(), invite: () => Response = () => Response.json(sampleGodson({ id: 9, email: 'amie@example.fr' }), { status: 201 })) {
  const calls: { method: string; path: string; body: unknown; locale: string | null }[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    const { pathname } = new URL(request.url);
    const body = request.method === 'POST' ? await request.clone().json() : null;
    calls.push({ method: request.method, path: pathname, body, locale: request.headers.get('X-LC-Locale') });
    if (pathname === '/api/clients/me/referral') return Response.json(referral);
    if (pathname === '/api/clients/me/referral/godsons') return invite();
    if (pathname === '/api/crm/event') return new Response(null, { status: 204 });
    return problem(404, 'NOT_FOUND');
  });
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('my referral (/infos/referral)', () => {
  it('shows the share link to copy, the godsons at their stage and the rewards earned', async () => {
    const user = userEvent.setup();
    serve(
      sampleReferral({
        rewards_total: 15,
        godsons: [
          sampleGodson({ id: 3, email: 'lena@web.de', firstname: 'Lena', status: 'REWARDED', invited_at: null, signed_up_at: '2026-11-10T09:00:00.000Z', rewarded_at: '2026-11-12T09:00:00.000Z' }),
          sampleGodson({ id: 2, email: 'sophie@example.fr', firstname: 'Sophie', status: 'SIGNED_UP', signed_up_at: '2026-11-21T09:00:00.000Z' }),
          sampleGodson({ id: 1, email: 'claire@example.fr' }),
          sampleGodson({ id: 4, email: 'moi+bis@example.fr', status: 'REFUSED', refused_reason: 'SAME_CARD' }),
        ],
      }),
    );
    renderWithApp(<AccountReferralPage />, { path: '/infos/referral' });
    expect(screen.getByRole('heading', { level: 1, name: 'Parrainage' })).toBeVisible();
    const link = await screen.findByRole('textbox', { name: 'Lien à partager' });
    expect(link).toHaveValue(sampleReferral().link);
    await user.click(screen.getByRole('button', { name: 'Copier le lien' }));
    expect(await navigator.clipboard.readText()).toBe(sampleReferral().link);
    expect(screen.getByText('Le lien est copié : collez-le dans un message.')).toBeVisible();
    expect(screen.getByText('Déjà gagné grâce au parrainage : 15 €')).toBeVisible();
    const godsons = within(screen.getByRole('region', { name: 'Mes filleules' }));
    expect(godsons.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Lena', 'Sophie', 'claire@example.fr', 'moi+bis@example.fr']);
    const lena = within(godsons.getByRole('heading', { name: 'Lena' }).closest('li')!);
    expect(lena.getByText('15 € versés dans votre cagnotte le 12 novembre 2026.')).toBeVisible();
    expect(lena.getByText('Première commande payée')).toHaveAttribute('aria-current', 'step');
    const sophie = within(godsons.getByRole('heading', { name: 'Sophie' }).closest('li')!);
    expect(sophie.getByText('Inscrite')).toHaveAttribute('aria-current', 'step');
    expect(sophie.getByText(/Inscrite le 21 novembre 2026/)).toBeVisible();
    expect(godsons.getByText('Invitation envoyée le 20 novembre 2026.')).toBeVisible();
    expect(godsons.getByText('Parrainage non retenu : la commande a été payée avec l’une de vos cartes.')).toBeVisible();
  });

  it('invites a friend in the page’s language, puts her first, and tells the CRM (German)', async () => {
    const user = userEvent.setup();
    const calls = serve(sampleReferral({ godsons: [sampleGodson({ id: 1, email: 'claire@example.fr' })] }));
    renderWithApp(<AccountReferralPage />, { locale: 'de', path: '/de/infos/referral' });
    await user.type(await screen.findByRole('textbox', { name: 'E-Mail-Adresse Ihrer Freundin' }), ' amie@example.fr ');
    await user.click(screen.getByRole('button', { name: 'Einladung senden' }));
    expect(await screen.findByText('Einladung an amie@example.fr gesendet.')).toBeVisible();
    const godsons = within(screen.getByRole('region', { name: 'Meine geworbenen Freundinnen' }));
    expect(godsons.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['amie@example.fr', 'claire@example.fr']);
    expect(screen.getByRole('textbox', { name: 'E-Mail-Adresse Ihrer Freundin' })).toHaveValue('');
    await vi.waitFor(() => expect(calls.filter((c) => c.method === 'POST').map((c) => [c.path, c.body])).toEqual([
      ['/api/clients/me/referral/godsons', { email: 'amie@example.fr', locale: 'de' }],
      ['/api/crm/event', { event_name: 'referral_invitation', email: 'amie@example.fr' }],
    ]));
  });

  it('records the invitation ("parrainage") with measurement consent, without the friend’s address', async () => {
    writeConsent({ measurement: true, advertising: false });
    const user = userEvent.setup();
    serve();
    renderWithApp(<AccountReferralPage />, { path: '/infos/referral' });
    await user.type(await screen.findByRole('textbox', { name: 'Adresse e-mail de votre amie' }), 'amie@example.fr');
    await user.click(screen.getByRole('button', { name: 'Envoyer l’invitation' }));
    await vi.waitFor(() => expect(dataLayerEntries()).toEqual([{ event: 'referral', label: 'parrainage', action: 'invitation', id: '9' }]));
    localStorage.clear();
    forgetTracking();
  });

  it.each([
    ['REFERRAL_SELF', 409, 'C’est votre propre adresse : invitez plutôt une amie.'],
    ['REFERRAL_ALREADY_CLIENT', 409, 'Cette personne a déjà un compte Little Closet : elle ne peut plus être parrainée.'],
    ['REFERRAL_ALREADY_INVITED', 409, 'Cette personne a déjà été invitée.'],
    ['TOO_MANY_INVITATIONS', 429, 'Vous avez envoyé beaucoup d’invitations aujourd’hui. Réessayez dans 3 minutes.'],
  ])('says why %s refused the invitation, and writes nobody in the list', async (type, status, message) => {
    const user = userEvent.setup();
    const calls = serve(sampleReferral(), () => problem(status, type, { retry_after: 150 }));
    renderWithApp(<AccountReferralPage />, { path: '/infos/referral' });
    await user.type(await screen.findByRole('textbox', { name: 'Adresse e-mail de votre amie' }), 'camille@example.fr');
    await user.click(screen.getByRole('button', { name: 'Envoyer l’invitation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByText('Vous n’avez encore invité personne.')).toBeVisible();
    expect(calls.some((c) => c.path === '/api/crm/event')).toBe(false);
  });

  it('asks for an address before sending anything (Dutch)', async () => {
    const user = userEvent.setup();
    const calls = serve();
    renderWithApp(<AccountReferralPage />, { locale: 'nl', path: '/nl/infos/referral' });
    await user.click(await screen.findByRole('button', { name: 'Uitnodiging versturen' }));
    expect(screen.getByRole('textbox', { name: 'E-mailadres van je vriendin' })).toHaveAccessibleDescription('Vul het e-mailadres van je vriendin in.');
    await user.type(screen.getByRole('textbox', { name: 'E-mailadres van je vriendin' }), 'geen-adres');
    await user.click(screen.getByRole('button', { name: 'Uitnodiging versturen' }));
    expect(screen.getByRole('textbox', { name: 'E-mailadres van je vriendin' })).toHaveAccessibleDescription('Dit e-mailadres is niet geldig.');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });
});
