import { afterEach, describe, expect, it, vi } from 'vitest';
import { FRAUD_LABEL_KEY, readFraudLabel, storeFraudLabel } from './fraud-label';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('the fraud label', () => {
  it('is kept under lc_fraud_label and read back', () => {
    expect(readFraudLabel()).toBeNull();
    storeFraudLabel('DUPLICATE_ACCOUNTS');
    expect(localStorage.getItem('lc_fraud_label')).toBe('DUPLICATE_ACCOUNTS');
    expect(readFraudLabel()).toBe('DUPLICATE_ACCOUNTS');
  });

  it('reads as none when the stored value is not a label', () => {
    localStorage.setItem(FRAUD_LABEL_KEY, 'SOMETHING_ELSE');
    expect(readFraudLabel()).toBeNull();
  });

  it('neither throws nor reads anything when storage is blocked', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(() => storeFraudLabel('PRESUMED_FRAUDSTER')).not.toThrow();
    expect(readFraudLabel()).toBeNull();
  });
});
