import type { ComponentProps, ReactNode } from 'react';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

/**
 * A labelled input of the login and password forms, its validation message tied to it
 * (`{id}-error`). Spread the form's register(...) on it like on an Input.
 */
export function AuthField({
  id,
  label,
  error,
  aside,
  ...inputProps
}: ComponentProps<typeof Input> & {
  id: string;
  label: string;
  error: string | undefined;
  /** Beside the label, at the end of its line (a link such as "Forgot password?"). */
  aside?: ReactNode;
}) {
  const errorId = `${id}-error`;
  const labelNode = <Label htmlFor={id}>{label}</Label>;
  return (
    <div className="flex flex-col gap-2">
      {aside ? (
        <div className="flex items-center justify-between gap-2">
          {labelNode}
          {aside}
        </div>
      ) : (
        labelNode
      )}
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...inputProps}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}
