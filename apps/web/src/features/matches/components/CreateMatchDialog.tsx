import { zodResolver } from '@hookform/resolvers/zod';
import { GAME_VARIANTS } from '@ludo/shared/game/rules';
import { ROOM_DURATION_MINUTES } from '@ludo/shared/limits';
import { MATCH_MODES, type RoomSettings } from '@ludo/shared/matches/matches.schemas';
import { byMoneyMode, formatRupees } from '@ludo/shared/money';
import { CircleAlert, LoaderCircle, Plus } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { z } from 'zod';
import { QueryError } from '@/components/query-error';
import { Alert, AlertDescription } from '@/components/ui/alert';
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
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useProfile } from '@/features/users/api/get-profile';
import { fieldIssues, hasErrorCode, serverMessage } from '@/lib/api-error';
import { cn } from '@/lib/cn';
import { T, type Translate, useT } from '@/lib/i18n/react';
import { useSocket } from '@/lib/socket';
import { useCreateRoom } from '../api/create-room';
import { useRoomSettings } from '../api/get-room-settings';
import {
  createMatchFormSchema,
  isDigitsOnlyPattern,
  isRoomCodeRefusal,
  MATCH_TEXT,
  prizeForStake,
} from '../lib/match-display';

/**
 * The form: where the match is played and, here, which game; the external app's room code is
 * asked, and checked as before, only when the match is played there.
 */
function createFormSchema(t: Translate, settings: RoomSettings) {
  const external = createMatchFormSchema(t, settings);
  return z
    .object({
      mode: z.enum(MATCH_MODES),
      variant: z.enum(GAME_VARIANTS),
      table: z.enum(TABLES),
      roomId: z.string(),
      stake: external.shape.stake,
    })
    .superRefine((values, context) => {
      if (values.mode !== 'external') return;
      const code = external.shape.roomId.safeParse(values.roomId);
      if (code.success) return;
      for (const issue of code.error.issues)
        context.addIssue({ code: 'custom', path: ['roomId'], message: issue.message });
    });
}
type CreateFormValues = z.infer<ReturnType<typeof createFormSchema>>;

/**
 * Who sits at the table of a match played here: 1v1, three or four each for themselves, or four
 * as two teams (docs/decisions/0023-rooms-for-more-than-two-players.md).
 */
const TABLES = ['duel', 'three', 'four', 'teams'] as const;
type Table = (typeof TABLES)[number];
const TABLE_SEATS: Record<Table, { players: 2 | 3 | 4; teams: boolean }> = {
  duel: { players: 2, teams: false },
  three: { players: 3, teams: false },
  four: { players: 4, teams: false },
  teams: { players: 4, teams: true },
};
const TABLE_TEXT = {
  duel: 'rooms.create.table.duel',
  three: 'rooms.create.table.three',
  four: 'rooms.create.table.four',
  teams: 'rooms.create.table.teams',
} as const;
const MODE_TEXT = { platform: 'rooms.create.mode.platform', external: 'rooms.create.mode.external' } as const;
const VARIANT_TEXT = { classic: 'rooms.create.variant.classic', quick: 'rooms.create.variant.quick' } as const;

/** A row of radio choices drawn as buttons, like the stakes. */
function ChoiceGroup<V extends string>({
  legend,
  name,
  choices,
  value,
  onChange,
  label,
}: {
  legend: string;
  name: string;
  choices: readonly V[];
  value: V;
  onChange: (value: V) => void;
  label: (value: V) => string;
}) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <div className="grid grid-cols-2 gap-2">
        {choices.map((choice) => (
          <label
            key={choice}
            className={cn(
              'flex min-h-11 cursor-pointer items-center justify-center rounded-md border border-input px-2 py-2 text-center text-sm',
              'has-checked:border-primary has-checked:bg-primary/10 has-checked:font-semibold',
              'has-focus-visible:ring-2 has-focus-visible:ring-ring has-focus-visible:ring-offset-2 has-focus-visible:ring-offset-background',
            )}
          >
            <input
              type="radio"
              name={name}
              value={choice}
              checked={value === choice}
              onChange={() => onChange(choice)}
              className="sr-only"
              data-testid={`create-${name}-${choice}`}
            />
            {label(choice)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function CreateMatchForm({ settings, onDone }: { settings: RoomSettings; onDone: () => void }) {
  const t = useT();
  const ids = useId();
  const navigate = useNavigate();
  const socket = useSocket();
  const create = useCreateRoom();
  const profile = useProfile();
  const [lowFunds, setLowFunds] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    setError,
    trigger,
    formState: { errors },
  } = useForm<CreateFormValues>({
    resolver: zodResolver(useMemo(() => createFormSchema(t, settings), [t, settings])),
    // Playing here is the default: no other app, no code to copy.
    defaultValues: { mode: 'platform', variant: 'classic', table: 'duel', roomId: '', stake: settings.defaultStake },
    mode: 'onTouched',
  });
  const mode = useWatch({ control, name: 'mode' });
  const external = mode === 'external';
  const roomId = useWatch({ control, name: 'roomId' });
  const stake = useWatch({ control, name: 'stake' });
  const table = useWatch({ control, name: 'table' });
  // A room by room code is always 1v1.
  const seats = external ? 2 : TABLE_SEATS[table].players;
  const { prize, fee } = prizeForStake(Number.isFinite(stake) ? stake : 0, settings.platformFeePercent, seats);
  const busy = create.isPending;
  const canSubmit = (!external || roomId.trim() !== '') && Number.isFinite(stake) && !busy;
  const balance = profile.data?.balance;
  const roomIdError = `${ids}-room-error`;

  const onSubmit = handleSubmit(async (values) => {
    setLowFunds(false);
    try {
      const created = await create.mutateAsync(
        values.mode === 'external'
          ? {
              mode: 'external',
              roomId: values.roomId.trim(),
              stake: values.stake,
              durationMinutes: ROOM_DURATION_MINUTES,
            }
          : {
              mode: 'platform',
              variant: values.variant,
              ...TABLE_SEATS[values.table],
              stake: values.stake,
              durationMinutes: ROOM_DURATION_MINUTES,
            },
      );
      const message =
        values.mode === 'external'
          ? t(MATCH_TEXT.roomCreated, { roomId: created.roomId })
          : TABLE_SEATS[values.table].players > 2
            ? t('rooms.create.created.seats', { count: TABLE_SEATS[values.table].players - 1 })
            : t('rooms.create.created.platform');
      toast.success(message, {
        action: {
          label: t('match.details.openRoom'),
          onClick: () => navigate(paths.user.joinTournament(created.matchId)),
        },
      });
      // docs/product-rules.md, Calls: the creator's client joins the room's realtime channel.
      socket?.emit('joinRoom', created.roomId);
      onDone();
    } catch (error) {
      const message = serverMessage(error);
      toast.error(message ?? t(MATCH_TEXT.roomCreationFailed));
      const issues = fieldIssues(error).filter((issue) => issue.path === 'roomId' || issue.path === 'stake');
      if (message && isRoomCodeRefusal(error)) {
        setError('roomId', { message }, { shouldFocus: true });
      } else if (issues.length > 0) {
        for (const issue of issues) setError(issue.path as 'roomId' | 'stake', { message: issue.message });
      } else {
        setError('root.server', { message: message ?? t(MATCH_TEXT.roomCreationFailed) });
      }
      setLowFunds(hasErrorCode(error, 'INSUFFICIENT_FUNDS'));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-label={t('rooms.create.title')}>
      <DialogHeader>
        <DialogTitle>{t('rooms.create.title')}</DialogTitle>
        <DialogDescription>
          {external
            ? t('rooms.create.description', { appName: settings.appName })
            : t('rooms.create.description.platform')}
        </DialogDescription>
      </DialogHeader>

      {errors.root?.server ? (
        <Alert variant="destructive" data-testid="create-match-error">
          <CircleAlert aria-hidden="true" />
          <AlertDescription>
            <p>{errors.root.server.message}</p>
            {lowFunds ? (
              <Button asChild variant="outline" size="sm" className="mt-3 text-foreground">
                <Link to={paths.user.wallet}>
                  {byMoneyMode({ real: t('rooms.create.addMoney'), play: t('rooms.create.addMoney.play') })}
                </Link>
              </Button>
            ) : null}
          </AlertDescription>
        </Alert>
      ) : null}

      <Controller
        control={control}
        name="mode"
        render={({ field }) => (
          <ChoiceGroup
            legend={t('rooms.create.mode.legend')}
            name="mode"
            choices={MATCH_MODES}
            value={field.value}
            onChange={field.onChange}
            label={(choice) => t(MODE_TEXT[choice])}
          />
        )}
      />

      {external ? null : (
        <Controller
          control={control}
          name="variant"
          render={({ field }) => (
            <ChoiceGroup
              legend={t('rooms.create.variant.legend')}
              name="variant"
              choices={GAME_VARIANTS}
              value={field.value}
              onChange={field.onChange}
              label={(choice) => t(VARIANT_TEXT[choice])}
            />
          )}
        />
      )}

      {external ? null : (
        <Controller
          control={control}
          name="table"
          render={({ field }) => (
            <ChoiceGroup
              legend={t('rooms.create.table.legend')}
              name="table"
              choices={TABLES}
              value={field.value}
              onChange={field.onChange}
              label={(choice) => t(TABLE_TEXT[choice])}
            />
          )}
        />
      )}

      <div className={cn('flex flex-col gap-2', !external && 'hidden')}>
        <Label htmlFor={`${ids}-room`}>{t('match.roomCode.inputLabel', { appName: settings.appName })}</Label>
        <Input
          id={`${ids}-room`}
          placeholder={t('match.roomCode.placeholder', { hint: settings.roomCodeHint })}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={64}
          inputMode={isDigitsOnlyPattern(settings.roomCodePattern) ? 'numeric' : 'text'}
          className="font-mono tracking-wider"
          aria-invalid={errors.roomId ? true : undefined}
          aria-describedby={errors.roomId ? roomIdError : `${ids}-room-hint`}
          {...register('roomId', {
            // Emptying the field says at once what it needs (the button is disabled meanwhile).
            onChange: (event: { target: { value: string } }) => {
              if (event.target.value.trim() === '') void trigger('roomId');
            },
          })}
        />
        <FieldError id={roomIdError} message={errors.roomId?.message} />
        {errors.roomId ? null : (
          <p id={`${ids}-room-hint`} className="text-xs text-muted-foreground">
            {t('match.roomCode.hint', { appName: settings.appName, hint: settings.roomCodeHint })}
          </p>
        )}
      </div>

      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium">{t('match.info.entryFee')}</legend>
        <Controller
          control={control}
          name="stake"
          render={({ field }) => (
            <div className="grid grid-cols-4 gap-2">
              {settings.stakes.map((choice) => (
                <label
                  key={choice}
                  className={cn(
                    'flex min-h-11 cursor-pointer items-center justify-center rounded-md border border-input px-1 py-2 text-sm tabular-nums',
                    'has-checked:border-primary has-checked:bg-primary/10 has-checked:font-semibold',
                    'has-focus-visible:ring-2 has-focus-visible:ring-ring has-focus-visible:ring-offset-2 has-focus-visible:ring-offset-background',
                  )}
                >
                  <input
                    type="radio"
                    name={field.name}
                    value={choice}
                    checked={field.value === choice}
                    onChange={() => field.onChange(choice)}
                    onBlur={field.onBlur}
                    className="sr-only"
                  />
                  {formatRupees(choice)}
                </label>
              ))}
            </div>
          )}
        />
        <FieldError id={`${ids}-stake-error`} message={errors.stake?.message} />
      </fieldset>

      <dl
        className="grid grid-cols-3 gap-2 rounded-md bg-muted/60 p-3 text-center text-sm"
        data-testid="create-summary"
      >
        <div>
          <dt className="text-xs text-muted-foreground">{t('match.info.prizePool')}</dt>
          <dd className="font-semibold tabular-nums" data-testid="create-prize-pool">
            {formatRupees(prize)}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">{t('match.info.platformFee')}</dt>
          <dd className="font-semibold tabular-nums">{formatRupees(fee)}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">{t('match.info.duration')}</dt>
          <dd className="font-semibold">{t('match.info.durationValue', { minutes: ROOM_DURATION_MINUTES })}</dd>
        </div>
      </dl>

      {balance !== undefined ? (
        <p className={cn('text-sm', balance < stake ? 'text-destructive' : 'text-muted-foreground')}>
          <T
            id={
              balance < stake
                ? byMoneyMode({ real: 'rooms.create.balanceLow', play: 'rooms.create.balanceLow.play' })
                : 'rooms.create.balance'
            }
            values={{ balance: formatRupees(balance) }}
            components={{
              0: <span className="font-medium tabular-nums" />,
              1: <Link to={paths.user.wallet} className="font-medium underline underline-offset-2" />,
            }}
          />
        </p>
      ) : null}

      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={busy}>
            {t('rooms.create.cancel')}
          </Button>
        </DialogClose>
        <Button type="submit" disabled={!canSubmit}>
          {busy ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
          {busy ? t('rooms.create.creating') : t('rooms.create.submit')}
        </Button>
      </DialogFooter>
    </form>
  );
}

/**
 * "Create New Match": played here (classic or quick; 1v1, three, four or two teams) or in the external
 * app by its room code (1v1), and a stake; the room waits 10 minutes for its players.
 */
export function CreateMatchDialog() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const settings = useRoomSettings();

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button className="w-full sm:w-auto">
          <Plus aria-hidden="true" />
          {t('rooms.create.button')}
        </Button>
      </DialogTrigger>
      <DialogContent>
        {settings.data ? (
          <CreateMatchForm settings={settings.data} onDone={() => setOpen(false)} />
        ) : settings.isError ? (
          <>
            <DialogHeader>
              <DialogTitle>{t('rooms.create.title')}</DialogTitle>
              <DialogDescription>{t('rooms.create.settingsError.text')}</DialogDescription>
            </DialogHeader>
            <QueryError
              title={t('rooms.create.settingsError')}
              error={settings.error}
              onRetry={() => void settings.refetch()}
            />
          </>
        ) : (
          <div className="flex flex-col gap-4" aria-busy="true">
            <DialogHeader>
              <DialogTitle>{t('rooms.create.title')}</DialogTitle>
              <DialogDescription>{t('rooms.create.settingsLoading')}</DialogDescription>
            </DialogHeader>
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-11 w-full" />
            <Skeleton className="h-16 w-full" />
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
