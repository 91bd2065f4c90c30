import { type PaymentMethod, paymentMethodSchema } from '@ludo/shared/payments/payments.schemas';
import { Building2, CreditCard, Smartphone } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/react';
import { paymentMethodLabel } from '../lib/transaction-display';

const ICONS: Record<PaymentMethod, ReactNode> = {
  upi: <Smartphone className="size-4" aria-hidden="true" />,
  card: <CreditCard className="size-4" aria-hidden="true" />,
  netbanking: <Building2 className="size-4" aria-hidden="true" />,
};

interface PaymentMethodOptionsProps {
  /** Names the radio group. */
  legend: string;
  /** Unique per form, so two groups on screen never share radios. */
  name: string;
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  disabled?: boolean;
}

/** UPI, Credit/Debit Card or Net Banking, as native radios: arrow keys move between them. */
export function PaymentMethodOptions({ legend, name, value, onChange, disabled }: PaymentMethodOptionsProps) {
  const t = useT();
  const legendId = useId();
  return (
    <div role="radiogroup" aria-labelledby={legendId} className="flex flex-col gap-2">
      <p id={legendId} className="text-sm font-medium">
        {legend}
      </p>
      <div className="grid gap-2 sm:grid-cols-3">
        {paymentMethodSchema.options.map((method) => (
          <label
            key={method}
            className={cn(
              'flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-input px-3 py-2 text-sm',
              'has-checked:border-primary has-checked:bg-primary/5 has-checked:font-medium',
              'has-focus-visible:ring-2 has-focus-visible:ring-ring has-focus-visible:ring-offset-2 has-focus-visible:ring-offset-background',
              'has-disabled:cursor-not-allowed has-disabled:opacity-60',
            )}
          >
            <input
              type="radio"
              name={name}
              value={method}
              checked={value === method}
              onChange={() => onChange(method)}
              disabled={disabled}
              className="size-4 shrink-0 accent-primary focus-visible:outline-none"
            />
            {ICONS[method]}
            <span>{paymentMethodLabel(t, method)}</span>
          </label>
        ))}
      </div>
    </div>
  );
}
