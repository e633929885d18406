import { describe, expect, it } from 'vitest';
import { disposableDomain } from './fraud';

describe('disposableDomain', () => {
  it('names the provider of a disposable address, in any case and from a subdomain', () => {
    expect(disposableDomain('someone@yopmail.com')).toBe('yopmail.com');
    expect(disposableDomain('someone@YOPMAIL.FR')).toBe('yopmail.fr');
    expect(disposableDomain('someone@eu.mailinator.com')).toBe('mailinator.com');
  });

  it('is null for an ordinary address, even one that only looks like a provider', () => {
    expect(disposableDomain('parent@gmail.com')).toBeNull();
    expect(disposableDomain('parent@notyopmail.com')).toBeNull();
    expect(disposableDomain('parent@yopmail.com.example.org')).toBeNull();
  });
});
