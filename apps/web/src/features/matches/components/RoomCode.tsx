import { zodResolver } from '@hookform/resolvers/zod';
import type { MatchDetail, RoomSettings } from '@ludo/shared/matches/matches.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { CircleAlert, CircleCheck, Copy, DoorOpen, Hourglass, KeyRound, LoaderCircle, Lock, Timer } from 'lucide-react';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { PlayerName } from '@/components/player-name';
import { QueryError } from '@/components/query-error';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { fieldIssues, serverMessage } from '@/lib/api-error';
import { cn } from '@/lib/cn';
import { T, useT } from '@/lib/i18n/react';
import { useCheckIn } from '../api/check-in';
import { useRoomSettings } from '../api/get-room-settings';
import { usePostRoomCode } from '../api/post-room-code';
import { matchesKeys } from '../api/query-keys';
import { copyText } from '../lib/copy-text';
import {
  awaitingCheckIn,
  awaitingRoomCode,
  formatTimeLeft,
  hostOf,
  isDigitsOnlyPattern,
  isRoomCodeRefusal,
  type RoomCodeValues,
  roomCodeFormSchema,
  tournamentText,
} from '../lib/match-display';
import { useNow } from '../lib/use-now';
import { useIsHost, useViewer } from '../lib/use-viewer';

/** A room code with its copy button. */
export function RoomCodeValue({ code, compact = false }: { code: string; compact?: boolean }) {
  const t = useT();
  const copy = () =>
    copyText(code).then(
      () => toast.success(t('match.roomCode.copied')),
      () => toast.error(t('match.roomCode.copyFailed')),
    );
  return (
    <div className="flex min-w-0 items-center gap-2">
      <span
        className={cn(
          'min-w-0 truncate font-mono font-semibold tracking-widest select-all',
          compact ? 'text-base' : 'text-2xl',
        )}
        data-testid="room-code"
      >
        {code}
      </span>
      <Button
        variant="outline"
        size={compact ? 'sm' : 'icon'}
        className={compact ? 'px-2' : undefined}
        onClick={() => void copy()}
        aria-label={t('match.roomCode.copy')}
      >
        <Copy aria-hidden="true" />
      </Button>
    </div>
  );
}

/** How long the host has left to post the room code; once it is up, the match is asked for again. */
export function CodeDeadline({ matchId, deadline, host }: { matchId: string; deadline: string; host: boolean }) {
  const t = useT();
  const queryClient = useQueryClient();
  const now = useNow();
  const left = new Date(deadline).getTime() - now;
  const over = !(left > 0);
  useEffect(() => {
    if (!over) return;
    // The server decides the game when the time is up and says so (matchUpdated); asking once more
    // a little later shows the outcome even if that event was missed.
    const timer = setTimeout(() => void queryClient.invalidateQueries({ queryKey: matchesKeys.detail(matchId) }), 5000);
    return () => clearTimeout(timer);
  }, [over, matchId, queryClient]);
  return (
    <div className="flex flex-col gap-1 text-sm" data-testid="code-deadline">
      <p
        className={cn(
          'inline-flex items-center gap-1.5 font-medium tabular-nums',
          over ? 'text-destructive' : left < 60_000 ? 'text-warning' : 'text-foreground',
        )}
      >
        <Timer className="size-4 shrink-0" aria-hidden="true" />
        {over ? t('match.roomCode.timeUp') : t('match.roomCode.timeLeft', { time: formatTimeLeft(left) })}
      </p>
      <p className="text-xs text-muted-foreground">
        {tournamentText(t, over ? 'deadlinePassed' : host ? 'hostDeadline' : 'othersDeadline')}
      </p>
    </div>
  );
}

/** The host's form: the code of the room they created, checked like "Create New Match" checks it. */
export function HostRoomCodeForm({
  matchId,
  settings,
  disabled = false,
}: {
  matchId: string;
  settings: RoomSettings;
  disabled?: boolean;
}) {
  const t = useT();
  const ids = useId();
  const post = usePostRoomCode();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RoomCodeValues>({
    resolver: zodResolver(roomCodeFormSchema(t, settings)),
    defaultValues: { roomId: '' },
    mode: 'onTouched',
  });
  const busy = post.isPending;
  const roomIdError = `${ids}-room-error`;

  const onSubmit = handleSubmit(async ({ roomId }) => {
    try {
      const { message } = await post.mutateAsync({ matchId, roomId });
      toast.success(tournamentText(t, 'codePosted'), { description: message });
    } catch (error) {
      const message = serverMessage(error);
      const issue = fieldIssues(error).find((candidate) => candidate.path === 'roomId');
      if (issue) setError('roomId', { message: issue.message }, { shouldFocus: true });
      else if (message && isRoomCodeRefusal(error)) setError('roomId', { message }, { shouldFocus: true });
      else setError('root.server', { message: message ?? t('match.roomCode.postFailed') });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3" aria-label={t('match.roomCode.formLabel')}>
      {errors.root?.server ? (
        <Alert variant="destructive" data-testid="room-code-error">
          <CircleAlert aria-hidden="true" />
          <AlertDescription>
            <p>{errors.root.server.message}</p>
          </AlertDescription>
        </Alert>
      ) : null}
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${ids}-room`}>{t('match.roomCode.inputLabel', { appName: settings.appName })}</Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            id={`${ids}-room`}
            placeholder={t('match.roomCode.placeholder', { hint: settings.roomCodeHint })}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={64}
            inputMode={isDigitsOnlyPattern(settings.roomCodePattern) ? 'numeric' : 'text'}
            className="font-mono tracking-wider"
            disabled={disabled || busy}
            aria-invalid={errors.roomId ? true : undefined}
            aria-describedby={errors.roomId ? roomIdError : `${ids}-room-hint`}
            {...register('roomId')}
          />
          <Button type="submit" disabled={disabled || busy} className="sm:shrink-0">
            {busy ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
            {busy ? t('match.roomCode.posting') : t('match.roomCode.post')}
          </Button>
        </div>
        <FieldError id={roomIdError} message={errors.roomId?.message} />
        {errors.roomId ? null : (
          <p id={`${ids}-room-hint`} className="text-xs text-muted-foreground">
            {t('match.roomCode.hint', { appName: settings.appName, hint: settings.roomCodeHint })}
          </p>
        )}
      </div>
    </form>
  );
}

/** The host's form once the room settings (the code's pattern) are loaded. */
function HostRoomCode({ matchId, deadlineOver }: { matchId: string; deadlineOver: boolean }) {
  const t = useT();
  const settings = useRoomSettings();
  if (settings.data) return <HostRoomCodeForm matchId={matchId} settings={settings.data} disabled={deadlineOver} />;
  if (settings.isError) {
    return (
      <QueryError
        title={t('match.roomCode.settingsError')}
        error={settings.error}
        onRetry={() => void settings.refetch()}
      />
    );
  }
  return (
    <div className="flex flex-col gap-2" aria-busy="true">
      <Skeleton className="h-4 w-32" />
      <Skeleton className="h-10 w-full" />
    </div>
  );
}

/**
 * A tournament game before its room code is posted: its host creates the room in the app and
 * posts the code here; the other players wait for it. Both see the time the host has left.
 */
function AwaitingRoomCode({ match, appName }: { match: MatchDetail; appName: string }) {
  const t = useT();
  const ids = useId();
  const isHost = useIsHost(match);
  const host = hostOf(match);
  const now = useNow();
  const deadline = match.codeDeadlineAt ?? match.expiresAt;
  const over = !(new Date(deadline).getTime() - now > 0);
  return (
    <section
      className="flex flex-col gap-3 rounded-lg border bg-card p-4"
      aria-labelledby={`${ids}-title`}
      data-testid="room-code-card"
      data-state={isHost ? 'host-posts-code' : 'waiting-for-code'}
    >
      <h3 id={`${ids}-title`} className="flex items-start gap-2 font-semibold">
        {isHost ? (
          <>
            <KeyRound className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {tournamentText(t, 'hostPostsCode', { appName })}
          </>
        ) : (
          <>
            <Hourglass className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {host ? (
              <span>
                <T id="match.roomCode.waitingForPlayer" values={{ name: <PlayerName name={host.name} /> }} />
              </span>
            ) : (
              tournamentText(t, 'waitingForHost')
            )}
          </>
        )}
      </h3>
      {isHost ? (
        <p className="text-sm text-muted-foreground">
          {t('match.roomCode.hostInstructions', { count: match.players.length || 2, appName })}
        </p>
      ) : null}
      <CodeDeadline matchId={match.id} deadline={deadline} host={isHost} />
      {isHost ? <HostRoomCode matchId={match.id} deadlineOver={over} /> : null}
    </section>
  );
}

/**
 * A tournament game once its code is posted: who is in the room, the time left to say so, and the
 * viewer's "I'm in" while they have not (a player who does not, nor reports a result, forfeits).
 */
function CheckInPanel({ match }: { match: MatchDetail }) {
  const t = useT();
  const viewer = useViewer(match);
  const checkIn = useCheckIn();
  const now = useNow();
  const deadline = match.showDeadlineAt;
  if (!match.tournament || match.status !== 'active' || !match.roomCode || !deadline) return null;
  const mustCheckIn = awaitingCheckIn(match, viewer?.userId);
  const left = new Date(deadline).getTime() - now;
  const over = !(left > 0);
  const present = match.players.filter(
    (player) =>
      match.checkedInIds.includes(player.userId) || match.results.some((result) => result.userId === player.userId),
  );
  const onCheckIn = () =>
    checkIn.mutate(match.id, {
      onSuccess: () => toast.success(tournamentText(t, 'checkedIn')),
      onError: (error) => toast.error(serverMessage(error) ?? t('match.checkIn.failed')),
    });
  return (
    <div className="mt-3 flex flex-col gap-2 border-t pt-3 text-sm" data-testid="check-in">
      <p className="flex items-center gap-1.5 font-medium">
        <DoorOpen className="size-4 shrink-0" aria-hidden="true" />
        {t('match.checkIn.present', { present: present.length, total: match.players.length })}
      </p>
      <ul
        className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted-foreground"
        aria-label={t('match.checkIn.playersLabel')}
      >
        {match.players.map((player) => {
          const inRoom = present.some((p) => p.userId === player.userId);
          return (
            <li key={player.userId} className="inline-flex items-center gap-1" data-in-room={inRoom}>
              {inRoom ? (
                <CircleCheck className="size-3.5 text-success" aria-hidden="true" />
              ) : (
                <Hourglass className="size-3.5" aria-hidden="true" />
              )}
              <PlayerName name={player.name} />
              <span className="sr-only">{inRoom ? t('match.checkIn.isIn') : t('match.checkIn.notYet')}</span>
            </li>
          );
        })}
      </ul>
      <p
        className={cn(
          'inline-flex items-center gap-1.5 tabular-nums',
          over ? 'text-destructive' : left < 60_000 ? 'text-warning' : 'text-muted-foreground',
        )}
      >
        <Timer className="size-4 shrink-0" aria-hidden="true" />
        {over ? tournamentText(t, 'checkInOver') : t('match.checkIn.timeLeft', { time: formatTimeLeft(left) })}
      </p>
      {mustCheckIn && !over ? (
        <div className="flex flex-col gap-2 rounded-md bg-muted p-3">
          <p className="font-medium">{tournamentText(t, 'checkInTitle')}</p>
          <p className="text-xs text-muted-foreground">{tournamentText(t, 'checkInHint')}</p>
          <Button className="self-start" onClick={onCheckIn} disabled={checkIn.isPending}>
            {checkIn.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
            {checkIn.isPending ? t('match.checkIn.checking') : t('match.checkIn.button')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

/**
 * The room code, shown only to the match's players; everyone else sees its last two digits. A
 * tournament game whose host has not posted it yet shows the host's form, or the wait for it.
 */
export function RoomCodeCard({ match, appName }: { match: MatchDetail; appName: string }) {
  const t = useT();
  if (awaitingRoomCode(match)) return <AwaitingRoomCode match={match} appName={appName} />;
  return (
    <section
      className="rounded-lg border bg-card p-4"
      aria-label={t('match.roomCode.title')}
      data-testid="room-code-card"
    >
      <h3 className="mb-2 flex items-center gap-2 text-sm font-medium text-muted-foreground">
        <KeyRound className="size-4" aria-hidden="true" />
        {t('match.roomCode.title')}
      </h3>
      {match.roomCode ? (
        <>
          <RoomCodeValue code={match.roomCode} />
          <p className="mt-2 text-xs text-muted-foreground">{t('match.roomCode.enterHint', { appName })}</p>
          <CheckInPanel match={match} />
        </>
      ) : (
        <>
          <p className="font-mono text-2xl font-semibold tracking-widest" data-testid="masked-room-code">
            {match.maskedRoomCode ?? '—'}
          </p>
          <p className="mt-2 flex items-center gap-1.5 text-xs text-muted-foreground">
            <Lock className="size-3.5 shrink-0" aria-hidden="true" />
            {match.tournament ? t('match.roomCode.shownToPlayers') : t('match.roomCode.shownOnAccept')}
          </p>
        </>
      )}
    </section>
  );
}
