import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '@/shared/testing';
import type { PhoneUnsubscribeRequest } from '../model/phone-link';
import { samplePhoneUnsubscription } from '../model/sample-events';
import { createPhoneUnsubscribeLogic, PhoneUnsubscribe } from './PhoneUnsubscribe';

type Call = (request: PhoneUnsubscribeRequest) => Promise<typeof samplePhoneUnsubscription>;

function withCall(call: Call) {
  const unsubscribe = vi.fn(call);
  return { logic: createPhoneUnsubscribeLogic(unsubscribe), unsubscribe };
}

describe('PhoneUnsubscribe', () => {
  it('unsubscribes the number of the link on arrival and says so', async () => {
    const { logic, unsubscribe } = withCall(async () => samplePhoneUnsubscription);
    renderWithApp(<PhoneUnsubscribe number="%2B33%206%2012%2034%2056%2078" list="KID" logic={logic} />);

    expect(screen.getByRole('heading', { level: 1, name: 'Désabonnement des SMS' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Nous traitons votre demande…');
    expect(await screen.findByText("C'est fait : le numéro +33 6 12 34 56 78 ne recevra plus nos SMS sur les malles enfant.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute('href', '/');
    expect(unsubscribe).toHaveBeenCalledExactlyOnceWith({ phone: '+33 6 12 34 56 78', list: 'KID' });
  });

  it('asks the server once even when StrictMode mounts the page twice', async () => {
    // StrictMode must wrap the whole tree, as in the app's entry: a nested one does not re-run effects.
    configure({ reactStrictMode: true });
    onTestFinished(() => configure({ reactStrictMode: false }));
    const { logic, unsubscribe } = withCall(() => new Promise((resolve) => setTimeout(() => resolve(samplePhoneUnsubscription), 20)));
    renderWithApp(<PhoneUnsubscribe number="0612345678" list="WOMAN" logic={logic} />, { locale: 'de' });
    expect(await screen.findByText('Erledigt: Die Nummer 0612345678 erhält keine SMS mehr von uns zu den Damenboxen.')).toBeInTheDocument();
    expect(unsubscribe).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['0612345678', 'MAN'],
    ['call-me', 'KID'],
  ])('refuses the link %s/%s without calling the server', (number, list) => {
    const { logic, unsubscribe } = withCall(async () => samplePhoneUnsubscription);
    renderWithApp(<PhoneUnsubscribe number={number} list={list} logic={logic} />, { locale: 'nl' });
    expect(screen.getByRole('alert')).toHaveTextContent('Deze afmeldlink is niet geldig.');
    expect(screen.getByRole('link', { name: 'Terug naar de homepage' })).toHaveAttribute('href', '/nl');
    expect(unsubscribe).not.toHaveBeenCalled();
  });

  it('tells of a failure and unsubscribes on retry', async () => {
    const user = userEvent.setup();
    const call = vi.fn<Call>().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(samplePhoneUnsubscription);
    const { logic, unsubscribe } = withCall(call);
    renderWithApp(<PhoneUnsubscribe number="0612345678" list="KID" logic={logic} />, { locale: 'es' });

    expect(await screen.findByRole('alert')).toHaveTextContent('No hemos podido procesar tu solicitud.');
    await user.click(screen.getByRole('button', { name: 'Volver a intentarlo' }));

    expect(await screen.findByText('Listo: el número 0612345678 ya no recibirá nuestros SMS sobre las cajas infantiles.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(unsubscribe).toHaveBeenCalledTimes(2);
  });
});
