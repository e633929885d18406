import { describe, expect, it } from 'vitest';
import { historyHref, historyPaging } from './paging';

describe('the history’s paging', () => {
  it('reads the page and the page size of the address, 1 and 30 by default', () => {
    expect(historyPaging('')).toEqual({ page: 1, pageSize: 30 });
    expect(historyPaging('page=3&page_size=10')).toEqual({ page: 3, pageSize: 10 });
  });

  it('takes the defaults for what is no page or size', () => {
    expect(historyPaging('page=0&page_size=500')).toEqual({ page: 1, pageSize: 30 });
    expect(historyPaging('page=two&page_size=2.5')).toEqual({ page: 1, pageSize: 30 });
  });

  it('writes both in the address', () => {
    expect(historyHref(2, 30)).toBe('/infos/loyalty/history?page=2&page_size=30');
  });
});
