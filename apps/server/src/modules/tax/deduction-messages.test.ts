import { describe, expect, it } from 'vitest';
import { type Message, money, render } from '../../lib/i18n';
import { destinationMessage } from '../withdrawals/withdrawals.service';
import { descriptionIn } from './tax.service';

/**
 * A deduction's description is kept as a message and written in each reader's language; its
 * English is what the statement always said (and what admins read), word for word.
 */

const PRIZE: Message = { id: 'tax.deduction.prize', values: { place: 1, title: 'Diwali Cup' } };
const UPI = destinationMessage({ type: 'upi', upiId: 'asha@okbank' });
const BANK = destinationMessage({
  type: 'bank',
  accountHolderName: 'Asha Verma',
  accountNumber: '123456789012',
  ifsc: 'SBIN0001234',
});
const YEAR_END: Message = { id: 'tax.deduction.yearEnd', values: { balance: money(150_000) } };

describe('a deduction’s description', () => {
  it('reads in English as the statement always wrote it', () => {
    expect(render(PRIZE, 'en')).toBe('Prize for place 1, Diwali Cup');
    expect(render({ ...PRIZE, values: { place: 12, title: 'Cup' } }, 'en')).toBe('Prize for place 12, Cup');
    expect(render(UPI, 'en')).toBe('To UPI asha@okbank');
    expect(render(BANK, 'en')).toBe('To A/c XXXXXX9012, SBIN0001234');
    expect(render(YEAR_END, 'en')).toBe('Balance of ₹1,500 on 31 March');
  });

  it('reads in each reader’s language, names, codes and amounts kept', () => {
    expect(render(PRIZE, 'hi')).toBe('Diwali Cup में पहले स्थान का इनाम');
    expect(render({ ...PRIZE, values: { place: 7, title: 'Cup' } }, 'hi')).toBe('Cup में 7वें स्थान का इनाम');
    expect(render(PRIZE, 'ta')).toBe('Diwali Cup-இல் முதல் இடத்துக்கான பரிசு');
    expect(render(PRIZE, 'te')).toBe('Diwali Cupలో మొదటి స్థానానికి బహుమతి');
    expect(render(PRIZE, 'mr')).toBe('Diwali Cup मध्ये पहिल्या स्थानाचे बक्षीस');
    expect(render(UPI, 'hi')).toBe('UPI asha@okbank पर');
    expect(render(BANK, 'mr')).toBe('खाते XXXXXX9012, SBIN0001234 मध्ये');
    expect(render({ ...YEAR_END, values: { balance: money(1_00_00_000) } }, 'mr')).toBe('31 मार्च रोजी ₹1,00,000 शिल्लक');
  });

  it('keeps the stored English in English, and for a row without a message', () => {
    expect(descriptionIn('To UPI asha@okbank', UPI, 'en')).toBe('To UPI asha@okbank');
    expect(descriptionIn('To UPI asha@okbank', UPI, 'hi')).toBe('UPI asha@okbank पर');
    expect(descriptionIn('Written before', null, 'hi')).toBe('Written before');
    // A message the catalogs no longer know reads as its stored English.
    expect(descriptionIn('Written before', { id: 'tax.deduction.gone' }, 'ta')).toBe('Written before');
  });
});
