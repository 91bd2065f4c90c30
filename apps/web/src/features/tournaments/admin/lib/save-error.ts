import { toast } from 'sonner';
import { fieldIssues, serverMessage } from '@/lib/api-error';

/**
 * A save the server refused: a 400's messages under the fields they name, otherwise its message
 * (or `fallback`) above the form; a toast either way.
 */
export function showSaveError<F extends string>(
  error: unknown,
  fields: readonly F[],
  fallback: string,
  setError: (name: F | 'root.server', error: { message: string }) => void,
) {
  const message = serverMessage(error) ?? fallback;
  const issues = fieldIssues(error).filter((issue) => (fields as readonly string[]).includes(issue.path));
  for (const issue of issues) setError(issue.path as F, { message: issue.message });
  if (issues.length === 0) setError('root.server', { message });
  toast.error(message);
}
