import { TOURNAMENT_FORMATS } from '@ludo/shared/tournaments/tournaments.schemas';
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import type { TournamentSettingsField } from '../lib/tournament-form';
import { FORMAT_LABELS } from '../lib/tournament-labels';

/** What a settings input takes from its form: its id, its aria state and the form's registration. */
export type SettingsInputProps = UseFormRegisterReturn & {
  id: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  readOnly?: boolean;
};

/**
 * Title, format, entry fee and the seats: the settings a tournament and a recurring tournament
 * share, in the admin's two forms. Each form keeps its own react-hook-form; `input` binds a field.
 */
export function TournamentSettingsFields({
  input,
  errors,
  errorId,
  hint,
  titlePlaceholder,
}: {
  input: (name: TournamentSettingsField) => SettingsInputProps;
  errors: Partial<Record<TournamentSettingsField, { message?: string }>>;
  errorId: (name: TournamentSettingsField) => string;
  /** What stands under a field before its error (the edit form's reason a field cannot change). */
  hint?: (name: TournamentSettingsField) => ReactNode;
  titlePlaceholder?: string;
}) {
  const field = (name: TournamentSettingsField, label: string, control: (props: SettingsInputProps) => ReactNode) => {
    const props = input(name);
    return (
      <div className="flex flex-col gap-2">
        <Label htmlFor={props.id}>{label}</Label>
        {control(props)}
        {hint?.(name)}
        <FieldError id={errorId(name)} message={errors[name]?.message} />
      </div>
    );
  };
  const numberField = (name: 'entryFee' | 'maxPlayers' | 'minPlayers', label: string, min: number) =>
    field(name, label, (props) => (
      <Input type="number" inputMode="numeric" min={min} step={1} autoComplete="off" {...props} />
    ));

  return (
    <>
      {field('title', 'Title', (props) => (
        <Input autoComplete="off" maxLength={80} placeholder={titlePlaceholder} {...props} />
      ))}
      {field('format', 'Format', (props) => (
        <NativeSelect {...props}>
          {TOURNAMENT_FORMATS.map((format) => (
            <option key={format} value={format}>
              {FORMAT_LABELS[format]}
            </option>
          ))}
        </NativeSelect>
      ))}
      {numberField('entryFee', 'Entry fee (₹)', 1)}
      <div className="grid gap-4 sm:grid-cols-2">
        {numberField('maxPlayers', 'Maximum players', 2)}
        {numberField('minPlayers', 'Minimum players', 2)}
      </div>
    </>
  );
}
