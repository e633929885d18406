import { LOYALTY_HISTORY_PAGE_SIZE } from '@/entities/loyalty';

/** The page and page size an address asks for (`?page=2&page_size=30`); the defaults otherwise. */
export function historyPaging(search: string): { page: number; pageSize: number } {
  const query = new URLSearchParams(search);
  const whole = (value: string | null, min: number, max: number) => {
    const n = Number(value);
    return value !== null && Number.isInteger(n) && n >= min && n <= max ? n : null;
  };
  return { page: whole(query.get('page'), 1, 100000) ?? 1, pageSize: whole(query.get('page_size'), 1, 100) ?? LOYALTY_HISTORY_PAGE_SIZE };
}

export const historyHref = (page: number, pageSize: number) => `/infos/loyalty/history?page=${page}&page_size=${pageSize}`;
