import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/shared/testing';
import TermsPage from './TermsPage';

describe('/terms-and-conditions: the shop terms', () => {
  it('shows the shop terms in Dutch, with their contents, the right of withdrawal and its form', () => {
    renderWithApp(<TermsPage params={{}} />, { locale: 'nl', path: '/nl/terms-and-conditions' });
    expect(screen.getByRole('heading', { level: 1, name: 'Algemene verkoopvoorwaarden van de webshop' })).toBeInTheDocument();
    expect(screen.getByText('Geldig sinds 1 januari 2026')).toBeInTheDocument();
    const contents = within(screen.getByRole('navigation', { name: 'Inhoud' }));
    const links = contents.getAllByRole('link');
    expect(links).toHaveLength(10);
    expect(links[4]).toHaveTextContent('Artikel 5 – Herroepingsrecht');
    expect(links[4]).toHaveAttribute('href', '#withdrawal');

    const withdrawal = screen.getByRole('region', { name: 'Artikel 5 – Herroepingsrecht' });
    expect(withdrawal).toHaveAttribute('id', 'withdrawal');
    expect(within(withdrawal).getByText(/^Je hebt 14 dagen bedenktijd/)).toBeInTheDocument();
    const form = screen.getByRole('region', { name: 'Modelformulier voor herroeping' });
    expect(within(form).getByText(/Hierbij deel ik mee dat ik de overeenkomst/)).toBeInTheDocument();
  });

  it('says the same in French', () => {
    renderWithApp(<TermsPage params={{}} />, { path: '/terms-and-conditions' });
    expect(screen.getByRole('heading', { level: 1, name: 'Conditions générales de vente de la boutique' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Article 5 – Droit de rétractation' })).toHaveTextContent('Vous disposez de 14 jours pour vous rétracter');
  });
});
