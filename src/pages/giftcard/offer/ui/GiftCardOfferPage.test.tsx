import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parisDay, readDraft, shiftDay } from '@/entities/gift-card';
import type { Locale } from '@/shared/config';
import { renderWithApp } from '@/shared/testing';
import GiftCardOfferPage from './GiftCardOfferPage';

const OFFER = { presets: [25, 50, 80, 100, 150], min_amount: 20, max_amount: 300, designs: ['STARS', 'RAINBOW', 'LEAVES', 'HEART'], validity_months: 12, max_send_days: 365 };

function render(path: string, locale: Locale = 'fr') {
  vi.stubGlobal('fetch', async (request: Request) => {
    const url = new URL(request.url).pathname;
    if (url === '/api/gift_cards/offer') return Response.json(OFFER);
    if (url === '/api/website/seo-metadata') return Response.json([]);
    return Response.json({ type: 'NOT_FOUND', title: 'Not found', status: 404 }, { status: 404 });
  });
  return renderWithApp(<GiftCardOfferPage />, { locale, path });
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const plain = (text: string | null | undefined) => (text ?? '').replace(/\s/g, ' ');

describe('/giftcard', () => {
  it('offers the amounts and the designs, stars first for a kid, and previews the card as it is filled in', async () => {
    const user = userEvent.setup();
    render('/giftcard?for=kid');
    expect(screen.getByRole('heading', { level: 1, name: 'La carte cadeau Little Closet' })).toBeInTheDocument();
    const amounts = within(await screen.findByRole('radiogroup', { name: 'Montant' }));
    expect(amounts.getAllByRole('radio').map((radio) => plain(radio.closest('label')?.textContent))).toEqual(['25 €', '50 €', '80 €', '100 €', '150 €', 'Autre']);
    expect(amounts.getByRole('radio', { name: /^50/ })).toBeChecked();
    const designs = within(screen.getByRole('radiogroup', { name: 'Motif de la carte' }));
    expect(designs.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual(['Étoiles', 'Arc-en-ciel', 'Feuillage', 'Cœur']);
    expect(screen.getByText('Valable 12 mois à partir de son envoi, sur les malles et dans la boutique.')).toBeInTheDocument();

    const preview = within(screen.getByRole('complementary', { name: 'Aperçu de la carte' }));
    expect(preview.getByText('Rien que pour toi')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Prénom du destinataire'), 'Emma');
    await user.click(amounts.getByRole('radio', { name: /^80/ }));
    await user.click(designs.getByRole('radio', { name: 'Cœur' }));
    await user.type(screen.getByLabelText('Votre message (facultatif)'), 'Bon anniversaire');
    expect(preview.getByText('Pour Emma')).toBeInTheDocument();
    expect(plain(preview.getByText(/80/).textContent)).toBe('80 €');
    expect(preview.getByText('Bon anniversaire')).toBeInTheDocument();
    expect(document.querySelector('[data-design]')).toHaveAttribute('data-design', 'HEART');
    expect(screen.getByText('16 / 300 caractères')).toBeInTheDocument();
  });

  it('names what is missing before leaving the page, and focuses the first field at fault', async () => {
    const user = userEvent.setup();
    const { location } = render('/giftcard');
    await user.click(await screen.findByRole('button', { name: 'Continuer' }));
    expect(screen.getByText('Indiquez le prénom du destinataire.')).toBeInTheDocument();
    expect(screen.getByText('Indiquez l’adresse e-mail du destinataire.')).toBeInTheDocument();
    expect(screen.getByText('Vérifiez les champs signalés avant de continuer.')).toBeInTheDocument();
    expect(screen.getByLabelText('Prénom du destinataire')).toHaveFocus();
    expect(location.history.at(-1)).toBe('/giftcard');
    expect(readDraft()).toBeNull();
  });

  it('keeps the card in the tab and goes to the checkout', async () => {
    const user = userEvent.setup();
    const { location } = render('/giftcard?for=kid');
    await user.type(await screen.findByLabelText('Prénom du destinataire'), ' Emma ');
    await user.type(screen.getByLabelText('E-mail du destinataire'), 'emma@example.com');
    await user.selectOptions(screen.getByLabelText('Langue de l’e-mail'), 'Deutsch');
    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/giftcard/checkout'));
    expect(readDraft()).toEqual({
      id: expect.any(String),
      for: 'KID',
      amount: 50,
      design: 'STARS',
      recipient_name: ' Emma ',
      recipient_email: 'emma@example.com',
      recipient_locale: 'de',
      message: '',
      send_on: parisDay(),
    });
  });

  it('has its own words for a woman, leaves first, and checks a free amount and the date in German', async () => {
    const user = userEvent.setup();
    render('/de/giftcard?for=woman', 'de');
    expect(screen.getByRole('heading', { level: 1, name: 'Eine Geschenkkarte nur für sie' })).toBeInTheDocument();
    const designs = within(await screen.findByRole('radiogroup', { name: 'Motiv der Karte' }));
    expect(designs.getAllByRole('radio')[0]!.closest('label')).toHaveTextContent('Blätter');
    expect(designs.getByRole('radio', { name: 'Blätter' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Anderer' }));
    await user.type(screen.getByLabelText('Anderer Betrag (€)'), '301');
    const date = screen.getByLabelText('Versanddatum');
    await user.clear(date);
    await user.type(date, shiftDay(parisDay(), 366));
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(plain(screen.getByText(/^Bitte wählen Sie einen Betrag zwischen/).textContent)).toBe('Bitte wählen Sie einen Betrag zwischen 20 € und 300 €.');
    expect(screen.getByText(/^Bitte wählen Sie ein Datum zwischen heute und dem/)).toBeInTheDocument();
    expect(screen.getByLabelText('Anderer Betrag (€)')).toHaveFocus();
  });
});
