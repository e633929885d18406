import { idempotencyKey } from '@/shared/lib';
import { isProblem } from '@/shared/api';
import type { OrderReturnLine, ShopReturnInput, ShopReturnReason } from '@/entities/return';

/** What the client chose for one line of the order. */
export interface LineChoice {
  selected: boolean;
  quantity: number;
  reason: ShopReturnReason | undefined;
  comment: string;
}

export type Choices = Record<number, LineChoice>;

export const COMMENT_MAX = 300;

export const emptyChoice = (): LineChoice => ({ selected: false, quantity: 1, reason: undefined, comment: '' });

/** Where the refund goes: the card (or method) that paid, or the wallet at once. */
export type RefundTo = ShopReturnInput['refund_to'];

/**
 * The refund's way offered first: the method that paid, as the law's default; the wallet when the
 * card paid nothing.
 */
export const defaultRefundTo = (cardAmount: number): RefundTo => (cardAmount > 0 ? 'PAYMENT_METHOD' : 'WALLET');

/** The lines chosen, each with a reason, and where the refund goes: what the form sends. */
export function returnBody(lines: readonly OrderReturnLine[], choices: Choices, refundTo: RefundTo = 'PAYMENT_METHOD'): ShopReturnInput {
  return {
    lines: lines
      .filter((line) => choices[line.position]?.selected)
      .map((line) => {
        const choice = choices[line.position]!;
        const comment = choice.comment.trim();
        return { position: line.position, quantity: choice.quantity, reason: choice.reason!, ...(comment && { comment }) };
      }),
    refund_to: refundTo,
  };
}

/** Lines chosen without a reason: the form says so instead of sending. */
export const linesWithoutReason = (choices: Choices) =>
  Object.entries(choices)
    .filter(([, choice]) => choice.selected && !choice.reason)
    .map(([position]) => Number(position));

/**
 * The refund to expect: the chosen pieces' price, plus the order's delivery when everything still
 * returnable comes back and nothing was returned before (the law's rule for a full withdrawal).
 * The server's figure on the return is the one that counts.
 */
export function expectedRefund(lines: readonly OrderReturnLine[], choices: Choices, shippingFee: number) {
  const chosen = lines.filter((line) => choices[line.position]?.selected);
  const pieces = chosen.reduce((sum, line) => sum + line.unit_price * choices[line.position]!.quantity, 0);
  const everything =
    chosen.length > 0 &&
    lines.every((line) => line.returnable_quantity === line.quantity) &&
    lines.every((line) => line.quantity === 0 || (choices[line.position]?.selected && choices[line.position]!.quantity === line.quantity));
  const shipping = everything ? shippingFee : 0;
  return { pieces: round(pieces), shipping, total: round(pieces + shipping), count: chosen.reduce((sum, line) => sum + choices[line.position]!.quantity, 0) };
}

const round = (amount: number) => Math.round(amount * 100) / 100;

/**
 * The Idempotency-Key of a return: the form's own id and the return asked for. Sending the same
 * return again (a retry, a double click) makes it once; another choice is another return.
 */
export const returnKey = (formId: string, body: ShopReturnInput) => idempotencyKey(formId, body);

export type Refusal =
  | { kind: 'NOT_DELIVERED' }
  | { kind: 'PERIOD_OVER' }
  | { kind: 'NOT_FOUND' }
  | { kind: 'QUANTITY'; positions: number[] }
  | { kind: 'FAILED' };

const QUANTITY_FIELD = /^lines(?:\[(\d+)\]|\.(\d+))\.quantity$/;

/** Why the server refused the return, in the form's words; `lines` are the lines sent, in order. */
export function refusalOf(error: unknown, sent: ShopReturnInput): Refusal {
  if (!isProblem(error)) return { kind: 'FAILED' };
  if (error.type === 'ORDER_NOT_DELIVERED') return { kind: 'NOT_DELIVERED' };
  if (error.type === 'WITHDRAWAL_PERIOD_OVER') return { kind: 'PERIOD_OVER' };
  if (error.status === 404) return { kind: 'NOT_FOUND' };
  if (error.status === 400) {
    const positions = (error.errors ?? []).flatMap((entry) => {
      const match = QUANTITY_FIELD.exec(entry.field);
      const line = match ? sent.lines[Number(match[1] ?? match[2])] : undefined;
      return line ? [line.position] : [];
    });
    if (positions.length) return { kind: 'QUANTITY', positions };
  }
  return { kind: 'FAILED' };
}
