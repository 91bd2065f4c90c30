import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { serverMessage } from '@/lib/api-error';
import { currentLocale } from '@/lib/i18n/i18n';
import { stateName, stateOptions } from '@/lib/i18n/indian-states';
import { useT } from '@/lib/i18n/react';
import { useSetState } from '../api/set-state';

/**
 * The state the player lives in: shown once given; until then, chosen here (once: playing for
 * money is not allowed in some states, so a change goes through support).
 */
export function StateRow({ state }: { state: string | null }) {
  const t = useT();
  const id = useId();
  const [choice, setChoice] = useState('');
  const save = useSetState();
  if (state) return <>{stateName(t, state)}</>;
  return (
    <form
      className="flex flex-wrap items-center gap-2"
      aria-label={t('account.state.form.label')}
      onSubmit={(event) => {
        event.preventDefault();
        if (!choice) return;
        save.mutate(choice, {
          onSuccess: () => toast.success(t('account.state.saved')),
          onError: (error) => toast.error(serverMessage(error) ?? t('account.state.saveError')),
        });
      }}
    >
      <NativeSelect
        id={`${id}-state`}
        aria-label={t('account.state.select.label')}
        value={choice}
        onChange={(event) => setChoice(event.target.value)}
        className="w-56"
      >
        <option value="">{t('account.state.placeholder')}</option>
        {stateOptions(t, currentLocale()).map(({ value, label }) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </NativeSelect>
      <Button type="submit" size="sm" variant="outline" disabled={!choice || save.isPending}>
        {t('account.state.save')}
      </Button>
    </form>
  );
}
