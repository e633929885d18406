import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleProfile, type Profile } from '@/entities/profile';
import type { Locale } from '@/shared/config';
import { renderWithApp } from '@/shared/testing';
import type { TrunkRequest, TrunkSubscription } from '../api/trunks';
import { FRAUD_LABEL_KEY } from '../lib/fraud-label';
import { TrunkOrderForm, type TrunkOrderFormProps } from './TrunkOrderForm';

const kid = sampleProfile({ id: 11, firstname: 'léa' });
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
  created_at: '2026-11-02T10:00:00.000Z',
} satisfies TrunkRequest;

const problem = (status: number, type: string) => Response.json({ type, title: type, status }, { status, headers: { 'Content-Type': 'application/problem+json' } });

/** The API answering each call with the next response (or the next promise of one); the calls as sent. */
function serve(...responses: (Response | Promise<Response>)[]) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (sent: Request) => {
    calls.push({ method: sent.method, path: new URL(sent.url).pathname, body: await sent.json() });
    return responses.shift()!;
  });
  return calls;
}

function renderForm(profile: Profile, offers: TrunkOrderFormProps['offers'], locale: Locale = 'fr') {
  const onOrdered = vi.fn();
  renderWithApp(<TrunkOrderForm profile={profile} offers={offers} onOrdered={onOrdered} />, { locale });
  return onOrdered;
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the trunk order form', () => {
  it('subscribes a kid to a trunk every 3 months, in Spanish', async () => {
    const calls = serve(Response.json(subscription, { status: 201 }));
    const onOrdered = renderForm(kid, 'subscription', 'es');
    const user = userEvent.setup();

    const choices = screen.getByRole('group', { name: '¿Cada cuánto quieres recibir la caja de Léa?' });
    expect(choices).toBeVisible();
    expect(screen.getAllByRole('radio')).toEqual(['Cada mes', 'Cada 2 meses', 'Cada 3 meses'].map((name) => screen.getByRole('radio', { name })));
    expect(screen.getByRole('radio', { name: 'Cada 2 meses' })).toBeChecked();
    expect(screen.getByText('Nuestra estilista prepara la caja de Léa a partir de tus respuestas al test.')).toBeVisible();
    expect(screen.getByText('Léa se lo prueba todo con calma en casa.')).toBeVisible();

    await user.click(screen.getByRole('radio', { name: 'Cada 3 meses' }));
    await user.click(screen.getByRole('button', { name: 'Suscribirme' }));

    await waitFor(() => expect(onOrdered).toHaveBeenCalledWith({ kind: 'subscription', subscription }));
    expect(calls).toEqual([{ method: 'POST', path: '/api/clients/me/kids/11/subscriptions', body: { frequency: 3 } }]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('orders a single trunk for a woman, in Dutch', async () => {
    const calls = serve(Response.json(request, { status: 201 }));
    const onOrdered = renderForm(woman, 'one-shot', 'nl');
    const user = userEvent.setup();

    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.getByRole('form', { name: 'Jouw box' })).toBeVisible();
    expect(screen.getByText('Eén box voor jou, eenmalig en zonder abonnement.')).toBeVisible();
    expect(screen.getByText('Onze stylist stelt jouw box samen op basis van je antwoorden in de quiz.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Box bestellen' }));

    await waitFor(() => expect(onOrdered).toHaveBeenCalledWith({ kind: 'one-shot', request }));
    expect(calls).toEqual([{ method: 'POST', path: '/api/clients/me/kids/12/requests', body: {} }]);
  });

  it('offers both formulas, and a fraud refusal stores the label, shows no error and ends the order', async () => {
    const calls = serve(problem(409, 'PRESUMED_FRAUDSTER'));
    const onOrdered = renderForm(kid, 'both');
    const user = userEvent.setup();

    expect(screen.getByRole('group', { name: 'Un abonnement ou une malle à l’unité pour Léa ?' })).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Tous les 2 mois' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Tous les mois' })).toHaveAccessibleDescription('Abonnement');
    expect(screen.getByRole('button', { name: 'Je m’abonne' })).toBeVisible();
    await user.click(screen.getByRole('radio', { name: 'Une seule malle' }));
    expect(screen.getByRole('radio', { name: 'Une seule malle' })).toHaveAccessibleDescription('Sans abonnement');
    await user.click(screen.getByRole('button', { name: 'Commander la malle' }));

    await waitFor(() => expect(onOrdered).toHaveBeenCalledWith({ kind: 'fraud', label: 'PRESUMED_FRAUDSTER' }));
    expect(localStorage.getItem(FRAUD_LABEL_KEY)).toBe('PRESUMED_FRAUDSTER');
    expect(calls).toEqual([{ method: 'POST', path: '/api/clients/me/kids/11/requests', body: {} }]);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Commander la malle' })).toBeDisabled();
  });

  it('stores a duplicate-accounts label from a refused subscription too', async () => {
    serve(problem(409, 'DUPLICATE_ACCOUNTS'));
    const onOrdered = renderForm(woman, 'both', 'de');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Jetzt abonnieren' }));

    await waitFor(() => expect(onOrdered).toHaveBeenCalledWith({ kind: 'fraud', label: 'DUPLICATE_ACCOUNTS' }));
    expect(localStorage.getItem(FRAUD_LABEL_KEY)).toBe('DUPLICATE_ACCOUNTS');
    expect(screen.queryByRole('alert')).toBeNull();
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

  it('says the profile already has a subscription', async () => {
    serve(problem(409, 'SUBSCRIPTION_EXISTS'));
    renderForm(woman, 'subscription', 'es');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Suscribirme' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Ya tienes una suscripción. Ver mis suscripciones');
    expect(screen.getByRole('link', { name: 'Ver mis suscripciones' })).toHaveAttribute('href', '/es/infos/subscriptions');
  });

  it('invites a quiz account to finish its sign-up first, on the sign-up of its profile type', async () => {
    serve(problem(403, 'FORBIDDEN'));
    renderForm(woman, 'subscription', 'de');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Jetzt abonnieren' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Schließen Sie Ihre Registrierung ab, um Ihre Box zu bestellen.');
    expect(screen.getByRole('link', { name: 'Registrierung abschließen' })).toHaveAttribute('href', '/de/quiz/signup/woman');
  });

  it('sends one call for a double click or a second submit, the button disabled while it runs', async () => {
    let answer: (response: Response) => void = () => {};
    const calls = serve(new Promise<Response>((resolve) => (answer = resolve)));
    const onOrdered = renderForm(kid, 'subscription');
    const user = userEvent.setup();

    await user.dblClick(screen.getByRole('button', { name: 'Je m’abonne' }));
    const pending = screen.getByRole('button', { name: 'Envoi en cours…' });
    expect(pending).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Tous les 3 mois' })).toBeDisabled();
    await user.click(pending);
    fireEvent.submit(screen.getByRole('form', { name: 'La malle de Léa' }));
    answer(Response.json({ ...subscription, frequency: 2 }, { status: 201 }));

    await waitFor(() => expect(onOrdered).toHaveBeenCalledTimes(1));
    expect(calls).toEqual([{ method: 'POST', path: '/api/clients/me/kids/11/subscriptions', body: { frequency: 2 } }]);
  });

  it('shows a failure, keeps the form usable, and a retry orders', async () => {
    const calls = serve(problem(503, 'SERVICE_UNAVAILABLE'), Response.json(subscription, { status: 201 }));
    const onOrdered = renderForm(kid, 'both', 'nl');
    const user = userEvent.setup();

    await user.click(screen.getByRole('radio', { name: 'Om de 3 maanden' }));
    await user.click(screen.getByRole('button', { name: 'Abonnement starten' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Het bestellen is niet gelukt. Controleer je internetverbinding en probeer het opnieuw.');
    expect(screen.queryByRole('link')).toBeNull();
    expect(onOrdered).not.toHaveBeenCalled();
    expect(screen.getByRole('radio', { name: 'Om de 3 maanden' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Abonnement starten' }));
    await waitFor(() => expect(onOrdered).toHaveBeenCalledWith({ kind: 'subscription', subscription }));
    expect(calls.map((call) => call.body)).toEqual([{ frequency: 3 }, { frequency: 3 }]);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
