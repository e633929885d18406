import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/shared/testing';
import { ErrorBoundary } from './ErrorBoundary';

function Throws({ error }: { error: unknown }): never {
  throw error;
}

afterEach(() => vi.restoreAllMocks());

describe('a page that throws', () => {
  it('shows the not-found page for a 404 problem (its subject is missing)', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithApp(
      <ErrorBoundary resetKey="/8/satisfied">
        <Throws error={{ type: 'NOT_FOUND', title: 'No such trunk', status: 404 }} />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Page introuvable');
  });

  it('shows the unknown error page with its message otherwise', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithApp(
      <ErrorBoundary resetKey="/">
        <Throws error={new Error('boom')} />
      </ErrorBoundary>,
    );
    expect(screen.getByText('boom')).toBeVisible();
  });
});
