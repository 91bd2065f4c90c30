import { Link, useParams } from 'react-router';
import { NotAvailable } from '@/components/not-available';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

/**
 * Player pages whose features arrive later. Each says plainly what will be here, with no sample
 * data: invented balances, rooms or results would mislead someone playing for real money.
 */
function Unavailable({ title, description, back }: { title: string; description: string; back?: boolean }) {
  return (
    <div className="mx-auto max-w-3xl">
      <NotAvailable as="h1" title={title} description={description}>
        <p className="w-full text-sm text-muted-foreground">This page is not available yet.</p>
        {back ? (
          <Button asChild variant="outline">
            <Link to={paths.user.dashboard}>Back to Dashboard</Link>
          </Button>
        ) : null}
      </NotAvailable>
    </div>
  );
}

export function TournamentsUnavailable() {
  return (
    <Unavailable
      title="Ludo Tournaments"
      description="Open rooms and tournaments will be listed here, and you will be able to create a match or ask to join one."
      back
    />
  );
}

export function MatchJoinUnavailable() {
  const { id } = useParams();
  return (
    <div className="mx-auto max-w-3xl">
      <NotAvailable
        as="h1"
        title="Match not available yet"
        description={`Joining ${id ? `match ${id}` : 'a match'} here, with its room code, chat and result form, is not available yet.`}
      >
        <Button asChild variant="outline">
          <Link to={paths.user.tournaments}>Back to Tournaments</Link>
        </Button>
      </NotAvailable>
    </div>
  );
}

export function MatchHistoryUnavailable() {
  return (
    <Unavailable
      title="Match History"
      description="The matches you have played, with opponents, stakes, prizes and results, will be listed here."
      back
    />
  );
}

export function MatchDetailsUnavailable() {
  return (
    <div className="mx-auto max-w-3xl">
      <NotAvailable
        as="h1"
        title="Match details"
        description="The details of a played match, its room code and result, will be shown here."
      >
        <Button asChild variant="outline">
          <Link to={paths.user.matchHistory}>Back to Match History</Link>
        </Button>
      </NotAvailable>
    </div>
  );
}

export function NotificationsUnavailable() {
  return (
    <Unavailable
      title="Notifications"
      description="Tournament reminders, payment confirmations and results will appear here."
      back
    />
  );
}

export function SupportUnavailable() {
  return (
    <Unavailable
      title="Support"
      description="Answers to common questions and a form to raise a support ticket will be here."
      back
    />
  );
}

export function LeaderboardUnavailable() {
  return (
    <Unavailable title="Leaderboard" description="The top players by tournament points will be ranked here." back />
  );
}
