import { cn } from '@/lib/cn';
import { useFormMessage } from '@/lib/i18n/validation-defaults';

/**
 * A field's validation message, in the page's language when it is one of the shared schemas' or
 * our words for zod's own (lib/i18n/validation-defaults); point the input's aria-describedby at `id`.
 */
export function FieldError({ id, message, className }: { id: string; message?: string; className?: string }) {
  const translate = useFormMessage();
  if (!message) return null;
  return (
    <p id={id} className={cn('text-sm text-destructive', className)}>
      {translate(message)}
    </p>
  );
}
