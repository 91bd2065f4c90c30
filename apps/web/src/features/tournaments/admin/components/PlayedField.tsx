import type { UseFormRegisterReturn } from 'react-hook-form';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';

/** "Where the games are played": the platform's own game first (docs/decisions/0021-platform-games.md). */
export function PlayedField({ id, field }: { id: string; field: UseFormRegisterReturn }) {
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>Where the games are played</Label>
      <NativeSelect id={id} aria-describedby={`${id}-hint`} {...field}>
        <option value="classic">Here, the classic game (4 tokens)</option>
        <option value="quick">Here, the quick game (2 tokens)</option>
        <option value="external">In the Ludo app, by room code</option>
      </NativeSelect>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        Played here, each game starts with its round and its end decides it: no room code, no screenshot.
      </p>
    </div>
  );
}
