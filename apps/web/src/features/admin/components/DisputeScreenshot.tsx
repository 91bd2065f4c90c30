import { UI_CONSTANTS } from '@ludo/shared/limits';
import { ExternalLink, ImageOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { useDisputeScreenshot } from '../api/get-admin-match';

/** An object URL for a blob, revoked when the blob changes or the component goes. */
function useObjectUrl(blob: Blob | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob]);
  return url;
}

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
  const [open, setOpen] = useState(false);
  const alt = `Screenshot submitted by ${name}`;

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
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={`Open ${name}’s screenshot full size`}
        className="block w-full overflow-hidden rounded-md border bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <img
          src={url}
          alt={alt}
          className="mx-auto w-full object-contain"
          style={{ maxHeight: UI_CONSTANTS.previewMaxHeightPx }}
        />
      </button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="w-[calc(100%-1rem)] max-w-[min(96vw,80rem)] p-4 sm:p-6">
          <DialogHeader>
            <DialogTitle>{name}’s screenshot</DialogTitle>
            <DialogDescription>Full size. Scroll to see all of it.</DialogDescription>
          </DialogHeader>
          <div className="max-h-[75dvh] overflow-auto rounded-md border bg-muted">
            <img src={url} alt={alt} className="max-w-none" />
          </div>
          <div>
            <Button asChild variant="outline" size="sm">
              <a href={url} target="_blank" rel="noopener">
                <ExternalLink aria-hidden="true" />
                Open in a new tab
              </a>
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}
