import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Locale } from '@/shared/config';
import { renderWithApp, translator } from '@/shared/testing';
import AppUpdates from './AppUpdates';
import type { UpdatePollerOptions } from './poller';

// jsdom has no pointer capture; the toast's swipe-to-dismiss asks for it on a click.
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};
Element.prototype.setPointerCapture ??= () => {};

/** The toast: the list item holding the announcement. */
const findToast = async (text: string) => (await screen.findByText(text)).closest('li') as HTMLElement;

function setUp(locale: Locale = 'fr') {
  let announce: (id: string) => void = () => {};
  const stop = vi.fn();
  const poll = vi.fn((options: UpdatePollerOptions) => {
    announce = options.onNewBuild;
    return stop;
  });
  const unwatch = vi.fn();
  const watchNavigation = vi.fn(() => unwatch);
  const register = vi.fn();
  const reload = vi.fn();
  const view = renderWithApp(<AppUpdates poll={poll} watchNavigation={watchNavigation} register={register} reload={reload} />, { locale });
  return { ...view, newBuild: () => act(() => announce('build-2')), poll, stop, watchNavigation, unwatch, register, reload, t: translator(locale) };
}

describe('AppUpdates', () => {
  it('installs the service worker and polls, showing nothing while the build is current', () => {
    const { poll, register, t } = setUp();
    expect(register).toHaveBeenCalledTimes(1);
    expect(poll).toHaveBeenCalledWith(expect.objectContaining({ ownId: 'dev' }));
    expect(screen.queryByText(t('pwa.update.available'))).toBeNull();
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('offers to reload when a new build is out, and reloads on the click', async () => {
    const { newBuild, reload, watchNavigation, t } = setUp();
    newBuild();
    const toast = await findToast('Une nouvelle version est disponible');
    // Left alone, the next move inside the app loads the new version.
    expect(watchNavigation).toHaveBeenCalledTimes(1);
    await userEvent.click(within(toast).getByRole('button', { name: t('pwa.update.reload') }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('can be put off: the toast closes, the next navigation still loads the new version', async () => {
    const { newBuild, unwatch, t } = setUp();
    newBuild();
    await userEvent.click(await screen.findByRole('button', { name: t('pwa.update.later') }));
    expect(screen.queryByText(t('pwa.update.available'))).toBeNull();
    expect(unwatch).not.toHaveBeenCalled();
  });

  it.each(['de', 'nl', 'es'] as const)('speaks %s', async (locale) => {
    const { newBuild, t } = setUp(locale);
    newBuild();
    const toast = await findToast(t('pwa.update.available'));
    expect(within(toast).getByRole('button', { name: t('pwa.update.reload') })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: t('pwa.update.region', { hotkey: 'F8' }) })).toContainElement(toast);
  });

  it('stops polling and watching when it leaves the screen', () => {
    const { newBuild, unmount, stop, unwatch } = setUp();
    newBuild();
    unmount();
    expect(stop).toHaveBeenCalled();
    expect(unwatch).toHaveBeenCalled();
  });
});
