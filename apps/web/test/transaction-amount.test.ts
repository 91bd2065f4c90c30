import { transactionTypeSchema } from '@ludo/shared/wallet/wallet.schemas';
import { describe, expect, it } from 'vitest';
import {
  movedMoney,
  signedTransactionAmount,
  transactionDirection,
} from '../src/features/wallet/components/transaction-amount';

describe('transaction amounts', () => {
  it('counts deposits, winnings and refunds as money in, entry fees and withdrawals as money out', () => {
    expect(transactionDirection('add_money')).toBe('in');
    expect(transactionDirection('winning')).toBe('in');
    expect(transactionDirection('refund')).toBe('in');
    expect(transactionDirection('entry_fee')).toBe('out');
    expect(transactionDirection('withdraw')).toBe('out');
  });

  it('has a direction for every transaction type', () => {
    for (const type of transactionTypeSchema.options) expect(['in', 'out']).toContain(transactionDirection(type));
  });

  it('signs the amount the Indian way, with a true minus sign', () => {
    expect(signedTransactionAmount('refund', 50)).toBe('+₹50');
    expect(signedTransactionAmount('add_money', 125000)).toBe('+₹1,25,000');
    expect(signedTransactionAmount('entry_fee', 50)).toBe('\u2212₹50');
    expect(signedTransactionAmount('withdraw', 49.5)).toBe('\u2212₹49.50');
    // The API sends positive amounts; a negative one keeps its type's sign.
    expect(signedTransactionAmount('entry_fee', -5)).toBe('\u2212₹5');
  });

  it('treats only failed transactions as moving no money', () => {
    expect(movedMoney('failed')).toBe(false);
    expect(movedMoney('paid')).toBe(true);
    expect(movedMoney('pending')).toBe(true);
    expect(movedMoney('created')).toBe(true);
  });
});
