import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RelayPoint } from '@/entities/address';
import { renderWithApp } from '@/shared/testing';
import { RelayPointPicker } from './RelayPointPicker';

const point = (id: string, name: string, city: string): RelayPoint => ({
  id,
  name,
  street: '12 rue de la République',
  postcode: '13100',
  city,
  country_code: 'FR',
  opening_hours: [
    { day: 1, slots: ['09:00-12:30', '14:00-19:00'] },
    { day: 6, slots: ['09:00-12:30'] },
  ],
});
const POINTS = [point('MOND-FR-000001', 'Tabac Presse du Centre', 'Aix-en-Provence'), point('MOND-FR-000002', 'Carrefour City', 'Le Tholonet')];

/** `GET /shop/relay-points` answered with each response in turn; the queries as sent. */
function serve(...responses: Response[]) {
  const asked: Array<Record<string, string>> = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    const url = new URL(request.url);
    expect(url.pathname).toBe('/api/shop/relay-points');
    asked.push(Object.fromEntries(url.searchParams));
    return responses.shift()!;
  });
  return asked;
}

afterEach(() => vi.unstubAllGlobals());

describe('RelayPointPicker', () => {
  it('lists the points as radio buttons with their hours; a click or the keyboard picks one', async () => {
    serve(Response.json({ carrier: 'Mondial Relay', relay_points: POINTS }));
    const onPick = vi.fn();
    renderWithApp(<RelayPointPicker country="FR" postcode="13100" onPick={onPick} />);
    const group = await screen.findByRole('radiogroup', { name: 'Points relais Mondial Relay' });
    expect(group).toHaveAccessibleDescription('Choisissez où retirer votre colis.');
    const first = screen.getByRole('radio', { name: 'Tabac Presse du Centre' });
    expect(first).toHaveAccessibleDescription('12 rue de la République, 13100 Aix-en-Provence');
    expect(screen.getAllByText('Horaires')).toHaveLength(2);
    expect(screen.getAllByText('lundi : 09:00–12:30, 14:00–19:00')).toHaveLength(2);
    expect(screen.getAllByText('dimanche : fermé')).toHaveLength(2);

    const user = userEvent.setup();
    await user.click(first);
    expect(onPick).toHaveBeenLastCalledWith(POINTS[0]);
    expect(first).toBeChecked();
    await user.keyboard('{ArrowDown}');
    const second = screen.getByRole('radio', { name: 'Carrefour City' });
    expect(second).toHaveFocus();
    await user.keyboard(' ');
    expect(second).toBeChecked();
    expect(first).not.toBeChecked();
    expect(onPick).toHaveBeenLastCalledWith(POINTS[1]);
  });

  it('says when there is none, and retries after a failure (in German)', async () => {
    const asked = serve(new Response('down', { status: 503 }), Response.json({ carrier: 'Hermes', relay_points: [] }));
    renderWithApp(<RelayPointPicker country="DE" postcode=" 80331" onPick={vi.fn()} />, { locale: 'de' });
    expect(screen.getByRole('status')).toHaveTextContent('Abholpunkte werden gesucht …');
    expect(await screen.findByRole('alert')).toHaveTextContent('Die Abholpunkte konnten nicht geladen werden.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByText('Für diese Postleitzahl wurde kein Abholpunkt gefunden.')).toHaveAttribute('role', 'status');
    expect(asked).toEqual([
      { country: 'DE', postcode: '80331' },
      { country: 'DE', postcode: '80331' },
    ]);
  });

  it('does not look for points near a postcode that breaks the country’s rule', () => {
    const asked = serve();
    renderWithApp(<RelayPointPicker country="BE" postcode="10000" onPick={vi.fn()} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Le code postal doit compter 4 caractères.');
    expect(asked).toEqual([]);
  });
});
