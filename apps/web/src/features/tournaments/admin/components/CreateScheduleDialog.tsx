import { zodResolver } from '@hookform/resolvers/zod';
import { TOURNAMENT_WEEKDAYS } from '@ludo/shared/tournaments/tournaments.schemas';
import { CalendarPlus } from 'lucide-react';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { DecisionActions, DecisionHeader } from '@/components/admin/decision-dialog';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useCreateSchedule } from '../api/schedules';
import { showSaveError } from '../lib/save-error';
import {
  EMPTY_SCHEDULE_FORM,
  nextStartText,
  SCHEDULE_FORM_FIELDS,
  type ScheduleBody,
  type ScheduleField,
  type ScheduleFormValues,
  scheduleFormSchema,
  timeOfDayText,
  weekdaysText,
} from '../lib/schedule-form';
import { PlayedField } from './PlayedField';
import { TournamentSettingsFields } from './TournamentSettingsFields';

const FAILED = 'Could not create the recurring tournament. Try again.';

/** The settings of a recurring tournament; the rules are the server's (tournamentScheduleBodySchema). */
function ScheduleForm({ onDone }: { onDone: () => void }) {
  const ids = useId();
  const create = useCreateSchedule();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ScheduleFormValues, unknown, ScheduleBody>({
    resolver: zodResolver(scheduleFormSchema),
    defaultValues: EMPTY_SCHEDULE_FORM,
  });

  const onSubmit = handleSubmit(async (body) => {
    try {
      const created = await create.mutateAsync(body);
      toast.success(`${created.title} scheduled`, {
        description: `${weekdaysText(created.weekdays)} at ${timeOfDayText(created.timeOfDay)}. Next start: ${nextStartText(created.nextStart)}.`,
      });
      onDone();
    } catch (error) {
      showSaveError(error, SCHEDULE_FORM_FIELDS, FAILED, setError);
    }
  });

  const idOf = (name: ScheduleField) => `${ids}-${name}`;
  const errorId = (name: ScheduleField) => `${ids}-${name}-error`;
  const invalid = (name: ScheduleField, hint?: string) => ({
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': [hint ?? '', errors[name] ? errorId(name) : ''].filter(Boolean).join(' ') || undefined,
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Create recurring tournament">
      <DecisionHeader
        title="Create recurring tournament"
        description="A tournament created again on the chosen days at the same India time, each one open for registration some hours before its start."
        error={errors.root?.server?.message}
      />
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
      <DecisionActions busy={isSubmitting} label="Create recurring tournament" pendingLabel="Creating..." />
    </form>
  );
}

/** "Create recurring tournament": a schedule the server turns into a tournament before each start. */
export function CreateScheduleDialog() {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <CalendarPlus aria-hidden="true" />
          Create recurring tournament
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        {open ? <ScheduleForm onDone={() => setOpen(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}
