import type { ComponentProps } from 'react';
import { Input } from '@/components/ui/input';

/** A mobile number input with the fixed +91 prefix shown beside it. */
export function PhoneInput(props: Omit<ComponentProps<typeof Input>, 'type'>) {
  return (
    <div className="flex">
      <span className="inline-flex items-center rounded-l-md border border-r-0 border-input bg-muted px-3 text-sm text-muted-foreground">
        +91
      </span>
      <Input
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={14}
        {...props}
        className="rounded-l-none"
      />
    </div>
  );
}
