import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/shared/testing';
import { REPORT_EVENT, type ReportEventDetail } from '@/shared/errors';
import { ErrorBoundary } from './ErrorBoundary';

function Throws({ error }: { error: unknown }): never {
  throw error;
}

/** The reports the page sends to error reporting while `run` runs. */
function reportsDuring(run: () => void): ReportEventDetail[] {
  const reports: ReportEventDetail[] = [];
  const listen = (event: Event) => reports.push((event as CustomEvent<ReportEventDetail>).detail);
  window.addEventListener(REPORT_EVENT, listen);
  try {
    run();
  } finally {
    window.removeEventListener(REPORT_EVENT, listen);
  }
  return reports;
}

afterEach(() => vi.restoreAllMocks());

describe('a page that throws', () => {
  it('shows the not-found page for a 404 problem (its subject is missing)', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const reports = reportsDuring(() =>
      renderWithApp(
        <ErrorBoundary resetKey="/8/satisfied">
          <Throws error={{ type: 'NOT_FOUND', title: 'No such trunk', status: 404 }} />
        </ErrorBoundary>,
      ),
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Page introuvable');
    expect(reports, 'an answer of the API is not reported').toEqual([]);
  });

  it('shows the unknown error page with its message otherwise, and reports what broke the page', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const boom = new Error('boom');
    const reports = reportsDuring(() =>
      renderWithApp(
        <ErrorBoundary resetKey="/">
          <Throws error={boom} />
        </ErrorBoundary>,
      ),
    );
    expect(screen.getByText('boom')).toBeVisible();
    expect(reports.map((report) => report.error)).toEqual([boom]);
  });
});
