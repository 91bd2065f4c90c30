import { PageHeader } from '@/components/page-header';
import { RulesTabs } from '@/features/rules/components/RulesTabs';

/** /user/rules: the same rules as /how-to-play (tabs and "Browse Tournaments"), inside the player area. */
export default function UserRulesPage() {
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader title="Rules" description="Game, tournament, fair play and payment rules." />
      <RulesTabs />
    </div>
  );
}
