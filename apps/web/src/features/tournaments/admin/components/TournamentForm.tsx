import { zodResolver } from '@hookform/resolvers/zod';
import type { CreateTournamentBody, TournamentFormat } from '@ludo/shared/tournaments/tournaments.schemas';
import { type ReactNode, useId } from 'react';
import { type UseFormRegisterReturn, useForm } from 'react-hook-form';
import { DecisionActions, DecisionHeader } from '@/components/admin/decision-dialog';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { showSaveError } from '../lib/save-error';
import {
  type editTournamentFormSchema,
  localZoneLabel,
  TOURNAMENT_FORM_FIELDS,
  type TournamentField,
  type TournamentFormValues,
  type TournamentSettingsField,
  tournamentFormSchema,
} from '../lib/tournament-form';
import { PlayedField } from './PlayedField';
import { TournamentSettingsFields } from './TournamentSettingsFields';

/** The chosen format's own setting: Swiss rounds, or how many advance from each table. */
function FormatSettingsField({
  format,
  ids,
  errors,
  errorId,
  swissRounds,
  tableAdvance,
}: {
  format: TournamentFormat;
  ids: string;
  errors: Partial<Record<TournamentField, { message?: string }>>;
  errorId: (name: TournamentField) => string;
  swissRounds: UseFormRegisterReturn;
  tableAdvance: UseFormRegisterReturn;
}) {
  if (format === 'swiss') {
    const id = `${ids}-swissRounds`;
    return (
      <div className="flex flex-col gap-2">
        <Label htmlFor={id}>Rounds (optional)</Label>
        <Input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          max={20}
          step={1}
          autoComplete="off"
          aria-invalid={errors.swissRounds ? true : undefined}
          aria-describedby={[`${id}-hint`, errors.swissRounds ? errorId('swissRounds') : ''].filter(Boolean).join(' ')}
          {...swissRounds}
        />
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          Leave empty for the usual number: one more than the rounds a knockout of the field would need. Never more than
          every pair meeting once.
        </p>
        <FieldError id={errorId('swissRounds')} message={errors.swissRounds?.message} />
      </div>
    );
  }
  if (format === 'multi_table') {
    const id = `${ids}-tableAdvance`;
    return (
      <div className="flex flex-col gap-2">
        <Label htmlFor={id}>Players advancing from each table</Label>
        <NativeSelect
          id={id}
          aria-invalid={errors.tableAdvance ? true : undefined}
          aria-describedby={errors.tableAdvance ? errorId('tableAdvance') : undefined}
          {...tableAdvance}
        >
          <option value="">The winner (the first two in rounds of more than 64 players)</option>
          <option value="1">The winner only</option>
          <option value="2">The first two</option>
        </NativeSelect>
        <FieldError id={errorId('tableAdvance')} message={errors.tableAdvance?.message} />
      </div>
    );
  }
  return null;
}

/**
 * The settings of a tournament, for creating one or editing it before the start. The rules are the
 * server's (createTournamentBodySchema); what the server still refuses shows under its field when
 * it names one (a 400's details), above the form otherwise, and as a toast.
 */
export function TournamentForm({
  title,
  description,
  defaultValues,
  submitLabel,
  pendingLabel,
  failureMessage,
  schema = tournamentFormSchema,
  locked = {},
  announce = false,
  onSave,
}: {
  title: string;
  description: ReactNode;
  defaultValues: TournamentFormValues;
  submitLabel: string;
  pendingLabel: string;
  failureMessage: string;
  /** The rules; the create rules unless given (editing keeps a past start allowed while unchanged). */
  schema?: typeof tournamentFormSchema | ReturnType<typeof editTournamentFormSchema>;
  /** Fields that cannot change, with the reason shown under each (read-only, so the value is still sent to the check). */
  locked?: Partial<Record<TournamentField, string>>;
  /** Offer "Registration opens" (creating only): a later time announces the tournament as Upcoming. */
  announce?: boolean;
  /** Sends the valid body; throws the API's error when refused. */
  onSave: (body: CreateTournamentBody) => Promise<void>;
}) {
  const ids = useId();
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<TournamentFormValues, unknown, CreateTournamentBody>({
    resolver: zodResolver(schema),
    defaultValues,
  });

  const onSubmit = handleSubmit(async (body) => {
    try {
      await onSave(body);
    } catch (error) {
      showSaveError(error, TOURNAMENT_FORM_FIELDS, failureMessage, setError);
    }
  });

  const idOf = (name: TournamentField) => `${ids}-${name}`;
  const errorId = (name: TournamentField) => `${ids}-${name}-error`;
  const hintId = (name: TournamentField) => `${ids}-${name}-locked`;
  const input = (name: TournamentSettingsField) => ({
    id: idOf(name),
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby':
      [locked[name] ? hintId(name) : '', errors[name] ? errorId(name) : ''].filter(Boolean).join(' ') || undefined,
    readOnly: locked[name] ? true : undefined,
    ...register(name),
  });
  const lockedHint = (name: TournamentField) =>
    locked[name] ? (
      <p id={hintId(name)} className="text-xs text-muted-foreground">
        {locked[name]}
      </p>
    ) : null;

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <DecisionHeader title={title} description={description} error={errors.root?.server?.message} />
      <TournamentSettingsFields input={input} errors={errors} errorId={errorId} hint={lockedHint} />
      <FormatSettingsField
        format={watch('format')}
        ids={ids}
        errors={errors}
        errorId={errorId}
        swissRounds={register('swissRounds')}
        tableAdvance={register('tableAdvance')}
      />
      {announce ? <PlayedField id={idOf('played')} field={register('played')} /> : null}
      {announce && watch('played') !== 'external' ? (
        <div className="flex items-start gap-2">
          <input
            id={idOf('sameDice')}
            type="checkbox"
            className="mt-1 size-4 accent-primary"
            aria-describedby={`${ids}-sameDice-hint`}
            {...register('sameDice')}
          />
          <div className="flex flex-col gap-1">
            <Label htmlFor={idOf('sameDice')} className="font-normal">
              Every table of a round rolls the same dice
            </Label>
            <p id={`${ids}-sameDice-hint`} className="text-xs text-muted-foreground">
              The server makes the round's seeds; the players' own seeds are not mixed in.
            </p>
          </div>
        </div>
      ) : null}
      <div className="flex flex-col gap-2">
        <Label htmlFor={idOf('startTime')}>Start time</Label>
        <Input
          id={idOf('startTime')}
          type="datetime-local"
          aria-invalid={errors.startTime ? true : undefined}
          aria-describedby={[`${ids}-startTime-hint`, errors.startTime ? errorId('startTime') : '']
            .filter(Boolean)
            .join(' ')}
          {...register('startTime')}
        />
        <p id={`${ids}-startTime-hint`} className="text-xs text-muted-foreground">
          In your time zone ({localZoneLabel()}). If fewer than the minimum players have registered when it starts, it
          is cancelled and every entry fee refunded.
        </p>
        <FieldError id={errorId('startTime')} message={errors.startTime?.message} />
      </div>
      {announce ? (
        <div className="flex flex-col gap-2">
          <Label htmlFor={idOf('registrationOpensAt')}>Registration opens (optional)</Label>
          <Input
            id={idOf('registrationOpensAt')}
            type="datetime-local"
            aria-invalid={errors.registrationOpensAt ? true : undefined}
            aria-describedby={[
              `${ids}-registrationOpensAt-hint`,
              errors.registrationOpensAt ? errorId('registrationOpensAt') : '',
            ]
              .filter(Boolean)
              .join(' ')}
            {...register('registrationOpensAt')}
          />
          <p id={`${ids}-registrationOpensAt-hint`} className="text-xs text-muted-foreground">
            Leave empty to open registration now. A later time shows the tournament as Upcoming until then.
          </p>
          <FieldError id={errorId('registrationOpensAt')} message={errors.registrationOpensAt?.message} />
        </div>
      ) : null}
      <DecisionActions busy={isSubmitting} label={submitLabel} pendingLabel={pendingLabel} />
    </form>
  );
}
