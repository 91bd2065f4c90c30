import { Link } from 'react-router';
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
