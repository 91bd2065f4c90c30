/**
 * A closed account's name where it stands as a whole word in a text written before the account
 * closed (docs/decisions/0015-closing-an-account.md): "Ravi" goes, "Ravindra" stays.
 */
export function withoutName(text: string, name: string, replacement: string): string {
  const whole = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(name)}(?![\\p{L}\\p{N}])`, 'gu');
  return text.replace(whole, () => replacement);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
