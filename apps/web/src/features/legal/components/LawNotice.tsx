import { BRAND_NAME } from '@ludo/shared/brand';
import { useT } from '@/lib/i18n/react';

/** A short, factual note on the legal position of real-money games in India; not legal advice. */
export function LawNotice() {
  const t = useT();
  return (
    <aside
      aria-label={t('legal.lawNotice.label')}
      className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
    >
      <p>{t('legal.lawNotice.text', { brand: BRAND_NAME })}</p>
    </aside>
  );
}
