import { zodResolver } from '@hookform/resolvers/zod';
import { TOURNAMENT_PLATFORM_FEE_PERCENT } from '@ludo/shared/limits';
import { formatRupees } from '@ludo/shared/money';
import {
  type CreatePrivateTournamentBody,
  PRIVATE_TOURNAMENT_FEES,
  PRIVATE_TOURNAMENT_SIZES,
  PRIVATE_TOURNAMENTS_OPEN_PER_PLAYER,
  type PrivateTournamentResponse,
  TOURNAMENT_FORMATS,
} from '@ludo/shared/tournaments/tournaments.schemas';
import { ArrowRight, LoaderCircle, Lock } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { paths } from '@/config/paths';
import { fieldIssues } from '@/lib/api-error';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/react';
import { useCreatePrivateTournament } from '../api/private-tournaments';
import { localZoneLabel } from '../lib/local-date-time';
import {
  defaultPrivateTournamentForm,
  fullFieldPrizePool,
  PRIVATE_TOURNAMENT_FIELDS,
  type PrivateTournamentField,
  type PrivateTournamentFormValues,
  privateTournamentFormSchema,
} from '../lib/private-tournament';
import { FORMAT_LABEL, startTimeText } from '../lib/tournament-labels';
import { InvitePanel } from './InvitePanel';
import { RegistrationErrorAlert } from './RegistrationErrorAlert';

const CHOICE = cn(
  'flex min-h-11 cursor-pointer items-center justify-center rounded-md border border-input px-1 py-2 text-sm tabular-nums',
  'has-checked:border-primary has-checked:bg-primary/10 has-checked:font-semibold',
  'has-focus-visible:ring-2 has-focus-visible:ring-ring has-focus-visible:ring-offset-2 has-focus-visible:ring-offset-background',
);

/** One choice of a row of radio buttons styled as tiles (entry fee, players). */
function Choices<T extends number>({
  name,
  legend,
  choices,
  value,
  onChange,
  onBlur,
  label,
  error,
  errorId,
}: {
  name: string;
  legend: string;
  choices: readonly T[];
  value: number;
  onChange: (value: T) => void;
  onBlur: () => void;
  label: (value: T) => ReactNode;
  error: string | undefined;
  errorId: string;
}) {
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <div className="grid grid-cols-4 gap-2">
        {choices.map((choice) => (
          <label key={choice} className={CHOICE}>
            <input
              type="radio"
              name={name}
              value={choice}
              checked={value === choice}
              onChange={() => onChange(choice)}
              onBlur={onBlur}
              className="sr-only"
            />
            {label(choice)}
          </label>
        ))}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}

function PrivateTournamentForm({ onCreated }: { onCreated: (created: PrivateTournamentResponse) => void }) {
  const t = useT();
  const ids = useId();
  const create = useCreatePrivateTournament();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PrivateTournamentFormValues, unknown, CreatePrivateTournamentBody>({
    resolver: zodResolver(privateTournamentFormSchema),
    // Worked out when the dialog opens, so the suggested start is an hour from now.
    defaultValues: defaultPrivateTournamentForm(),
  });
  const entryFee = useWatch({ control, name: 'entryFee' });
  const maxPlayers = useWatch({ control, name: 'maxPlayers' });
  const busy = isSubmitting || create.isPending;

  const onSubmit = handleSubmit(async (body) => {
    try {
      const created = await create.mutateAsync(body);
      toast.success(t('privateTournament.toast.created', { title: created.title }), {
        description: t('privateTournament.toast.created.description', { fee: formatRupees(created.entryFee) }),
      });
      onCreated(created);
    } catch (error) {
      // A 400 that names fields shows under them; anything else (money, the limit) above the form.
      const issues = fieldIssues(error).filter((issue) =>
        (PRIVATE_TOURNAMENT_FIELDS as readonly string[]).includes(issue.path),
      );
      for (const issue of issues) setError(issue.path as PrivateTournamentField, { message: issue.message });
    }
  });

  const errorId = (name: PrivateTournamentField) => `${ids}-${name}-error`;
  const invalid = (name: PrivateTournamentField) => ({
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? errorId(name) : undefined,
  });
  const showServerError = create.isError && fieldIssues(create.error).length === 0;

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-5"
      aria-label={t('privateTournament.create.title')}
    >
      <DialogHeader>
        <DialogTitle>{t('privateTournament.create.title')}</DialogTitle>
        <DialogDescription>{t('privateTournament.create.description')}</DialogDescription>
      </DialogHeader>

      {showServerError ? (
        <RegistrationErrorAlert
          error={create.error}
          title={t('privateTournament.create.failed')}
          fallback={t('privateTournament.connectionHint')}
        />
      ) : null}

      <div className="flex flex-col gap-2">
        <Label htmlFor={`${ids}-title`}>{t('privateTournament.create.titleLabel')}</Label>
        <Input
          id={`${ids}-title`}
          autoComplete="off"
          maxLength={80}
          placeholder={t('privateTournament.create.titlePlaceholder')}
          {...invalid('title')}
          {...register('title')}
        />
        <FieldError id={errorId('title')} message={errors.title?.message} />
      </div>

      <div className="flex flex-col gap-2">
        <Label htmlFor={`${ids}-format`}>{t('privateTournament.create.format')}</Label>
        <NativeSelect id={`${ids}-format`} {...invalid('format')} {...register('format')}>
          {TOURNAMENT_FORMATS.map((format) => (
            <option key={format} value={format}>
              {t(FORMAT_LABEL[format])}
            </option>
          ))}
        </NativeSelect>
        <FieldError id={errorId('format')} message={errors.format?.message} />
      </div>

      <div className="flex flex-col gap-2">
        <Label htmlFor={`${ids}-played`}>{t('privateTournament.create.played')}</Label>
        <NativeSelect id={`${ids}-played`} {...invalid('played')} {...register('played')}>
          <option value="classic">{t('privateTournament.create.played.classic')}</option>
          <option value="quick">{t('privateTournament.create.played.quick')}</option>
          <option value="external">{t('privateTournament.create.played.external')}</option>
        </NativeSelect>
        <FieldError id={errorId('played')} message={errors.played?.message} />
      </div>

      <Controller
        control={control}
        name="entryFee"
        render={({ field }) => (
          <Choices
            name={field.name}
            legend={t('privateTournament.create.entryFee')}
            choices={PRIVATE_TOURNAMENT_FEES}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            label={formatRupees}
            error={errors.entryFee?.message}
            errorId={errorId('entryFee')}
          />
        )}
      />

      <Controller
        control={control}
        name="maxPlayers"
        render={({ field }) => (
          <Choices
            name={field.name}
            legend={t('privateTournament.create.players')}
            choices={PRIVATE_TOURNAMENT_SIZES}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            label={String}
            error={errors.maxPlayers?.message}
            errorId={errorId('maxPlayers')}
          />
        )}
      />

      <div className="flex flex-col gap-2">
        <Label htmlFor={`${ids}-start`}>{t('privateTournament.create.startTime')}</Label>
        <Input
          id={`${ids}-start`}
          type="datetime-local"
          aria-invalid={errors.startTime ? true : undefined}
          aria-describedby={[`${ids}-start-hint`, errors.startTime ? errorId('startTime') : '']
            .filter(Boolean)
            .join(' ')}
          {...register('startTime')}
        />
        <p id={`${ids}-start-hint`} className="text-xs text-muted-foreground">
          {t('privateTournament.create.startHint', { zone: localZoneLabel() })}
        </p>
        <FieldError id={errorId('startTime')} message={errors.startTime?.message} />
      </div>

      <dl className="grid grid-cols-2 gap-2 rounded-md bg-muted/60 p-3 text-center text-sm">
        <div>
          <dt className="text-xs text-muted-foreground">{t('privateTournament.create.youPay')}</dt>
          <dd className="font-semibold tabular-nums">{formatRupees(entryFee)}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">{t('privateTournament.create.fullPool')}</dt>
          <dd className="font-semibold tabular-nums" data-testid="private-prize-pool">
            {formatRupees(fullFieldPrizePool(entryFee, maxPlayers))}
          </dd>
        </div>
      </dl>
      <p className="-mt-3 text-xs text-muted-foreground">
        {t('privateTournament.create.poolNote', {
          percent: TOURNAMENT_PLATFORM_FEE_PERCENT,
          count: PRIVATE_TOURNAMENTS_OPEN_PER_PLAYER,
        })}
      </p>

      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={busy}>
            {t('privateTournament.create.cancel')}
          </Button>
        </DialogClose>
        <Button type="submit" disabled={busy} data-testid="create-private-submit">
          {busy ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
          {busy
            ? t('privateTournament.create.creating')
            : t('privateTournament.create.submit', { fee: formatRupees(entryFee) })}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** After creating: the invite to send, and the way to the tournament's page. */
function Created({ tournament }: { tournament: PrivateTournamentResponse }) {
  const t = useT();
  const start = startTimeText(tournament.startTime);
  return (
    <div className="flex flex-col gap-5" data-testid="private-created">
      <DialogHeader>
        <DialogTitle>{t('privateTournament.invite.title')}</DialogTitle>
        <DialogDescription>
          {start
            ? t('privateTournament.created.textWithStart', { title: tournament.title, start: start.full })
            : t('privateTournament.created.text', { title: tournament.title })}
        </DialogDescription>
      </DialogHeader>
      <InvitePanel tournamentId={tournament.id} title={tournament.title} inviteCode={tournament.inviteCode} />
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">{t('privateTournament.created.done')}</Button>
        </DialogClose>
        <Button asChild>
          <Link to={paths.user.joinTournament(tournament.id)}>
            {t('privateTournament.created.open')}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </DialogFooter>
    </div>
  );
}

/**
 * "Create private tournament": the settings (title, format, an entry fee and a field size from the
 * product's tiers, a start time), then the invite code and link to send to friends.
 */
export function CreatePrivateTournamentDialog() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [created, setCreated] = useState<PrivateTournamentResponse | null>(null);

  const onOpenChange = (next: boolean) => {
    // A fresh form each time it opens (with a fresh suggested start).
    if (next) setCreated(null);
    setOpen(next);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button data-testid="create-private-tournament">
          <Lock aria-hidden="true" />
          {t('privateTournament.create.button')}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        {!open ? null : created ? <Created tournament={created} /> : <PrivateTournamentForm onCreated={setCreated} />}
      </DialogContent>
    </Dialog>
  );
}
