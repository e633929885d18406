import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleReturnMode } from '@/entities/return';
import { renderWithApp } from '@/shared/testing';
import ReturnModeConfirmationPage from './ReturnModeConfirmationPage';

afterEach(() => vi.unstubAllGlobals());

describe('the return mode saved (/infos/edit/return-mode/confirmation)', () => {
  it('says the mode, the carrier and the relay point', async () => {
    vi.stubGlobal('fetch', async () =>
      Response.json(sampleReturnMode({ mode: 'RELAY', carrier: 'Mondial Relay', relay_point: { id: 'MR1', name: 'Tabac du Centre', street: '3 rue Nationale', postcode: '59000', city: 'Lille', country_code: 'FR' } })),
    );
    renderWithApp(<ReturnModeConfirmationPage />, { path: '/infos/edit/return-mode/confirmation' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Mode de retour enregistré');
    expect(await screen.findByText('Vos prochains colis retour partiront depuis un point relais avec Mondial Relay.')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('heading', { level: 2, name: 'Votre point relais' }).parentElement).toHaveTextContent('Tabac du Centre3 rue Nationale59000 Lille');
    expect(screen.getByRole('link', { name: 'Changer de mode de retour' })).toHaveAttribute('href', '/infos/edit/return-mode');
  });

  it('says a home pickup without a relay point (Dutch)', async () => {
    vi.stubGlobal('fetch', async () => Response.json(sampleReturnMode({ mode: 'HOME_PICKUP', carrier: 'PostNL', country_code: 'NL' })));
    renderWithApp(<ReturnModeConfirmationPage />, { locale: 'nl', path: '/nl/infos/edit/return-mode/confirmation' });
    expect(await screen.findByText('Je volgende retourpakketten gaan via ophaling aan huis met PostNL terug.')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
  });
});
