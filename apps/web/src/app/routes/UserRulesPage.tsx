import { PageHeader } from '@/components/page-header';
import { RulesTabs } from '@/features/rules/components/RulesTabs';
import { useT, withCatalog } from '@/lib/i18n/react';

function UserRules() {
  const t = useT();
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader title={t('rules.userPage.title')} description={t('rules.userPage.description')} />
      <RulesTabs />
    </div>
  );
}

/**
 * /user/rules: the same rules as /how-to-play (tabs and "Browse Tournaments"), inside the player
 * area. Its texts are in the `docs` catalog, loaded with the page.
 */
export default withCatalog('docs', UserRules);
