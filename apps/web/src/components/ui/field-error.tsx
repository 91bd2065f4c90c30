import { cn } from '@/lib/cn';

/** A field's validation message; point the input's aria-describedby at `id`. */
export function FieldError({ id, message, className }: { id: string; message?: string; className?: string }) {
  if (!message) return null;
  return (
    <p id={id} className={cn('text-sm text-destructive', className)}>
      {message}
    </p>
  );
}
