import type { AdminTournamentDetail } from '@ludo/shared/tournaments/tournaments.schemas';
import { PlayerName } from '@/components/player-name';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import type { DisqualifyTarget } from './DisqualifyDialog';

/** The players holding a seat: by seed once started (registration order before), with "Disqualify" while it runs. */
export function TournamentFieldTable({
  field,
  canDisqualify,
  onDisqualify,
}: {
  field: AdminTournamentDetail['field'];
  canDisqualify: boolean;
  onDisqualify: (player: DisqualifyTarget) => void;
}) {
  if (field.length === 0) {
    return <p className="text-sm text-muted-foreground">Nobody has registered yet.</p>;
  }
  return (
    <Table aria-label="Field">
      <TableHeader>
        <TableRow>
          <TableHead className="w-16">Seed</TableHead>
          <TableHead>Player</TableHead>
          {/* The action shares the status's cell: a phone's width fits three columns. */}
          <TableHead>{canDisqualify ? 'Status and action' : 'Status'}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {field.map((player) => (
          <TableRow key={player.userId}>
            <TableCell className="tabular-nums">{player.seed ?? '—'}</TableCell>
            <TableCell>
              <PlayerName name={player.name} className="font-medium break-words" />
            </TableCell>
            <TableCell>
              <div className="flex flex-wrap items-center justify-between gap-2">
                {player.status === 'disqualified' ? (
                  <Badge variant="destructive">Disqualified</Badge>
                ) : (
                  <Badge variant="secondary">Registered</Badge>
                )}
                {canDisqualify && player.status === 'registered' ? (
                  <Button
                    size="sm"
                    variant="destructive"
                    aria-label={`Disqualify ${player.name}`}
                    onClick={() => onDisqualify(player)}
                  >
                    Disqualify
                  </Button>
                ) : null}
              </div>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
