import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/shared/testing';
import { ErrorPage } from './ErrorPage';

afterEach(() => vi.restoreAllMocks());

describe('the error page', () => {
  it('for a 404: the not-found title, no message, and marked 404 and noindex for crawlers', () => {
    const view = renderWithApp(<ErrorPage status={404} message="Page not found: /nope" />, { locale: 'es' });
    expect(screen.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible();
    expect(screen.queryByText('Page not found: /nope')).toBeNull();
    expect(document.head.querySelector('meta[name="prerender-status-code"]')).toHaveAttribute('content', '404');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    view.unmount();
    expect(document.head.querySelector('meta[name="prerender-status-code"]')).toBeNull();
  });

  it('for another error: the unknown-error title and the message', () => {
    renderWithApp(<ErrorPage status={500} message="Unknown route guard: stylist" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Une erreur inattendue est survenue' })).toBeVisible();
    expect(screen.getByText('Unknown route guard: stylist')).toBeVisible();
    expect(document.head.querySelector('meta[name="prerender-status-code"]')).toHaveAttribute('content', '500');
  });

  it('never shows the message to a search or social crawler', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)');
    renderWithApp(<ErrorPage status={500} message="Unknown route guard: stylist" />);
    expect(screen.getByRole('heading', { level: 1 })).toBeVisible();
    expect(screen.queryByText('Unknown route guard: stylist')).toBeNull();
  });

  it('offers home, back, account and contact, in the page locale', () => {
    renderWithApp(<ErrorPage status={404} />, { locale: 'de' });
    expect(screen.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/de');
    expect(screen.getByRole('button', { name: 'Zur vorherigen Seite' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Mein Konto' })).toHaveAttribute('href', '/de/infos');
    expect(screen.getByRole('link', { name: 'Kontakt aufnehmen' })).toHaveAttribute('href', '/de/contact');
  });
});
