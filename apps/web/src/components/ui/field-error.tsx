import { cn } from '@/lib/cn';
import { useValidationText } from '@/lib/i18n/react';

/**
 * A field's validation message, in the page's language when it is one of the shared schemas';
 * point the input's aria-describedby at `id`.
 */
export function FieldError({ id, message, className }: { id: string; message?: string; className?: string }) {
  const translate = useValidationText();
  if (!message) return null;
  return (
    <p id={id} className={cn('text-sm text-destructive', className)}>
      {translate(message)}
    </p>
  );
}
