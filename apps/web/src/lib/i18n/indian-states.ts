import { INDIAN_STATE_CODES, INDIAN_STATES, type IndianState, isIndianState } from '@ludo/shared/users/indian-states';
import type { Translate } from './react';

/**
 * A state of India in the page's language. The value kept and sent stays its English name (the
 * server's list); only what the player reads is translated. A name not on the list shows as it is.
 */
export const stateName = (t: Translate, state: string): string =>
  isIndianState(state) ? t('common.indianState', { state: INDIAN_STATE_CODES[state] }) : state;

/** The states for a list to choose from: the English name as the value, in the order of their names in `locale`. */
export function stateOptions(t: Translate, locale: string): Array<{ value: IndianState; label: string }> {
  const collator = new Intl.Collator(locale);
  return INDIAN_STATES.map((value) => ({ value, label: stateName(t, value) })).sort((a, b) =>
    collator.compare(a.label, b.label),
  );
}
