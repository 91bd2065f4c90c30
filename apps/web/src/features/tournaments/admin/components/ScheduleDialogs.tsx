import { zodResolver } from '@hookform/resolvers/zod';
import { TOURNAMENT_WEEKDAYS, type TournamentSchedule } from '@ludo/shared/tournaments/tournaments.schemas';
import { CalendarPlus, Pencil } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { DecisionActions, DecisionHeader } from '@/components/admin/decision-dialog';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useCreateSchedule, useUpdateSchedule } from '../api/schedules';
import { showSaveError } from '../lib/save-error';
import {
  EMPTY_SCHEDULE_FORM,
  nextStartText,
  SCHEDULE_FORM_FIELDS,
  type ScheduleBody,
  type ScheduleField,
  type ScheduleFormValues,
  scheduleFormSchema,
  scheduleFormValuesOf,
  timeOfDayText,
  weekdaysText,
} from '../lib/schedule-form';
import { PlayedField } from './PlayedField';
import { TournamentSettingsFields } from './TournamentSettingsFields';

/** What the form says when it creates a schedule, and when it changes one. */
const WORDS = {
  create: {
    title: 'Create recurring tournament',
    description:
      'A tournament created again on the chosen days at the same India time, each one open for registration some hours before its start.',
    submit: 'Create recurring tournament',
    pending: 'Creating...',
    done: (title: string) => `${title} scheduled`,
    failed: 'Could not create the recurring tournament. Try again.',
  },
  edit: {
    title: 'Edit recurring tournament',
    description:
      'The tournaments it has created already keep their settings; the ones it creates from now on take these.',
    submit: 'Save changes',
    pending: 'Saving...',
    done: (title: string) => `${title} saved`,
    failed: 'Could not save the recurring tournament. Try again.',
  },
} as const;

/**
 * The settings of a recurring tournament, new or as `schedule` has them; the rules are the
 * server's (tournamentScheduleBodySchema).
 */
function ScheduleForm({ schedule, onDone }: { schedule?: TournamentSchedule; onDone: () => void }) {
  const ids = useId();
  const create = useCreateSchedule();
  const update = useUpdateSchedule();
  const words = schedule ? WORDS.edit : WORDS.create;
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ScheduleFormValues, unknown, ScheduleBody>({
    resolver: zodResolver(scheduleFormSchema),
    defaultValues: schedule ? scheduleFormValuesOf(schedule) : EMPTY_SCHEDULE_FORM,
  });

  const onSubmit = handleSubmit(async (body) => {
    try {
      const saved = schedule ? await update.mutateAsync({ id: schedule.id, body }) : await create.mutateAsync(body);
      toast.success(words.done(saved.title), {
        description: saved.active
          ? `${weekdaysText(saved.weekdays)} at ${timeOfDayText(saved.timeOfDay)}. Next start: ${nextStartText(saved.nextStart)}.`
          : 'Paused: no new tournaments are created from it until it is resumed.',
      });
      onDone();
    } catch (error) {
      showSaveError(error, SCHEDULE_FORM_FIELDS, words.failed, setError);
    }
  });

  const idOf = (name: ScheduleField) => `${ids}-${name}`;
  const errorId = (name: ScheduleField) => `${ids}-${name}-error`;
  const invalid = (name: ScheduleField, hint?: string) => ({
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': [hint ?? '', errors[name] ? errorId(name) : ''].filter(Boolean).join(' ') || undefined,
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label={words.title}>
      <DecisionHeader title={words.title} description={words.description} error={errors.root?.server?.message} />
      <TournamentSettingsFields
        input={(name) => ({ id: idOf(name), ...invalid(name), ...register(name) })}
        errors={errors}
        errorId={errorId}
        titlePlaceholder="e.g. Daily Dash"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-2">
          <Label htmlFor={idOf('timeOfDay')}>Start time (India time)</Label>
          <Input
            id={idOf('timeOfDay')}
            type="time"
            placeholder="21:00"
            {...invalid('timeOfDay', `${ids}-time-hint`)}
            {...register('timeOfDay')}
          />
          <p id={`${ids}-time-hint`} className="text-xs text-muted-foreground">
            24-hour, IST: e.g. 21:00 for 9 pm.
          </p>
          <FieldError id={errorId('timeOfDay')} message={errors.timeOfDay?.message} />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={idOf('opensHoursBefore')}>Registration opens (hours before)</Label>
          <Input
            id={idOf('opensHoursBefore')}
            type="number"
            inputMode="numeric"
            min={1}
            max={168}
            step={1}
            autoComplete="off"
            {...invalid('opensHoursBefore', `${ids}-opens-hint`)}
            {...register('opensHoursBefore')}
          />
          <p id={`${ids}-opens-hint`} className="text-xs text-muted-foreground">
            From 1 to 168 (a week).
          </p>
          <FieldError id={errorId('opensHoursBefore')} message={errors.opensHoursBefore?.message} />
        </div>
      </div>
      <PlayedField id={idOf('played')} field={register('played')} />
      <Controller
        control={control}
        name="weekdays"
        render={({ field }) => (
          <fieldset
            className="flex flex-col gap-2"
            aria-describedby={errors.weekdays ? errorId('weekdays') : undefined}
            aria-invalid={errors.weekdays ? true : undefined}
          >
            <legend className="mb-2 text-sm font-medium">Days (India time)</legend>
            <div className="grid grid-cols-4 gap-2 sm:grid-cols-7">
              {TOURNAMENT_WEEKDAYS.map((name, day) => {
                const checked = field.value.includes(day);
                const id = `${ids}-day-${day}`;
                return (
                  <div key={name} className="flex items-center gap-2">
                    <Checkbox
                      id={id}
                      checked={checked}
                      onBlur={field.onBlur}
                      onCheckedChange={(next) =>
                        field.onChange(
                          next === true ? [...field.value, day] : field.value.filter((value) => value !== day),
                        )
                      }
                    />
                    <Label htmlFor={id} className="font-normal">
                      {name}
                    </Label>
                  </div>
                );
              })}
            </div>
            <FieldError id={errorId('weekdays')} message={errors.weekdays?.message} />
          </fieldset>
        )}
      />
      <DecisionActions busy={isSubmitting} label={words.submit} pendingLabel={words.pending} />
    </form>
  );
}

/** The form in a dialog opened by `trigger`; the form is made afresh each time it opens. */
function ScheduleDialog({ schedule, trigger }: { schedule?: TournamentSchedule; trigger: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        {open ? <ScheduleForm schedule={schedule} onDone={() => setOpen(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

/** "Edit": a schedule's settings changed, for the tournaments it creates from now on. */
export function EditScheduleDialog({ schedule }: { schedule: TournamentSchedule }) {
  return (
    <ScheduleDialog
      schedule={schedule}
      trigger={
        <Button variant="outline" size="sm" aria-label={`Edit ${schedule.title}`}>
          <Pencil aria-hidden="true" />
          Edit
        </Button>
      }
    />
  );
}

/** "Create recurring tournament": a schedule the server turns into a tournament before each start. */
export function CreateScheduleDialog() {
  return (
    <ScheduleDialog
      trigger={
        <Button variant="outline">
          <CalendarPlus aria-hidden="true" />
          Create recurring tournament
        </Button>
      }
    />
  );
}
