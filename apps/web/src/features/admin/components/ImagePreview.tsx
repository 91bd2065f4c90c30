import { UI_CONSTANTS } from '@ludo/shared/limits';
import { ExternalLink } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';

/**
 * A protected picture (from its object URL) at most 500 px high; a click opens it full size in a
 * dialog, with a way to open it in a new tab.
 */
export function ImagePreview({
  url,
  alt,
  openLabel,
  title,
  description,
  descriptionClassName,
}: {
  url: string;
  alt: string;
  /** The accessible name of the button that opens it full size. */
  openLabel: string;
  title: ReactNode;
  description: ReactNode;
  descriptionClassName?: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={openLabel}
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
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription className={descriptionClassName}>{description}</DialogDescription>
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
