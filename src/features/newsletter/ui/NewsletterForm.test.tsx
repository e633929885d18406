import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fromPromise } from 'xstate';
import { writeConsent } from '@/shared/consent';
import { dataLayerEntries, forgetTracking, renderWithApp, SEEDED_MESSAGES } from '@/shared/testing';
import { newsletterMachine, type SubscribeInput } from '../model/machine';
import { sampleSubscribeFailure, sampleSubscription } from '../model/sample-events';
import { NewsletterForm } from './NewsletterForm';

/** The newsletter machine with `call` as the subscription call. */
function withSubscribe(call: (input: SubscribeInput) => Promise<typeof sampleSubscription>) {
  const subscribe = vi.fn(call);
  const logic = newsletterMachine.provide({ actors: { subscribe: fromPromise(({ input }: { input: SubscribeInput }) => subscribe(input)) } });
  return { logic, subscribe };
}

const tracked = () => dataLayerEntries().filter((entry) => entry.event === 'optin');

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  forgetTracking();
});

describe('NewsletterForm', () => {
  it('suggests the probable address for a typo, applies it, subscribes and thanks (in German)', async () => {
    const user = userEvent.setup();
    const { logic, subscribe } = withSubscribe(async () => sampleSubscription);
    renderWithApp(<NewsletterForm logic={logic} />, { locale: 'de' });

    const form = screen.getByRole('form', { name: 'Newsletter' });
    expect(form).toBeInTheDocument();
    const email = screen.getByRole('textbox', { name: 'Ihre E-Mail-Adresse' });
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('autocomplete', 'email');

    await user.type(email, 'camille@gmial.com');
    await user.click(screen.getByRole('button', { name: 'Abonnieren' }));

    expect(screen.getByText('Die Domain „gmial.com“ ist uns nicht bekannt.')).toBeInTheDocument();
    expect(screen.getByText('Meinten Sie camille@gmail.com?')).toBeInTheDocument();
    expect(subscribe).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Ja, Adresse korrigieren' }));
    expect(email).toHaveValue('camille@gmail.com');
    expect(email).toHaveFocus();
    expect(screen.queryByText('Meinten Sie camille@gmail.com?')).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Für mich' }));
    await user.click(screen.getByRole('button', { name: 'Abonnieren' }));

    const thanks = await screen.findByText('Vielen Dank! Ihre Anmeldung ist bestätigt – bis bald in Ihrem Postfach.');
    expect(thanks).toHaveAttribute('role', 'status');
    expect(thanks).toHaveFocus();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(subscribe).toHaveBeenCalledExactlyOnceWith({ email: 'camille@gmail.com', list: 'WOMAN', source: 'footer' });
  });

  it('asks for an address when the field is empty, then for a valid one', async () => {
    const user = userEvent.setup();
    const { logic, subscribe } = withSubscribe(async () => sampleSubscription);
    renderWithApp(<NewsletterForm logic={logic} />);

    await user.click(screen.getByRole('button', { name: "Je m'abonne" }));
    const email = screen.getByRole('textbox', { name: 'Votre adresse e-mail' });
    expect(screen.getByRole('alert')).toHaveTextContent('Une adresse e-mail est requise.');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();

    await user.type(email, 'camille@gmail');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Cette adresse e-mail ne semble pas valide.');
    expect(subscribe).not.toHaveBeenCalled();
  });

  it('tells of a failed subscription and subscribes on retry', async () => {
    const user = userEvent.setup();
    const call = vi.fn<() => Promise<typeof sampleSubscription>>().mockRejectedValueOnce(sampleSubscribeFailure).mockResolvedValueOnce(sampleSubscription);
    const { logic, subscribe } = withSubscribe(call);
    renderWithApp(<NewsletterForm logic={logic} source="landing" />, { locale: 'es' });

    await user.type(screen.getByRole('textbox', { name: 'Tu correo electrónico' }), 'lucia@telefonica.net');
    await user.click(screen.getByRole('button', { name: 'Suscribirme' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('No se ha podido completar la suscripción.');
    const retry = screen.getByRole('button', { name: 'Volver a intentarlo' });
    expect(retry).toHaveFocus();
    await user.click(retry);

    expect(await screen.findByRole('status')).toHaveTextContent('¡Gracias! Tu suscripción está confirmada');
    expect(subscribe).toHaveBeenCalledTimes(2);
    expect(subscribe).toHaveBeenLastCalledWith({ email: 'lucia@telefonica.net', list: 'KID', source: 'landing' });
  });

  it('says when to try again after too many sign-ups from the network, and keeps the address and the list', async () => {
    const bodies: unknown[] = [];
    vi.stubGlobal('fetch', async (request: Request) => {
      expect([request.method, new URL(request.url).pathname]).toEqual(['POST', '/api/subscribers']);
      bodies.push(await request.json());
      return bodies.length === 1
        ? Response.json(
            { type: 'TOO_MANY_ATTEMPTS', title: 'Too many attempts', status: 429, detail: 'Too many newsletter sign-ups from your network: try again in 37 minutes', retry_after: 2201 },
            { status: 429, headers: { 'Retry-After': '2201' } },
          )
        : Response.json(sampleSubscription, { status: 201 });
    });
    const user = userEvent.setup();
    renderWithApp(<NewsletterForm />);
    const email = screen.getByRole('textbox', { name: 'Votre adresse e-mail' });

    await user.type(email, 'camille@gmail.com');
    await user.click(screen.getByRole('radio', { name: 'Moi' }));
    await user.click(screen.getByRole('button', { name: "Je m'abonne" }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Vous avez fait trop de tentatives. Réessayez dans 37 minutes.');
    expect(email).toHaveValue('camille@gmail.com');
    expect(email).not.toHaveAttribute('readonly');
    expect(screen.getByRole('radio', { name: 'Moi' })).toBeChecked();
    const retry = screen.getByRole('button', { name: 'Réessayer' });
    expect(retry).toHaveFocus();

    await user.click(retry);
    expect(await screen.findByRole('status')).toHaveTextContent(/^Merci/);
    expect(bodies).toEqual([
      { email: 'camille@gmail.com', list: 'WOMAN', source: 'footer' },
      { email: 'camille@gmail.com', list: 'WOMAN', source: 'footer' },
    ]);
  });

  it('shows the subscription on its way: button busy and disabled, address read-only', async () => {
    const user = userEvent.setup();
    const { logic } = withSubscribe(() => new Promise(() => {}));
    renderWithApp(<NewsletterForm logic={logic} />, { locale: 'nl' });

    await user.type(screen.getByRole('textbox', { name: 'Je e-mailadres' }), 'sanne@ziggo.nl');
    await user.click(screen.getByRole('button', { name: 'Aanmelden' }));

    expect(screen.getByRole('button', { name: 'Bezig met aanmelden…' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Je e-mailadres' })).toHaveAttribute('readonly');
    expect(screen.getByRole('radio', { name: 'Voor mezelf' })).toBeDisabled();
  });

  it('subscribes an address on a domain of its own (example.org) at once, with no warning', async () => {
    const user = userEvent.setup();
    const { logic, subscribe } = withSubscribe(async () => sampleSubscription);
    renderWithApp(<NewsletterForm logic={logic} />);

    await user.type(screen.getByRole('textbox', { name: 'Votre adresse e-mail' }), 'claire@example.org');
    await user.click(screen.getByRole('button', { name: "Je m'abonne" }));
    expect(await screen.findByText(/Merci ! Votre inscription est confirmée/)).toBeInTheDocument();
    expect(screen.queryByText(/Nous ne connaissons pas le domaine/)).not.toBeInTheDocument();
    expect(subscribe).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ email: 'claire@example.org' }));
  });

  it('records the opt-in with its email, list, source and locale, with measurement consent only', async () => {
    const user = userEvent.setup();
    const { logic } = withSubscribe(async () => sampleSubscription);
    writeConsent({ measurement: true, advertising: false });
    renderWithApp(<NewsletterForm logic={logic} source="footer" />, { locale: 'es', messages: SEEDED_MESSAGES.es });
    await user.type(screen.getByRole('textbox'), 'lucia@example.org');
    await user.click(screen.getByRole('button'));
    await waitFor(() =>
      expect(tracked()).toEqual([{ event: 'optin', label: 'optin', id: 'KID:lucia@example.org', email: 'lucia@example.org', list: 'KID', source: 'footer', locale: 'es' }]),
    );
  });

  it('records nothing when measurement was refused', async () => {
    const user = userEvent.setup();
    const { logic, subscribe } = withSubscribe(async () => sampleSubscription);
    writeConsent({ measurement: false, advertising: true });
    renderWithApp(<NewsletterForm logic={logic} />);
    await user.type(screen.getByRole('textbox', { name: 'Votre adresse e-mail' }), 'claire@example.org');
    await user.click(screen.getByRole('button', { name: "Je m'abonne" }));
    expect(await screen.findByText(/Merci ! Votre inscription est confirmée/)).toBeInTheDocument();
    expect(subscribe).toHaveBeenCalledOnce();
    await import('@/shared/analytics');
    expect(tracked()).toEqual([]);
  });

  it('subscribes an address that looks mistyped when the person keeps it', async () => {
    const user = userEvent.setup();
    const { logic, subscribe } = withSubscribe(async () => sampleSubscription);
    renderWithApp(<NewsletterForm logic={logic} />);

    await user.type(screen.getByRole('textbox', { name: 'Votre adresse e-mail' }), 'lea@hotmial.fr');
    await user.click(screen.getByRole('button', { name: "Je m'abonne" }));
    expect(screen.getByText('Nous ne connaissons pas le domaine « hotmial.fr ».')).toBeInTheDocument();
    expect(subscribe).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: "Non, m'abonner avec cette adresse" }));
    expect(await screen.findByText(/Merci ! Votre inscription est confirmée/)).toBeInTheDocument();
    expect(subscribe).toHaveBeenCalledWith(expect.objectContaining({ email: 'lea@hotmial.fr' }));
  });

  it('offers the list choice only where the woman line is sold', () => {
    const messages = { ...SEEDED_MESSAGES.fr, 'feature.woman': 'false' };
    renderWithApp(<NewsletterForm logic={withSubscribe(async () => sampleSubscription).logic} />, { messages });
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Votre adresse e-mail' })).toBeInTheDocument();
  });

  it('offers the list choice with a visible label, the kid list chosen first', () => {
    renderWithApp(<NewsletterForm logic={withSubscribe(async () => sampleSubscription).logic} />);
    expect(screen.getByRole('radiogroup', { name: "Je m'abonne pour" })).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Mes enfants' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Moi' })).not.toBeChecked();
  });
});
