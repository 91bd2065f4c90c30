import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import {
  byMoneyMode,
  formatPaise,
  formatRupees,
  paiseToRupees,
  plainRupees,
  rupeesToPaise,
  setMoneyMode,
  topUpHint,
} from './money';

/** Up to ₹10 lakh crore either way: far beyond any amount the platform handles. */
const paise = fc.integer({ min: -1e15, max: 1e15 });

describe('rupees and paise (property)', () => {
  it('round-trips every whole number of paise through rupees', () => {
    fc.assert(
      fc.property(paise, (p) => {
        expect(rupeesToPaise(paiseToRupees(p))).toBe(p);
      }),
    );
  });

  it('reads a rupee amount typed with two decimals as the exact paise, despite float noise', () => {
    fc.assert(
      fc.property(fc.nat(10_000_000), fc.nat(99), (rupees, rest) => {
        const typed = Number.parseFloat(`${rupees}.${String(rest).padStart(2, '0')}`);
        expect(rupeesToPaise(typed)).toBe(rupees * 100 + rest);
      }),
    );
    expect(rupeesToPaise(10.1)).toBe(1010);
    expect(rupeesToPaise(0.29)).toBe(29);
  });

  it('refuses amounts that are not finite or not whole paise', () => {
    expect(() => rupeesToPaise(Number.NaN)).toThrow(RangeError);
    expect(() => rupeesToPaise(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => paiseToRupees(10.5)).toThrow(RangeError);
    expect(() => paiseToRupees(Number.MAX_SAFE_INTEGER + 2)).toThrow(RangeError);
  });
});

describe('formatRupees', () => {
  it('groups the Indian way with the rupee sign', () => {
    expect(formatRupees(125000)).toBe('₹1,25,000');
    expect(formatRupees(1250)).toBe('₹1,250');
    expect(formatRupees(100)).toBe('₹100');
    expect(formatRupees(0)).toBe('₹0');
    expect(formatRupees(12345678)).toBe('₹1,23,45,678');
    expect(formatPaise(250000)).toBe('₹2,500');
  });

  it('writes every whole rupee amount as ₹, then groups of two, then a last group of three (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e13 }), (rupees) => {
        const text = formatRupees(rupees);
        expect(text).toMatch(/^₹(\d{1,3}|\d{1,2}(,\d{2})*,\d{3})$/);
        expect(Number(text.replace(/[₹,]/g, ''))).toBe(rupees);
      }),
    );
  });

  it('shows paise as two decimals, never one', () => {
    expect(formatRupees(1234.56)).toBe('₹1,234.56');
    expect(formatRupees(0.05)).toBe('₹0.05');
    expect(formatRupees(49.5)).toBe('₹49.50');
    expect(formatPaise(4950)).toBe('₹49.50');
  });
});

describe('play-money mode', () => {
  afterEach(() => setMoneyMode('real'));

  it('writes amounts as coins, grouped the Indian way, with no rupee sign', () => {
    setMoneyMode('play');
    expect(formatRupees(125000)).toBe('1,25,000 coins');
    expect(formatRupees(1)).toBe('1 coin');
    expect(formatRupees(0)).toBe('0 coins');
    expect(formatPaise(4950)).toBe('49.5 coins');
    expect(formatPaise(-100)).toBe('-1 coin');
    expect(topUpHint()).toBe('Claim your daily coins to continue.');
    expect(byMoneyMode({ real: 'a', play: 'b' })).toBe('b');
  });

  it('never writes a rupee sign and keeps the amount readable (property)', () => {
    setMoneyMode('play');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e13 }), (paise) => {
        const text = formatPaise(paise);
        expect(text).not.toContain('₹');
        expect(text).toMatch(/^[\d,.]+ coins?$/);
        expect(Math.round(Number(text.replace(/[^\d.]/g, '')) * 100)).toBe(paise);
      }),
    );
  });

  it("keeps the product's rupee wording in the real mode", () => {
    expect(formatRupees(5)).toBe('₹5');
    expect(topUpHint()).toBe('Add money to continue.');
    expect(byMoneyMode({ real: 'a', play: 'b' })).toBe('a');
  });
});

describe('plainRupees', () => {
  it('writes whole paise as rupees with two decimals and nothing else', () => {
    expect(plainRupees(150_000)).toBe('1500.00');
    expect(plainRupees(5)).toBe('0.05');
    expect(plainRupees(-50)).toBe('-0.50');
    expect(plainRupees(0)).toBe('0.00');
  });

  it('reads back as the same paise (property)', () => {
    fc.assert(
      fc.property(paise, (p) => {
        expect(rupeesToPaise(Number(plainRupees(p)))).toBe(p);
      }),
    );
  });
});
