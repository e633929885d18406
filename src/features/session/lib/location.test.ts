import { describe, expect, it, vi } from 'vitest';
import { connectAsTokenIn } from '@/entities/session';
import { loginAfterExpiry, reloadOnce, withoutConnectAsToken } from './location';

describe('the connect-as parameter', () => {
  it('is read from the query', () => {
    expect(connectAsTokenIn('?connect-as-access-token=abc.def.ghi&tab=2')).toBe('abc.def.ghi');
    expect(connectAsTokenIn('?tab=2')).toBeNull();
    expect(connectAsTokenIn('?connect-as-access-token=')).toBeNull();
  });

  it('leaves the address with the other parameters and the hash kept', () => {
    expect(withoutConnectAsToken({ pathname: '/de/infos', search: '?tab=2&connect-as-access-token=abc&x=y', hash: '#orders' })).toBe('/de/infos?tab=2&x=y#orders');
    expect(withoutConnectAsToken({ pathname: '/infos', search: '?connect-as-access-token=abc', hash: '' })).toBe('/infos');
    expect(withoutConnectAsToken({ pathname: '/infos', search: '?tab=2', hash: '' })).toBeNull();
  });
});

describe('the login page after the session ended', () => {
  it('is in the current locale, with the way back and the reason', () => {
    expect(loginAfterExpiry({ pathname: '/de/infos/orders', search: '?tab=2' })).toBe('/de/login?redirect=%2Fde%2Finfos%2Forders%3Ftab%3D2&reason=expired');
    expect(loginAfterExpiry({ pathname: '/infos', search: '' })).toBe('/login?redirect=%2Finfos&reason=expired');
  });

  it('is not asked for on the login page itself', () => {
    expect(loginAfterExpiry({ pathname: '/nl/login', search: '?redirect=%2Fnl%2Finfos' })).toBeNull();
  });
});

describe('the reload guard', () => {
  it('reloads once, then not again within 10 seconds', () => {
    const storage = new Map<string, string>();
    const page = { getItem: (key: string) => storage.get(key) ?? null, setItem: (key: string, value: string) => void storage.set(key, value) };
    const reload = vi.fn();
    expect(reloadOnce(reload, page, 1_000_000)).toBe(true);
    expect(reloadOnce(reload, page, 1_009_999)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadOnce(reload, page, 1_010_000)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
