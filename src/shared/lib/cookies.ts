export interface CookieOptions {
  maxAge?: number;
  sameSite?: 'Lax' | 'Strict' | 'None';
  path?: string;
}

export function readCookie(name: string, source: string = typeof document === 'undefined' ? '' : document.cookie): string | null {
  for (const part of source.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

export function writeCookie(name: string, value: string, options: CookieOptions = {}): void {
  const parts = [`${name}=${encodeURIComponent(value)}`, `path=${options.path ?? '/'}`];
  if (options.maxAge !== undefined) parts.push(`max-age=${options.maxAge}`);
  parts.push(`SameSite=${options.sameSite ?? 'Lax'}`);
  if (typeof location !== 'undefined' && location.protocol === 'https:') parts.push('Secure');
  document.cookie = parts.join('; ');
}

export function deleteCookie(name: string): void {
  writeCookie(name, '', { maxAge: 0 });
}
