import type { MatchDetail } from '@ludo/shared/matches/matches.schemas';
import { Copy, KeyRound, Lock } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { copyText } from '../lib/copy-text';

/** A room code with its copy button. */
export function RoomCodeValue({ code, compact = false }: { code: string; compact?: boolean }) {
  const copy = () =>
    copyText(code).then(
      () => toast.success('Room code copied'),
      () => toast.error('Could not copy the room code. Select it and copy it yourself.'),
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
        aria-label="Copy room code"
      >
        <Copy aria-hidden="true" />
      </Button>
    </div>
  );
}

/** The room code, shown only to the match's two players; everyone else sees its last two digits. */
export function RoomCodeCard({ match, appName }: { match: MatchDetail; appName: string }) {
  return (
    <section className="rounded-lg border bg-card p-4" aria-label="Room code" data-testid="room-code-card">
      <h3 className="mb-2 flex items-center gap-2 text-sm font-medium text-muted-foreground">
        <KeyRound className="size-4" aria-hidden="true" />
        Room code
      </h3>
      {match.roomCode ? (
        <>
          <RoomCodeValue code={match.roomCode} />
          <p className="mt-2 text-xs text-muted-foreground">
            Enter this code in the {appName} app to join the game room.
          </p>
        </>
      ) : (
        <>
          <p className="font-mono text-2xl font-semibold tracking-widest" data-testid="masked-room-code">
            {match.maskedRoomCode}
          </p>
          <p className="mt-2 flex items-center gap-1.5 text-xs text-muted-foreground">
            <Lock className="size-3.5 shrink-0" aria-hidden="true" />
            The room code is shown once the room owner accepts you.
          </p>
        </>
      )}
    </section>
  );
}
