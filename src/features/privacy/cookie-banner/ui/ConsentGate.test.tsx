import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CONSENT_COOKIE } from '@/shared/consent';
import { renderWithApp } from '@/shared/testing';
import { ConsentGate } from './ConsentGate';

afterEach(() => {
  delete document.documentElement.dataset.ready;
  document.cookie = `${CONSENT_COOKIE}=; max-age=0; path=/`;
});

describe('the cookie banner on a first visit', () => {
  it('waits until the page is taken over', async () => {
    delete document.documentElement.dataset.ready;
    renderWithApp(<ConsentGate />, { locale: 'de' });
    expect(screen.queryByRole('region')).toBeNull();
    await act(async () => {
      document.documentElement.dataset.ready = 'true';
    });
    expect(await screen.findByRole('region', { name: 'Ihre Cookies, Ihre Wahl' })).toBeVisible();
  });
});
