import { describe, expect, it } from 'vitest';
import { requestLanguage } from './request-language';

describe('requestLanguage', () => {
  it('takes a saved choice first', () => {
    expect(requestLanguage('ta', 'hi-IN,hi;q=0.9')).toBe('ta');
  });

  it('ignores a saved value that is not one of ours', () => {
    expect(requestLanguage('fr', 'mr-IN')).toBe('mr');
  });

  it('takes the most preferred language we have, by its primary subtag', () => {
    expect(requestLanguage(undefined, 'fr-FR,te;q=0.8,hi;q=0.9')).toBe('hi');
    expect(requestLanguage(undefined, 'de, en-GB;q=0.5')).toBe('en');
    expect(requestLanguage(undefined, 'HI-in')).toBe('hi');
  });

  it('keeps the header order between equal weights and skips refused languages', () => {
    expect(requestLanguage(undefined, 'ta, te')).toBe('ta');
    expect(requestLanguage(undefined, 'hi;q=0, mr')).toBe('mr');
  });

  it('answers English without a usable header', () => {
    expect(requestLanguage(undefined, undefined)).toBe('en');
    expect(requestLanguage(undefined, 'fr, de;q=0.5')).toBe('en');
    expect(requestLanguage(undefined, ';;,q=x')).toBe('en');
  });
});
