import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/shared/testing';
import LogoutPage from './LogoutPage';

describe('the logout page', () => {
  it('says the visitor is signed out and leads back in or home, in the page language', () => {
    renderWithApp(<LogoutPage />, { locale: 'de', path: '/de/logout' });
    expect(screen.getByRole('heading', { level: 1, name: 'Sie sind abgemeldet' })).toBeVisible();
    expect(document.title).toBe('Sie sind abgemeldet · Little Closet');
    expect(screen.getByRole('link', { name: 'Wieder anmelden' })).toHaveAttribute('href', '/de/login');
    expect(screen.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/de');
  });
});
