import { BRAND_NAME } from '@ludo/shared/brand';
import { RulesTabs } from '../components/RulesTabs';

export default function HowToPlayPage() {
  return (
    <div className="mx-auto max-w-4xl px-4 py-12">
      <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl dark:text-white">How to Play</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-300">
        The rules of every match and tournament on {BRAND_NAME}, the fair play policy, and how money moves in and out of
        your wallet.
      </p>
      <div className="mt-8">
        <RulesTabs />
      </div>
    </div>
  );
}
