import { zodResolver } from '@hookform/resolvers/zod';
import { adminReasonSchema } from '@ludo/shared/admin/admin-reason';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { serverMessage } from '@/lib/api-error';

/**
 * The form of every admin decision that needs a written reason (a dispute decision, a KYC or
 * withdrawal rejection, a suspension or restore): the same rule as the bodies the server checks,
 * built from adminReasonSchema itself (its own file, free of the shared schemas' import cycle).
 */
const reasonFormSchema = z.object({ reason: adminReasonSchema });

/**
 * A reason form: `decide` is called with the valid reason; if it throws, the server's message (or
 * `failureMessage`) shows above the form and as a toast. Spread `reasonProps` on ReasonField.
 */
export function useReasonForm(decide: (reason: string) => Promise<void>, failureMessage: string) {
  const form = useForm({ resolver: zodResolver(reasonFormSchema), defaultValues: { reason: '' } });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async ({ reason }) => {
    try {
      await decide(reason);
    } catch (caught) {
      const message = serverMessage(caught) ?? failureMessage;
      form.setError('root.server', { message });
      toast.error(message);
    }
  });

  return {
    form,
    onSubmit,
    serverError: errors.root?.server?.message,
    reasonProps: { registration: form.register('reason'), error: errors.reason?.message },
  };
}
