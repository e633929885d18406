import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REPORT_EVENT, type ReportEventDetail } from '@/shared/errors';
import { renderWithApp, SEEDED_MESSAGES } from '@/shared/testing';
import { StripeCardForm } from './StripeCardForm';

// Stripe.js is Stripe's: here it does not load, as when its script is blocked.
vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe: vi.fn(async () => null) }));

describe('StripeCardForm', () => {
  const reports: ReportEventDetail[] = [];
  const listener = (event: Event) => reports.push((event as CustomEvent<ReportEventDetail>).detail);
  afterEach(() => {
    window.removeEventListener(REPORT_EVENT, listener);
    reports.length = 0;
  });

  it('reports a card setup that cannot start under STRIPE_CONFIRM_CARD_SETUP and says it failed', async () => {
    window.addEventListener(REPORT_EVENT, listener);
    renderWithApp(<StripeCardForm publishableKey="pk_test_123" onSaved={() => undefined} />, { locale: 'es' });
    expect(await screen.findByText(SEEDED_MESSAGES.es['website.error.payment.SETUP_INTENT_FAILED']!)).toBeVisible();
    expect(reports).toHaveLength(1);
    expect(reports[0]!.label).toBe('STRIPE_CONFIRM_CARD_SETUP');
    expect(String(reports[0]!.error)).toBe('Error: Stripe.js did not load');
    expect(JSON.stringify(reports)).not.toContain('pk_test_123');
  });
});
