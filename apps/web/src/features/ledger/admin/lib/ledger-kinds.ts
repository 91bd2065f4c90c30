import type { LedgerAccountView } from '@ludo/shared/ledger/ledger.schemas';
import { formatRupees } from '@ludo/shared/money';

type AccountKind = LedgerAccountView['kind'];

/** Each kind of ledger account in words: a short name and what it holds. */
export const LEDGER_KINDS: Record<AccountKind, { label: string; description: string }> = {
  gateway: { label: 'Gateway', description: 'Money in from the payment provider' },
  payouts: { label: 'Payouts', description: 'Money on its way out' },
  revenue: { label: 'Revenue', description: 'Platform fees' },
  tds: { label: 'TDS', description: 'Tax withheld' },
  deposit: { label: 'Deposit', description: 'Added money' },
  winnings: { label: 'Winnings', description: 'Withdrawable' },
  escrow: { label: 'Escrow', description: 'Entry fees held for a match' },
  pool: { label: 'Prize pool', description: 'A tournament’s prizes' },
  grants: { label: 'Grants', description: 'Free coins given to players (play money)' },
};

export function ledgerKindLabel(kind: AccountKind): string {
  return LEDGER_KINDS[kind].label;
}

/** A signed amount: "+₹5,000" in, "-₹400" out, "₹0". */
export function formatSignedRupees(amount: number): string {
  return amount > 0 ? `+${formatRupees(amount)}` : formatRupees(amount);
}
