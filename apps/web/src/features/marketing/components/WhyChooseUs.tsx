import { WITHDRAWAL_LIMITS } from '@ludo/shared/limits';
import { isPlayMoney } from '@ludo/shared/money';
import type { LucideIcon } from 'lucide-react';
import { CalendarDays, Coins, CreditCard, Gift, Headphones, Scale, ShieldCheck, UserPlus, Zap } from 'lucide-react';

interface Feature {
  icon: LucideIcon;
  title: string;
  /** The selling point; for real money, word for word from the product description. */
  text: string;
  note?: string;
}

/** The selling points of the money mode the platform runs in (read at render: the mode is set at start-up). */
function features(): Feature[] {
  return isPlayMoney() ? playMoneyFeatures() : realMoneyFeatures();
}

function realMoneyFeatures(): Feature[] {
  return [
    { icon: ShieldCheck, title: 'Secure Payments', text: 'Secure payments with encrypted transactions.' },
    {
      icon: Zap,
      title: 'Instant Withdrawals',
      text: 'Instant withdrawals to a bank account or UPI.',
      // Stated beside the claim so players know the real processing time (section 9).
      note: `Requests are processed within ${WITHDRAWAL_LIMITS.processingHours} hours; KYC verification is needed before the first one.`,
    },
    {
      icon: CalendarDays,
      title: 'Daily Tournaments',
      text: 'Daily tournaments with different entry fees and prize pools.',
    },
    {
      icon: CreditCard,
      title: 'Multiple Payment Options',
      text: 'Multiple payment options (UPI, net banking, credit/debit cards).',
    },
    { icon: UserPlus, title: 'Play with Friends', text: 'Play with friends via private tournaments with invites.' },
    { icon: Headphones, title: '24/7 Support', text: '24/7 customer support.' },
  ];
}

// Coins can be neither bought nor cashed out, so nothing here speaks of payments or payouts.
function playMoneyFeatures(): Feature[] {
  return [
    {
      icon: Gift,
      title: 'Free Coins',
      text: 'A welcome gift of coins when you sign up, and free coins to claim every day.',
    },
    {
      icon: Coins,
      title: 'Just for Fun',
      text: 'Coins are free: they cannot be bought, sold or exchanged for money or prizes.',
    },
    {
      icon: CalendarDays,
      title: 'Daily Tournaments',
      text: 'Daily tournaments with different entry fees and prize pools, all in coins.',
    },
    {
      icon: Scale,
      title: 'Fair Play',
      text: 'Results backed by screenshots, and disputes reviewed by our team.',
    },
    { icon: UserPlus, title: 'Play with Friends', text: 'Play with friends via private tournaments with invites.' },
    { icon: Headphones, title: '24/7 Support', text: '24/7 customer support.' },
  ];
}

export function WhyChooseUs() {
  return (
    <section aria-labelledby="why-heading" className="bg-slate-50 px-4 py-16 dark:bg-slate-900/50">
      <div className="mx-auto max-w-6xl">
        <h2 id="why-heading" className="text-center text-3xl font-bold text-slate-900 dark:text-white">
          Why Choose Us
        </h2>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {features().map(({ icon: Icon, title, text, note }) => (
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
