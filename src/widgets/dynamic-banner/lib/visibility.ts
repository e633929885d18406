/** The banner's two configuration values (seed 001 §2, §4), as the website holds them for a locale. */
export interface BannerConfig {
  switch: string | null;
  text: string | null;
}

/** The text to show: only when the switch is the string `true` and the text is not empty once trimmed. */
export function bannerText(config: BannerConfig): string | null {
  if (config.switch !== 'true') return null;
  const text = config.text?.trim() ?? '';
  return text === '' ? null : text;
}

/**
 * The routes that keep the user on a task, where the banner never shows (seed 001 §2): the label
 * creation (each of its steps), every quiz route (sign-up included), sign-up, the cart, the shop's
 * and the gift card's checkouts, and login.
 */
const HIDDEN_ROUTES = new Set(['signup', 'shop-cart', 'shop-checkout', 'giftcard-checkout', 'login']);

export function bannerHiddenOn(routeName: string | null): boolean {
  if (routeName === null) return false;
  return HIDDEN_ROUTES.has(routeName) || routeName === 'quiz' || routeName.startsWith('quiz-') || routeName === 'create-label' || routeName.startsWith('create-label-');
}

/** The browser session's memory of a closed banner: the text closed, so that a new text shows again. */
export const CLOSED_BANNER_KEY = 'lc_banner_closed';

export function isClosed(text: string, storage: Pick<Storage, 'getItem'> | null): boolean {
  try {
    return storage?.getItem(CLOSED_BANNER_KEY) === text;
  } catch {
    return false;
  }
}

export function rememberClosed(text: string, storage: Pick<Storage, 'setItem'> | null): void {
  try {
    storage?.setItem(CLOSED_BANNER_KEY, text);
  } catch {
    // A browser that keeps nothing closes it for this page only.
  }
}
