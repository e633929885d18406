import { afterEach, describe, expect, it, vi } from 'vitest';
import { REPORT_EVENT, type ReportEventDetail } from '@/shared/errors';
import { getCommunes, getPlaces } from './places';

/** The reports the lookups make, as the page's reporter receives them. */
function listen() {
  const reports: ReportEventDetail[] = [];
  const listener = (event: Event) => reports.push((event as CustomEvent<ReportEventDetail>).detail);
  window.addEventListener(REPORT_EVENT, listener);
  return { reports, stop: () => window.removeEventListener(REPORT_EVENT, listener) };
}

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

describe('postcode lookups', () => {
  afterEach(() => vi.restoreAllMocks());

  it('report a failed lookup under GEO_LOOKUP, without the postcode, and give null', async () => {
    const { reports, stop } = listen();
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(json({ communes: null })).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(getCommunes('44000')).resolves.toBeNull();
    await expect(getPlaces('BE', '1000')).resolves.toBeNull();
    stop();
    expect(reports.map((r) => [r.label, String(r.error)])).toEqual([
      ['GEO_LOOKUP', 'Error: Commune lookup failed'],
      ['GEO_LOOKUP', 'TypeError: Failed to fetch'],
    ]);
    expect(JSON.stringify(reports.map((r) => String(r.error)))).not.toContain('44000');
  });

  it('report nothing when the lookup answers, even with no name', async () => {
    const { reports, stop } = listen();
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(json({ communes: ['Nantes'] })).mockResolvedValueOnce(json({ places: [] }));
    await expect(getCommunes('44000')).resolves.toEqual(['Nantes']);
    await expect(getPlaces('BE', '9999')).resolves.toEqual([]);
    stop();
    expect(reports).toEqual([]);
  });
});
