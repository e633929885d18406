import { Component, type ReactNode } from 'react';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Locale } from '@/shared/config';
import { renderWithApp } from '@/shared/testing';
import BlockedPage from './BlockedPage';

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

const render = (reason: string, locale: Locale) =>
  renderWithApp(
    <Caught>
      <BlockedPage params={{ reason }} />
    </Caught>,
    { locale, path: `/${locale}/littlegeste/create-label/blocked/${reason}` },
  );

describe('/littlegeste/create-label/blocked/{reason}', () => {
  it('says in Spanish that the country is not supported, and offers another address', () => {
    render('country-not-supported', 'es');
    expect(screen.getByRole('heading', { level: 1, name: 'País no disponible' })).toBeInTheDocument();
    expect(screen.getByText(/solo están disponibles para paquetes enviados desde Francia/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Elegir otra dirección' })).toHaveAttribute('href', '/es/littlegeste/create-label/address');
  });

  it('says in French that the month’s labels are used, and leads to the account’s labels', () => {
    render('monthly-limit', 'fr');
    expect(screen.getByRole('heading', { level: 1, name: 'Limite du mois atteinte' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir mes étiquettes' })).toHaveAttribute('href', '/infos/littlegeste');
  });

  it('says in German that the programme is not open here, and leads home', () => {
    render('switched-off', 'de');
    expect(screen.getByRole('heading', { level: 1, name: 'Little Geste gibt es hier noch nicht' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/de');
  });

  it('is not found for another reason', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render('too-heavy', 'nl');
    expect(screen.getByText(/"type":"NOT_FOUND"/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });
});
