import { describe, expect, it } from 'vitest';
import { blogAddress, blogPageHref } from './address';

describe('the address of a page of the blog', () => {
  it('reads the page of /blog/{page} and of a category’s ?page=', () => {
    expect(blogAddress({}, '')).toEqual({ page: 1 });
    expect(blogAddress({ page: '2' }, '')).toEqual({ page: 2 });
    expect(blogAddress({ name: 'crecer' }, '')).toEqual({ page: 1, category: 'crecer' });
    expect(blogAddress({ name: 'crecer' }, 'page=3')).toEqual({ page: 3, category: 'crecer' });
  });

  it('is no page for what is not a page number', () => {
    for (const page of ['0', '-1', '02', 'deux', '1.5', '10001', '']) expect(blogAddress({ page }, '')).toBeNull();
    expect(blogAddress({ name: 'crecer' }, 'page=zero')).toBeNull();
  });

  it('writes page 1 as the list’s own address', () => {
    expect(blogPageHref(1)).toBe('/blog');
    expect(blogPageHref(2)).toBe('/blog/2');
    expect(blogPageHref(1, 'crecer')).toBe('/blog/category/crecer');
    expect(blogPageHref(2, 'crecer')).toBe('/blog/category/crecer?page=2');
  });
});
