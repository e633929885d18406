import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Locale } from '@/shared/config';
import { renderWithApp, translator } from '@/shared/testing';
import { UpdateToast } from './UpdateToast';

/** The toast: the polite status that holds the announcement and its buttons. */
const findToast = async (text: string) => {
  const status = screen.getByRole('status');
  expect(await within(status).findByText(text)).toBeInTheDocument();
  return status;
};

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

  it('is announced politely, leaves the focus where it is, and is reached and closed from the keyboard', async () => {
    const { t, reload } = setUp();
    const toast = await findToast(t('pwa.update.available'));
    expect(toast).toHaveAttribute('aria-live', 'polite');
    expect(document.body).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: t('pwa.update.reload') })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByText(t('pwa.update.available'))).toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });

  it.each(['de', 'nl', 'es'] as const)('speaks %s, in a region named in that language', async (locale) => {
    const { t } = setUp(locale);
    const toast = await findToast(t('pwa.update.available'));
    expect(within(toast).getByRole('button', { name: t('pwa.update.reload') })).toBeInTheDocument();
    expect(within(toast).getByRole('button', { name: t('pwa.update.later') })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: t('pwa.update.region') })).toContainElement(toast);
  });
});
