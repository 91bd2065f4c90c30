import { BRAND_NAME } from '@ludo/shared/brand';

/** A short, factual note on the legal position of real-money games in India; not legal advice. */
export function LawNotice() {
  return (
    <aside
      aria-label="Legal status of real-money games in India"
      className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
    >
      <p>
        India's Promotion and Regulation of Online Gaming Act, 2025 prohibits online money games. Its rules are in force
        from 1 May 2026, and challenges to the Act are pending before the Supreme Court. {BRAND_NAME} offers real-money
        play only where the operator is permitted to do so. This note is for information only and is not legal advice.
      </p>
    </aside>
  );
}
