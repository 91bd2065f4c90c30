import { WITHDRAWAL_LIMITS } from '@ludo/shared/limits';
import { isPlayMoney } from '@ludo/shared/money';
import type { LucideIcon } from 'lucide-react';
import { CalendarDays, Coins, CreditCard, Gift, Headphones, Scale, ShieldCheck, UserPlus, Zap } from 'lucide-react';
import { type Translate, useT } from '@/lib/i18n/react';

interface Feature {
  icon: LucideIcon;
  title: string;
  /** The selling point; for real money, word for word from the product's texts (docs/product-rules.md, Texts). */
  text: string;
  note?: string;
}

/** The selling points of the money mode the platform runs in (read at render: the mode is set at start-up). */
function features(t: Translate): Feature[] {
  return isPlayMoney() ? playMoneyFeatures(t) : realMoneyFeatures(t);
}

function realMoneyFeatures(t: Translate): Feature[] {
  return [
    {
      icon: ShieldCheck,
      title: t('landing.why.securePayments.title'),
      text: t('landing.why.securePayments.text'),
    },
    {
      icon: Zap,
      title: t('landing.why.instantWithdrawals.title'),
      text: t('landing.why.instantWithdrawals.text'),
      // Stated beside the claim so players know the real processing time (docs/product-rules.md, Constants).
      note: t('landing.why.instantWithdrawals.note', { hours: WITHDRAWAL_LIMITS.processingHours }),
    },
    {
      icon: CalendarDays,
      title: t('landing.why.dailyTournaments.title'),
      text: t('landing.why.dailyTournaments.text'),
    },
    {
      icon: CreditCard,
      title: t('landing.why.paymentOptions.title'),
      text: t('landing.why.paymentOptions.text'),
    },
    { icon: UserPlus, title: t('landing.why.friends.title'), text: t('landing.why.friends.text') },
    { icon: Headphones, title: t('landing.why.support.title'), text: t('landing.why.support.text') },
  ];
}

// Coins can be neither bought nor cashed out, so nothing here speaks of payments or payouts.
function playMoneyFeatures(t: Translate): Feature[] {
  return [
    { icon: Gift, title: t('landing.why.freeCoins.title'), text: t('landing.why.freeCoins.text') },
    { icon: Coins, title: t('landing.why.justForFun.title'), text: t('landing.why.justForFun.text') },
    {
      icon: CalendarDays,
      title: t('landing.why.dailyTournaments.title'),
      text: t('landing.why.dailyTournaments.text.play'),
    },
    { icon: Scale, title: t('landing.why.fairPlay.title'), text: t('landing.why.fairPlay.text') },
    { icon: UserPlus, title: t('landing.why.friends.title'), text: t('landing.why.friends.text') },
    { icon: Headphones, title: t('landing.why.support.title'), text: t('landing.why.support.text') },
  ];
}

export function WhyChooseUs() {
  const t = useT();
  return (
    <section aria-labelledby="why-heading" className="bg-slate-50 px-4 py-16 dark:bg-slate-900/50">
      <div className="mx-auto max-w-6xl">
        <h2 id="why-heading" className="text-center text-3xl font-bold text-slate-900 dark:text-white">
          {t('landing.why.title')}
        </h2>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {features(t).map(({ icon: Icon, title, text, note }) => (
            <li
              key={title}
              className="rounded-xl border border-slate-200 bg-white p-6 dark:border-slate-700 dark:bg-slate-900"
            >
              <Icon aria-hidden="true" className="size-8 text-indigo-600 dark:text-indigo-400" />
              <h3 className="mt-4 text-lg font-semibold text-slate-900 dark:text-white">{title}</h3>
              <p className="mt-2 text-slate-600 dark:text-slate-300">{text}</p>
              {note && <p className="mt-2 text-sm text-slate-500 dark:text-slate-400">{note}</p>}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
