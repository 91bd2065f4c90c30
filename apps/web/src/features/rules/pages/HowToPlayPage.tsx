import { BRAND_NAME } from '@ludo/shared/brand';
import { useT, withCatalog } from '@/lib/i18n/react';
import { RulesTabs } from '../components/RulesTabs';

function HowToPlayContent() {
  const t = useT();
  return (
    <div className="mx-auto max-w-4xl px-4 py-12">
      <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl dark:text-white">{t('rules.page.title')}</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-300">{t('rules.page.lead', { brand: BRAND_NAME })}</p>
      <div className="mt-8">
        <RulesTabs />
      </div>
    </div>
  );
}

/** /how-to-play: the rules for everyone. Its texts are in the `docs` catalog, loaded with the page. */
export default withCatalog('docs', HowToPlayContent);
