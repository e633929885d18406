import type { Database } from '../db/client';
import type { MailPort } from '../mail/port';
import type { PaymentGateway } from '../payments';

/**
 * The trunk's side of a reception, given by the trunks domain (which runs the clock that calls
 * this domain, so this domain does not import it): the pieces going back RETURNED, their units
 * back in stock, the request RETURNED.
 */
export type ReceiveTrunkReturn = (tx: Database, requestId: number, now: Date) => Promise<unknown>;

/** What the returns domain works with. */
export interface ReturnsDeps {
  mail: MailPort;
  appUrl: string;
  /** The payment gateway refunds go through; null: refunds wait for a run that has one. */
  payments: PaymentGateway | null;
  receiveTrunkReturn: ReceiveTrunkReturn;
}
