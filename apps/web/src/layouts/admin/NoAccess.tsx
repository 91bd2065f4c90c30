import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** Shown to a signed-in player who opens /admin. The server refuses admin calls anyway. */
export function NoAccess() {
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 px-4 text-center">
      <ShieldAlert className="size-10 text-destructive" aria-hidden="true" />
      <h1 className="text-2xl font-bold">You do not have access</h1>
      <p className="text-muted-foreground">This area is for administrators only.</p>
      <Button asChild>
        <Link to={paths.user.dashboard}>Back to player area</Link>
      </Button>
    </main>
  );
}
