import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Address } from '@/entities/address';
import { sampleProfile, type Profile } from '@/entities/profile';
import type { Locale } from '@/shared/config';
import { forgetQuery } from '@/shared/lib';
import { renderWithApp, translator } from '@/shared/testing';
import type { TrunkOffer, TrunkRequest, TrunkSubscription } from '../api/trunks';
import { FRAUD_LABEL_KEY } from '../lib/fraud-label';
import { sampleHomeAddress, sampleTrunkOffer } from '../model/sample-events';
import { TrunkOrderForm, type TrunkOrderFormProps } from './TrunkOrderForm';

const kid = sampleProfile({ id: 11, firstname: 'léa', gender: 'GIRL' });
const woman = sampleProfile({ id: 12, firstname: 'claire', gender: 'WOMAN', profile_type: 'WOMAN', birthdate: null });

const subscription = {
  id: 5,
  profile_id: 11,
  status_details_code: 'active',
  frequency: 3,
  is_active: true,
  next_at: '2026-11-02T10:00:00.000Z',
  next_optimistic_delivery_date: '2026-11-09',
  next_delivery_date: '2026-11-09',
  is_conversion: false,
  current_request_id: 9,
  created_at: '2026-11-02T10:00:00.000Z',
} satisfies TrunkSubscription;
const request = {
  id: 8,
  profile_id: 12,
  subscription_id: null,
  status_details: { code: 'IN_CREATION', actions: ['GO_TO_SUGGESTIONS', 'UPDATE_DELIVERY_DATE'] },
  is_blocked: false,
  wishes: [],
  comment: null,
  delivery_date: null,
  delivered_at: null,
  return_deadline: null,
  created_at: '2026-11-02T10:00:00.000Z',
} satisfies TrunkRequest;
const offer = sampleTrunkOffer;

const problem = (status: number, type: string) => Response.json({ type, title: type, status }, { status, headers: { 'Content-Type': 'application/problem+json' } });

/**
 * The API: what a trunk costs and the delivery delays for every read, each order answered with the
 * next response (or the next promise of one); the orders as sent.
 */
function serve(...responses: (Response | Promise<Response>)[]) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (sent: Request) => {
    const url = new URL(sent.url);
    if (url.pathname === '/api/trunk-offer') return Response.json(offer(url.searchParams.get('profile_type') as TrunkOffer['profile_type']));
    if (url.pathname === '/api/delays') return Response.json({ optimistic_delivery_delay: 3, pessimistic_delivery_delay: 6 });
    const text = await sent.text();
    calls.push({ method: sent.method, path: url.pathname, body: text ? JSON.parse(text) : null });
    return responses.shift()!;
  });
  return calls;
}

/** The page's address form, as far as the order needs it: a button that saves `saves`. */
const addressForm =
  (saves: Address): TrunkOrderFormProps['renderAddressForm'] =>
  ({ onSaved, onCancel }) => (
    <div>
      <button type="button" onClick={() => onSaved(saves)}>
        Save the address
      </button>
      {onCancel && (
        <button type="button" onClick={onCancel}>
          Cancel the address
        </button>
      )}
    </div>
  );

function renderForm(profile: Profile, offers: TrunkOrderFormProps['offers'], { locale = 'fr', address = sampleHomeAddress }: { locale?: Locale; address?: Address | null } = {}) {
  const onOrdered = vi.fn();
  renderWithApp(<TrunkOrderForm profile={profile} offers={offers} address={address} renderAddressForm={addressForm(sampleHomeAddress)} onOrdered={onOrdered} />, { locale });
  return onOrdered;
}

beforeEach(() => {
  vi.setSystemTime(new Date('2026-11-02T10:00:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
  forgetQuery('trunk-offer:KID');
  forgetQuery('trunk-offer:WOMAN');
  forgetQuery('trunk-first-delivery:2026-11-02');
});

describe('what the family reads before the order', () => {
  it.each([
    [
      'fr',
      {
        costs: 'Ce que vous payez',
        rows: [
          ['À la commande', '0 € : rien n’est débité'],
          ['Stylisme, livraison et retour', 'Offerts'],
          ['L’abonnement', 'Gratuit et sans engagement'],
          ['Les pièces', '9 pièces par malle, de 7,90 € à 45 € l’une (19 € en moyenne). Vous ne payez que celles que vous gardez.'],
        ],
        payment: 'Après l’essayage, vous nous dites ce que vous gardez et vous ne réglez que ces pièces, par carte bancaire ou avec un autre moyen de paiement proposé dans votre pays. Aucune carte n’est demandée aujourd’hui.',
        to: 'La malle de Léa sera livrée à :',
        first: 'Première malle prévue le 5 novembre 2026, puis une tous les 2 mois.',
      },
    ],
    [
      'de',
      {
        costs: 'Was Sie bezahlen',
        rows: [
          ['Bei der Bestellung', '0 € – es wird nichts abgebucht'],
          ['Styling, Versand und Rücksendung', 'Kostenlos'],
          ['Das Abo', 'Kostenlos und ohne Mindestlaufzeit'],
          ['Die Teile', '9 Teile pro Box, 7,90 € bis 45 € pro Teil (im Schnitt 19 €). Sie bezahlen nur die Teile, die Sie behalten.'],
        ],
        payment: 'Nach der Anprobe sagen Sie uns, was Sie behalten, und bezahlen nur diese Teile – per Karte oder mit einer anderen Zahlungsart, die in Ihrem Land angeboten wird. Heute müssen Sie keine Karte angeben.',
        to: 'Die Box für Léa wird geliefert an:',
        first: 'Die erste Box kommt voraussichtlich am 5. November 2026, danach alle 2 Monate eine.',
      },
    ],
    [
      'nl',
      {
        costs: 'Wat je betaalt',
        rows: [
          ['Bij je bestelling', '€ 0: er wordt niets afgeschreven'],
          ['Styling, verzending en retour', 'Gratis'],
          ['Het abonnement', 'Gratis en zonder vaste looptijd'],
          ['De items', '9 items per box, van € 7,90 tot € 45 per stuk (gemiddeld € 19). Je betaalt alleen de items die je houdt.'],
        ],
        payment: 'Na het passen laat je ons weten wat je houdt en betaal je alleen die items, met je bankkaart of een andere betaalmethode die in jouw land wordt aangeboden. Vandaag vragen we geen kaart.',
        to: 'De box van Léa wordt bezorgd op:',
        first: 'De eerste box komt naar verwachting op 5 november 2026, daarna om de 2 maanden een.',
      },
    ],
    [
      'es',
      {
        costs: 'Lo que pagas',
        rows: [
          ['Al hacer el pedido', '0 €: no se te cobra nada'],
          ['Estilismo, envío y devolución', 'Gratis'],
          ['La suscripción', 'Gratis y sin permanencia'],
          ['Las prendas', '9 prendas por caja, de 7,90 € a 45 € cada una (19 € de media). Solo pagas las que te quedas.'],
        ],
        payment: 'Después de probártelo todo, nos dices qué te quedas y solo pagas esas prendas, con tarjeta o con otro medio de pago disponible en tu país. Hoy no te pedimos ninguna tarjeta.',
        to: 'La caja de Léa se entregará en:',
        first: 'Primera caja prevista el 5 de noviembre de 2026; después, una cada 2 meses.',
      },
    ],
  ] as const)('in %s: the price, the fees, how and when it is paid, and where it goes', async (locale, texts) => {
    serve();
    renderForm(kid, 'both', { locale });
    const costs = screen.getByRole('region', { name: texts.costs });
    await waitFor(() => expect(within(costs).getAllByRole('definition').at(-1)).toHaveTextContent(texts.rows[3][1]));
    const rows = within(costs)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent?.replace(/\u00a0|\u202f/g, ' ')]);
    expect(rows).toEqual(texts.rows.map(([label, value]) => [label, value]));
    expect(within(costs).getByText(texts.payment)).toBeVisible();

    const delivery = screen.getByRole('region', { name: translator(locale)('trunkOrder.delivery.title') });
    expect(within(delivery).getByText(texts.to)).toBeVisible();
    expect(within(delivery).getByText('12 rue des Lilas')).toBeVisible();
    expect(within(delivery).getByText('69003 Lyon')).toBeVisible();
    expect(await within(delivery).findByText(texts.first)).toBeVisible();
  });

  it('leaves out the subscription for a single trunk, and its first delivery date', async () => {
    serve();
    renderForm(woman, 'one-shot', { locale: 'nl' });
    const costs = screen.getByRole('region', { name: 'Wat je betaalt' });
    await within(costs).findByText(/^9 items per box/);
    expect(within(costs).queryByText('Het abonnement')).toBeNull();
    expect(screen.getByText('Je box wordt bezorgd op:')).toBeVisible();
    expect(screen.queryByText(/De eerste box komt/)).toBeNull();
  });

  it('still says what is paid when the prices cannot be read', async () => {
    vi.stubGlobal('fetch', async (sent: Request) => (new URL(sent.url).pathname === '/api/delays' ? Response.json({ optimistic_delivery_delay: 3, pessimistic_delivery_delay: 6 }) : problem(503, 'SERVICE_UNAVAILABLE')));
    renderForm(kid, 'both', { locale: 'es' });
    expect(await screen.findByText('Solo pagas las prendas que te quedas, a los precios de la tienda.')).toBeVisible();
    expect(screen.getByText('0 €: no se te cobra nada')).toBeVisible();
  });
});

describe('the delivery address', () => {
  it('is asked for when the family has none, and the order waits for it', async () => {
    const calls = serve(Response.json(subscription, { status: 201 }));
    const onOrdered = renderForm(kid, 'both', { address: null });
    const user = userEvent.setup();
    expect(screen.getByText('Où livrer la malle de Léa ?')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Je m’abonne' }));
    const missing = screen.getByRole('alert');
    expect(missing).toHaveTextContent('Indiquez d’abord où livrer la malle de Léa.');
    expect(missing).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Je m’abonne' })).toBeDisabled();
    expect(calls).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Save the address' }));
    expect(screen.getByText('La malle de Léa sera livrée à :')).toBeVisible();
    expect(screen.getByText('12 rue des Lilas')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Je m’abonne' }));
    await waitFor(() => expect(onOrdered).toHaveBeenCalledWith({ kind: 'subscription', subscription }));
  });

  it('can be another one: once saved, it becomes the default where trunks go', async () => {
    const other: Address = { ...sampleHomeAddress, id: 22, street: '4 place Bellecour', postcode: '69002', is_default: false };
    const calls = serve(Response.json({ ...other, is_default: true }));
    const onOrdered = vi.fn();
    renderWithApp(<TrunkOrderForm profile={kid} offers="both" address={sampleHomeAddress} renderAddressForm={addressForm(other)} onOrdered={onOrdered} />, { locale: 'de' });
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'An eine andere Adresse liefern' }));
    expect(screen.getByText('Wohin sollen wir die Box für Léa liefern?')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Jetzt abonnieren' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Save the address' }));

    expect(await screen.findByText('4 place Bellecour')).toBeVisible();
    expect(calls).toEqual([{ method: 'PUT', path: '/api/clients/me/addresses/22/default', body: null }]);
    expect(screen.getByRole('button', { name: 'Jetzt abonnieren' })).toBeEnabled();
  });
});

describe('the order', () => {
  it('subscribes a kid to a trunk every 3 months, in Spanish', async () => {
    const calls = serve(Response.json(subscription, { status: 201 }));
    const onOrdered = renderForm(kid, 'subscription', { locale: 'es' });
    const user = userEvent.setup();

    expect(screen.getByRole('group', { name: '¿Cada cuánto quieres recibir la caja de Léa?' })).toBeVisible();
    expect(screen.getAllByRole('radio')).toEqual(['Cada mes', 'Cada 2 meses', 'Cada 3 meses'].map((name) => screen.getByRole('radio', { name })));
    expect(screen.getByRole('radio', { name: 'Cada 2 meses' })).toBeChecked();
    expect(screen.getByText('Nuestra estilista prepara la caja de Léa a partir de tus respuestas al test.')).toBeVisible();

    await user.click(screen.getByRole('radio', { name: 'Cada 3 meses' }));
    await user.click(screen.getByRole('button', { name: 'Suscribirme' }));

    await waitFor(() => expect(onOrdered).toHaveBeenCalledWith({ kind: 'subscription', subscription }));
    expect(calls).toEqual([{ method: 'POST', path: '/api/clients/me/kids/11/subscriptions', body: { frequency: 3 } }]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('orders a single trunk for a woman, in Dutch', async () => {
    const calls = serve(Response.json(request, { status: 201 }));
    const onOrdered = renderForm(woman, 'one-shot', { locale: 'nl' });

    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.getByRole('region', { name: 'Jouw box' })).toBeVisible();
    expect(screen.getByText('Eén box voor jou, eenmalig en zonder abonnement.')).toBeVisible();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Box bestellen' }));

    await waitFor(() => expect(onOrdered).toHaveBeenCalledWith({ kind: 'one-shot', request }));
    expect(calls).toEqual([{ method: 'POST', path: '/api/clients/me/kids/12/requests', body: {} }]);
  });

  it('says a trunk is already in creation, with a link to the subscriptions, and orders nothing', async () => {
    serve(problem(409, 'REQUEST_IN_PROGRESS'));
    const onOrdered = renderForm(kid, 'one-shot');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Commander la malle' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Une malle est déjà en préparation pour Léa. Voir mes abonnements');
    expect(alert).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Voir mes abonnements' })).toHaveAttribute('href', '/infos/subscriptions');
    expect(onOrdered).not.toHaveBeenCalled();
    expect(localStorage.getItem(FRAUD_LABEL_KEY)).toBeNull();
  });

  it('invites a quiz account to finish its sign-up first, on the sign-up of its profile type', async () => {
    serve(problem(403, 'FORBIDDEN'));
    renderForm(woman, 'subscription', { locale: 'de' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Jetzt abonnieren' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Schließen Sie Ihre Registrierung ab, um Ihre Box zu bestellen.');
    expect(screen.getByRole('link', { name: 'Registrierung abschließen' })).toHaveAttribute('href', '/de/quiz/signup/woman');
  });

  it('sends one call for a double click, the button disabled while it runs', async () => {
    let answer: (response: Response) => void = () => {};
    const calls = serve(new Promise<Response>((resolve) => (answer = resolve)));
    const onOrdered = renderForm(kid, 'subscription');
    const user = userEvent.setup();

    await user.dblClick(screen.getByRole('button', { name: 'Je m’abonne' }));
    const pending = screen.getByRole('button', { name: 'Envoi en cours…' });
    expect(pending).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Tous les 3 mois' })).toBeDisabled();
    await user.click(pending);
    answer(Response.json({ ...subscription, frequency: 2 }, { status: 201 }));

    await waitFor(() => expect(onOrdered).toHaveBeenCalledTimes(1));
    expect(calls).toEqual([{ method: 'POST', path: '/api/clients/me/kids/11/subscriptions', body: { frequency: 2 } }]);
  });

  it('shows a failure, keeps the choice, and a retry orders', async () => {
    const calls = serve(problem(503, 'SERVICE_UNAVAILABLE'), Response.json(subscription, { status: 201 }));
    const onOrdered = renderForm(kid, 'both', { locale: 'nl' });
    const user = userEvent.setup();

    await user.click(screen.getByRole('radio', { name: 'Om de 3 maanden' }));
    await user.click(screen.getByRole('button', { name: 'Abonnement starten' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Het bestellen is niet gelukt. Controleer je internetverbinding en probeer het opnieuw.');
    expect(onOrdered).not.toHaveBeenCalled();
    expect(screen.getByRole('radio', { name: 'Om de 3 maanden' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Abonnement starten' }));
    await waitFor(() => expect(onOrdered).toHaveBeenCalledWith({ kind: 'subscription', subscription }));
    expect(calls.map((call) => call.body)).toEqual([{ frequency: 3 }, { frequency: 3 }]);
  });
});

describe('a refusal of the fraud check', () => {
  it('says in Dutch that the child has another account, that nothing was ordered, and what to do; the quiz goes on when asked', async () => {
    const calls = serve(problem(409, 'DUPLICATE_ACCOUNTS'));
    const onOrdered = renderForm(kid, 'both', { locale: 'nl' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Abonnement starten' }));

    const refusal = await screen.findByRole('alert');
    expect(within(refusal).getByRole('heading', { name: 'Bestelling niet geplaatst' })).toHaveFocus();
    expect(refusal).toHaveTextContent(
      'Een ander Little Closet-account heeft al een kind dat Léa heet en op dezelfde dag geboren is. Voor dezelfde persoon bestellen we maar via één account: er is niets besteld en je betaalt niets.',
    );
    expect(refusal).toHaveTextContent('Is dat account van jou? Log dan uit en log in met het e-mailadres van dat account om te bestellen.');
    expect(within(refusal).getByRole('link', { name: 'Contact opnemen' })).toHaveAttribute('href', '/nl/infos/help');
    expect(localStorage.getItem(FRAUD_LABEL_KEY)).toBe('DUPLICATE_ACCOUNTS');
    // Nothing to order again: the formula is locked and the order's button gone.
    expect(screen.queryByRole('button', { name: 'Abonnement starten' })).toBeNull();
    expect(screen.getByRole('radio', { name: 'Om de 2 maanden' })).toBeDisabled();
    // No first delivery is announced for what was not ordered.
    expect(screen.queryByText(/De eerste box komt/)).toBeNull();
    expect(onOrdered).not.toHaveBeenCalled();

    await user.click(within(refusal).getByRole('button', { name: 'Profiel van Léa afronden' }));
    expect(onOrdered).toHaveBeenCalledWith({ kind: 'fraud', label: 'DUPLICATE_ACCOUNTS' });
    expect(calls).toHaveLength(1);
  });

  it('says in French that a disposable address cannot order, with the way to change it', async () => {
    serve(problem(409, 'PRESUMED_FRAUDSTER'));
    const onOrdered = renderForm(woman, 'one-shot');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Commander la malle' }));

    const refusal = await screen.findByRole('alert');
    expect(refusal).toHaveTextContent('Nous ne commandons pas de malle pour un compte dont l’adresse e-mail est jetable : rien n’a été commandé et rien ne vous sera facturé.');
    expect(within(refusal).getByRole('link', { name: 'Changer mon adresse e-mail' })).toHaveAttribute('href', '/infos/edit');
    expect(localStorage.getItem(FRAUD_LABEL_KEY)).toBe('PRESUMED_FRAUDSTER');
    await userEvent.setup().click(within(refusal).getByRole('button', { name: 'Terminer mon profil' }));
    expect(onOrdered).toHaveBeenCalledWith({ kind: 'fraud', label: 'PRESUMED_FRAUDSTER' });
  });

  it.each([
    ['de', 'Bestellung nicht angenommen', 'Profil von Léa abschließen'],
    ['es', 'Pedido no registrado', 'Terminar el perfil de Léa'],
  ] as const)('is told in %s too', async (locale, title, next) => {
    serve(problem(409, 'DUPLICATE_ACCOUNTS'));
    renderForm(kid, 'subscription', { locale });
    await userEvent.setup().click(screen.getByRole('button', { name: translator(locale)('trunkOrder.submit.subscription') }));
    const refusal = await screen.findByRole('alert');
    expect(within(refusal).getByRole('heading', { name: title })).toBeVisible();
    expect(within(refusal).getByRole('button', { name: next })).toBeVisible();
  });
});
