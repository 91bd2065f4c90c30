import { ImageOff } from 'lucide-react';
import { PlayerName } from '@/components/player-name';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useObjectUrl } from '@/lib/use-object-url';
import { useDisputeScreenshot } from '../api/get-admin-match';
import { ImagePreview } from './ImagePreview';

/**
 * One claim's screenshot, fetched with the admin's token (the address is protected). Shown at
 * most 500 px high; a click opens it full size.
 */
export function DisputeScreenshot({
  matchId,
  userId,
  name,
  path,
}: {
  matchId: string;
  userId: string;
  name: string;
  path: string;
}) {
  const screenshot = useDisputeScreenshot(matchId, userId, path);
  const url = useObjectUrl(screenshot.data);

  if (screenshot.isError) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-md border border-dashed p-6 text-center text-sm text-muted-foreground">
        <ImageOff className="size-6" aria-hidden="true" />
        <p>{screenshot.error.message || 'The screenshot could not be loaded.'}</p>
        <Button variant="outline" size="sm" onClick={() => void screenshot.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (!url) return <Skeleton className="h-64 w-full" />;

  return (
    <ImagePreview
      url={url}
      alt={`Screenshot submitted by ${name}`}
      openLabel={`Open ${name}’s screenshot full size`}
      title={
        <>
          <PlayerName name={name} />
          ’s screenshot
        </>
      }
      description="Full size. Scroll to see all of it."
    />
  );
}
