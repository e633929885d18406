/**
 * A `redirect` query value the app may follow: a path of this site ("/de/infos?tab=2"), never
 * another origin ("//evil.example", "/\\evil.example", "https://..."). Null otherwise.
 */
export function safeRedirect(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  try {
    const url = new URL(value, 'https://app.invalid');
    return url.origin === 'https://app.invalid' ? url.pathname + url.search + url.hash : null;
  } catch {
    return null;
  }
}
