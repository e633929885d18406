import { ProblemError } from '../http/problem';
import type { Schemas } from '../http/types';
import { todayInFrance } from '../lib/birthdate';
import type { PaymentGateway } from './gateway';
import type { Platform } from './methods';
import { SandboxGateway } from './sandbox';

// The sandbox gateway's own calls, standing in for Stripe.js and the platforms' approval pages
// when no Stripe keys are configured.

const sandboxOff = () => new ProblemError(404, 'NOT_FOUND', 'Not found', 'The payment sandbox runs only when no Stripe keys are configured');
const approvalNotFound = () => new ProblemError(404, 'NOT_FOUND', 'Not found', 'No such approval');

function sandbox(gateway: PaymentGateway): SandboxGateway {
  if (!(gateway instanceof SandboxGateway)) throw sandboxOff();
  return gateway;
}

/** The app's path to go back to once an approval is decided, with what it needs in its query. */
function returnPath(appUrl: string, approval: NonNullable<Awaited<ReturnType<SandboxGateway['approval']>>>): string | null {
  if (approval.status === 'PENDING') return null;
  const url = new URL(approval.returnUrl, appUrl);
  url.searchParams.set('redirect_result', approval.id);
  if (approval.kind === 'PAYMENT_METHOD') url.searchParams.set('payment_gateway', approval.platform.endsWith('_via_adyen') ? 'adyen' : 'stripe');
  return url.pathname + url.search;
}

/** An approval of the sandbox as its page shows it. */
export async function approvalView(gateway: PaymentGateway, appUrl: string, id: string): Promise<Schemas['SandboxApproval']> {
  const approval = await sandbox(gateway).approval(id);
  if (!approval) throw approvalNotFound();
  return { id: approval.id, kind: approval.kind, platform: approval.platform as Platform, status: approval.status, return_url: returnPath(appUrl, approval) };
}

/** The payer approves or declines, once. */
export async function decideApproval(gateway: PaymentGateway, appUrl: string, id: string, decision: Schemas['SandboxDecisionInput']['decision']): Promise<Schemas['SandboxApproval']> {
  const decided = await sandbox(gateway).decide(id, decision);
  const view = await approvalView(gateway, appUrl, id);
  if (!decided) throw new ProblemError(409, 'ALREADY_DECIDED', 'Already decided', `This approval is already ${view.status.toLowerCase()}`);
  return view;
}

/** A test card entered in the sandbox's card form: the payment method set up with it. */
export async function confirmSandboxSetupIntent(gateway: PaymentGateway, card: Schemas['SandboxCardInput']): Promise<Schemas['SandboxSetupResult']> {
  const { client_secret, number, exp_month, exp_year, cvc } = card;
  const paymentMethod = await sandbox(gateway).confirmSetupIntent({ clientSecret: client_secret, number, expMonth: exp_month, expYear: exp_year, cvc }, todayInFrance());
  return { status: 'succeeded' as const, payment_method: paymentMethod };
}
