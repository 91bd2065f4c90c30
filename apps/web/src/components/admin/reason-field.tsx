import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldError } from '@/components/ui/field-error';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';

/** The "Reason" every admin decision needs, with its validation message tied to the field. */
export function ReasonField({
  id,
  registration,
  error,
}: {
  id: string;
  registration: UseFormRegisterReturn<'reason'>;
  error: string | undefined;
}) {
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>Reason</Label>
      <Textarea
        id={id}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...registration}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}
