import { describe, expect, it } from 'vitest';
import type { OrderReturnLine } from '@/entities/return';
import { emptyChoice, expectedRefund, linesWithoutReason, refusalOf, returnBody, returnKey, type Choices } from './form';

const line = (position: number, unit_price: number, quantity: number, returnable_quantity = quantity): OrderReturnLine => ({
  position,
  product_id: 10 + position,
  name: `Piece ${position}`,
  size: '6 ans',
  image: null,
  unit_price,
  quantity,
  returnable_quantity,
});

const lines = [line(0, 29, 1), line(1, 35, 2)];

describe('a shop order withdrawal form', () => {
  it('sends only the chosen lines, with their reason and a trimmed comment', () => {
    const choices: Choices = {
      0: { selected: true, quantity: 1, reason: 'TOO_SMALL', comment: '  un peu juste  ' },
      1: { ...emptyChoice(), reason: 'QUALITY' },
    };
    expect(returnBody(lines, choices)).toEqual({ lines: [{ position: 0, quantity: 1, reason: 'TOO_SMALL', comment: 'un peu juste' }], refund_to: 'PAYMENT_METHOD' });
    expect(linesWithoutReason({ 0: { ...emptyChoice(), selected: true } })).toEqual([0]);
  });

  it('refunds the pieces, and the delivery only when everything comes back', () => {
    const some: Choices = { 1: { selected: true, quantity: 1, reason: 'TOO_BIG', comment: '' } };
    expect(expectedRefund(lines, some, 4.9)).toEqual({ pieces: 35, shipping: 0, total: 35, count: 1 });
    const all: Choices = { 0: { selected: true, quantity: 1, reason: 'TOO_BIG', comment: '' }, 1: { selected: true, quantity: 2, reason: 'OTHER', comment: '' } };
    expect(expectedRefund(lines, all, 4.9)).toEqual({ pieces: 99, shipping: 4.9, total: 103.9, count: 3 });
    // A piece returned before: this return does not bring the delivery back.
    expect(expectedRefund([line(0, 29, 1, 0), line(1, 35, 2)], { 1: all[1]! }, 4.9).shipping).toBe(0);
  });

  it('keys the same return the same way, and another return another way', () => {
    const body = returnBody(lines, { 0: { selected: true, quantity: 1, reason: 'TOO_SMALL', comment: '' } });
    expect(returnKey('form-1', body)).toBe(returnKey('form-1', structuredClone(body)));
    expect(returnKey('form-1', body)).not.toBe(returnKey('form-1', { ...body, lines: [{ ...body.lines[0]!, reason: 'QUALITY' }] }));
    expect(returnKey('form-1', body)).not.toBe(returnKey('form-2', body));
  });

  it('tells the refusals apart, naming the line whose quantity is too high', () => {
    const sent = returnBody(lines, { 0: { selected: true, quantity: 1, reason: 'OTHER', comment: '' }, 1: { selected: true, quantity: 2, reason: 'OTHER', comment: '' } });
    const problem = (type: string, status: number, errors?: { field: string; detail: string }[]) => ({ type, title: type, status, ...(errors && { errors }) });
    expect(refusalOf(problem('ORDER_NOT_DELIVERED', 409), sent)).toEqual({ kind: 'NOT_DELIVERED' });
    expect(refusalOf(problem('WITHDRAWAL_PERIOD_OVER', 409), sent)).toEqual({ kind: 'PERIOD_OVER' });
    expect(refusalOf(problem('NOT_FOUND', 404), sent)).toEqual({ kind: 'NOT_FOUND' });
    expect(refusalOf(problem('VALIDATION_FAILED', 400, [{ field: 'lines[1].quantity', detail: 'at most 1' }]), sent)).toEqual({ kind: 'QUANTITY', positions: [1] });
    expect(refusalOf(problem('VALIDATION_FAILED', 400, [{ field: 'lines.0.quantity', detail: 'at most 0' }]), sent)).toEqual({ kind: 'QUANTITY', positions: [0] });
    expect(refusalOf(new TypeError('Failed to fetch'), sent)).toEqual({ kind: 'FAILED' });
  });
});
