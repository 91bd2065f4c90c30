/**
 * The name a closed account keeps in place of the player's (docs/decisions/0015-closing-an-account.md):
 * stored in English, shown to every other reader in their own language. A module of its own, so
 * that the web app's name component does not bring the user schemas into every page.
 */
export const CLOSED_ACCOUNT_NAME = 'Closed account';
