import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Locale } from '@/shared/config';
import { renderWithApp, translator } from '@/shared/testing';
import { UpdateToast } from './UpdateToast';

// jsdom has no pointer capture; the toast's swipe-to-dismiss asks for it on a click.
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};
Element.prototype.setPointerCapture ??= () => {};

/** The toast: the list item holding the announcement. */
const findToast = async (text: string) => (await screen.findByText(text)).closest('li') as HTMLElement;

function setUp(locale: Locale = 'fr') {
  const reload = vi.fn();
  const view = renderWithApp(<UpdateToast reload={reload} />, { locale });
  return { ...view, reload, t: translator(locale) };
}

describe('UpdateToast', () => {
  it('says a new version is out and reloads on the click', async () => {
    const { reload, t } = setUp();
    const toast = await findToast('Une nouvelle version est disponible');
    await userEvent.click(within(toast).getByRole('button', { name: t('pwa.update.reload') }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('can be put off: the toast closes without reloading', async () => {
    const { reload, t } = setUp();
    await userEvent.click(await screen.findByRole('button', { name: t('pwa.update.later') }));
    expect(screen.queryByText(t('pwa.update.available'))).toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });

  it('is reached from the keyboard', async () => {
    const { t } = setUp();
    await findToast(t('pwa.update.available'));
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: t('pwa.update.reload') })).toHaveFocus();
  });

  it.each(['de', 'nl', 'es'] as const)('speaks %s, in a region named in that language', async (locale) => {
    const { t } = setUp(locale);
    const toast = await findToast(t('pwa.update.available'));
    expect(within(toast).getByRole('button', { name: t('pwa.update.reload') })).toBeInTheDocument();
    expect(within(toast).getByRole('button', { name: t('pwa.update.later') })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: t('pwa.update.region', { hotkey: 'F8' }) })).toContainElement(toast);
  });
});
