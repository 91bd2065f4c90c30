import { Alert, AlertDescription } from '@/components/ui/alert';

/** Why the server refused a decision, above the dialog's form; nothing when there is no error. */
export function ServerErrorAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <Alert variant="destructive">
      <AlertDescription>{message}</AlertDescription>
    </Alert>
  );
}
