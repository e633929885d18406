import { api, unwrap } from '@/shared/api';
import type { components } from '@/shared/api';
import type { PaymentGatewayName, PaymentMethod, PaymentPlatformName, PaymentPlatforms, SandboxApproval } from '../model/types';

/** The signed-in client's saved payment methods, newest first. */
export async function listPaymentMethods(): Promise<PaymentMethod[]> {
  return (await unwrap(api.GET('/clients/me/payment-methods'))).payment_methods;
}

/** The gateway's mode (stripe or sandbox), Stripe's publishable key and the platforms on offer. */
export function getPaymentPlatforms(forShop: boolean): Promise<PaymentPlatforms> {
  return unwrap(api.GET('/clients/me/available_payment_platforms', { params: { query: { for_shop: forShop } } }));
}

/** The client secret of a card's setup intent (never logged, never put in an address). */
export async function createSetupIntent(): Promise<string> {
  return (await unwrap(api.POST('/clients/me/setup-intents', { body: { stripe_payment_method_type: 'card' } }))).client_secret;
}

/** Saves a card confirmed through its setup intent; it becomes the default method. */
export function saveCard(stripePaymentMethodId: string): Promise<PaymentMethod> {
  return unwrap(api.POST('/clients/me/payment-methods', { body: { stripe_payment_method_id: stripePaymentMethodId } })) as Promise<PaymentMethod>;
}

/** Starts a redirect platform's approval: the address to send the payer to, coming back to `returnPath`. */
export async function startRedirectPlatform(platform: PaymentPlatformName, gateway: PaymentGatewayName, returnPath: string): Promise<string> {
  const answer = await unwrap(api.POST('/clients/me/payment-methods', { body: { payment_method_type: platform, payment_gateway: gateway, return_path: returnPath } }));
  return (answer as components['schemas']['PaymentRedirect']).redirect_url;
}

/** Saves a redirect platform once the payer is back with its `redirect_result`. */
export function saveApprovedPlatform(redirectResult: string, gateway: PaymentGatewayName): Promise<PaymentMethod> {
  return unwrap(api.POST('/clients/me/payment-methods', { body: { redirect_result: redirectResult, payment_gateway: gateway } })) as Promise<PaymentMethod>;
}

export interface SandboxCard {
  number: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
}

/** Sandbox mode: confirms a setup intent with a test card, as Stripe.js would; the `pm_sandbox_…` id. */
export async function confirmSandboxCard(clientSecret: string, card: SandboxCard): Promise<string> {
  return (await unwrap(api.POST('/sandbox/setup-intents/confirm', { body: { client_secret: clientSecret, ...card } }))).payment_method;
}

export function getSandboxApproval(id: string): Promise<SandboxApproval> {
  return unwrap(api.GET('/sandbox/approvals/{approvalId}', { params: { path: { approvalId: id } } }));
}

export function decideSandboxApproval(id: string, decision: 'APPROVE' | 'DECLINE'): Promise<SandboxApproval> {
  return unwrap(api.POST('/sandbox/approvals/{approvalId}', { params: { path: { approvalId: id } }, body: { decision } }));
}
