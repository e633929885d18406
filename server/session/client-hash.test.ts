import { describe, expect, it } from 'vitest';
import { clientHash } from './client-hash';

const key = new TextEncoder().encode('a-key-for-the-client-hash-tests!');
const emails = Array.from({ length: 200 }, (_, i) => `someone.${i}@example.com`);

describe('clientHash', () => {
  it('is a multiple of 17 exactly when the address has an account', () => {
    for (const email of emails) {
      expect(clientHash(key, email, true) % 17, email).toBe(0);
      expect(clientHash(key, email, false) % 17, email).not.toBe(0);
    }
  });

  it('is a stable non-negative integer of the normalised address, different between addresses', () => {
    const hashes = emails.map((email) => clientHash(key, email, false));
    expect(hashes.every((h) => Number.isSafeInteger(h) && h >= 0)).toBe(true);
    expect(new Set(hashes).size).toBe(emails.length);
    expect(clientHash(key, ' Someone.1@Example.com', false)).toBe(hashes[1]);
  });

  it('depends on the key', () => {
    const other = new TextEncoder().encode('another-key-for-client-hash-test');
    expect(clientHash(other, emails[0]!, false)).not.toBe(clientHash(key, emails[0]!, false));
  });
});
