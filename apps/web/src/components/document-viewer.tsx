import { UI_CONSTANTS } from '@ludo/shared/limits';
import { Download, ExternalLink, FileText, ImageOff } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useObjectUrl } from '@/lib/use-object-url';

/** An uploaded file as it is being fetched: a TanStack query of a Blob is one. */
export interface FetchedFile {
  data: Blob | undefined;
  isError: boolean;
  error: Error | null;
  refetch: () => unknown;
}

/**
 * How the file opens, one per kind of place that shows uploaded files:
 * - `dialog` (the admin console): a click on the picture shows it full size in a dialog, with a
 *   way to open it in a new tab; a PDF shows as a document with an Open button.
 * - `tab` (a result screenshot, a ticket's attachment): the picture is a link to itself in a new
 *   tab; a PDF is a link button.
 * - `buttons` (the player's KYC documents): the picture is shown as it is, and Download and Open
 *   buttons sit under the file, waiting until it is there.
 */
export type DocumentOpens =
  | {
      mode: 'dialog';
      /** The accessible name of the picture, which is the button that opens it full size. */
      openFullSizeLabel: string;
      title: ReactNode;
      description: ReactNode;
      descriptionClassName?: string;
      /** The dialog's link to the file in a new tab. */
      newTab: string;
    }
  | { mode: 'tab' /** Told to screen readers after the picture's text. */; hint?: string }
  | { mode: 'buttons'; download: string; downloadLabel: string };

export interface DocumentViewerTexts {
  /** The picture's text alternative. */
  alt: string;
  /** Told to screen readers while the file loads. */
  loading?: string;
  /** Why the file is not shown, when the failure has no message of its own. */
  loadError: string;
  /** A picture that came but cannot be drawn; `loadError` when not given. */
  brokenImage?: string;
  tryAgain: string;
  /**
   * The Open control's text (the file's name when not given: a file that should be a picture and
   * is not), and its accessible name when the text alone is not enough.
   */
  open?: string;
  openLabel?: string;
  /** What a file that is not a picture (a PDF) says, from its content type; without it, only the Open link shows. */
  document?: (contentType: string) => ReactNode;
}

/** A message in the file's place (not uploaded, failed to load…), in a dashed frame. */
export function DocumentMessage({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <div className="flex min-h-40 flex-col items-center justify-center gap-2 rounded-md border border-dashed p-4 text-center text-sm text-muted-foreground">
      {icon}
      {children}
    </div>
  );
}

function OpenLink({ url, text, label, className }: { url: string; text: string; label?: string; className?: string }) {
  return (
    <Button asChild variant="outline" size="sm" className={className}>
      <a href={url} target="_blank" rel="noopener" aria-label={label}>
        <ExternalLink aria-hidden="true" />
        {text}
      </a>
    </Button>
  );
}

/** The admin console's picture: at most 500 px high; a click shows it full size in a dialog. */
function PictureWithDialog({
  url,
  alt,
  opens,
  onError,
}: {
  url: string;
  alt: string;
  opens: Extract<DocumentOpens, { mode: 'dialog' }>;
  onError: () => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={opens.openFullSizeLabel}
        className="block w-full overflow-hidden rounded-md border bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <img
          src={url}
          alt={alt}
          className="mx-auto w-full object-contain"
          style={{ maxHeight: UI_CONSTANTS.previewMaxHeightPx }}
          onError={onError}
        />
      </button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="w-[calc(100%-1rem)] max-w-[min(96vw,80rem)] p-4 sm:p-6">
          <DialogHeader>
            <DialogTitle>{opens.title}</DialogTitle>
            <DialogDescription className={opens.descriptionClassName}>{opens.description}</DialogDescription>
          </DialogHeader>
          <div className="max-h-[75dvh] overflow-auto rounded-md border bg-muted">
            <img src={url} alt={alt} className="max-w-none" />
          </div>
          <div>
            <Button asChild variant="outline" size="sm">
              <a href={url} target="_blank" rel="noopener">
                <ExternalLink aria-hidden="true" />
                {opens.newTab}
              </a>
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}

/**
 * An uploaded file (a KYC document, a result screenshot, a ticket's attachment) on screen. Its
 * address is protected, so the caller fetches it with the bearer token; this shows it from an
 * object URL: a placeholder while it loads, the failure with a retry, then a picture or (a PDF) a
 * document to open in the browser's own viewer, in a new tab.
 *
 * `size`: `preview` is at most 500 px high (UI_CONSTANTS.previewMaxHeightPx), `thumbnail` at most
 * 12 rem, beside a message. `contentType` is the type the file was uploaded as, used until the
 * fetched file tells its own. Texts come from the caller: the player's pages translate them, the
 * admin console is in English.
 */
export function DocumentViewer({
  file,
  contentType,
  fileName,
  size = 'preview',
  opens,
  texts,
  errorText = (error) => error.message || texts.loadError,
  imageTestId,
}: {
  file: FetchedFile;
  contentType: string;
  fileName: string;
  size?: 'preview' | 'thumbnail';
  opens: DocumentOpens;
  texts: DocumentViewerTexts;
  /** What a failed fetch says; by default its message, else `texts.loadError`. */
  errorText?: (error: Error) => string;
  imageTestId?: string;
}) {
  const url = useObjectUrl(file.data);
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);
  const type = file.data?.type || contentType;
  const isImage = type.startsWith('image/');
  const thumbnail = size === 'thumbnail';
  const openText = texts.open ?? fileName;

  let body: ReactNode;
  if (file.isError) {
    body = (
      <DocumentMessage icon={<ImageOff className="size-6" aria-hidden="true" />}>
        <p role="alert">{file.error ? errorText(file.error) : texts.loadError}</p>
        <Button variant="outline" size="sm" onClick={() => void file.refetch()}>
          {texts.tryAgain}
        </Button>
      </DocumentMessage>
    );
  } else if (!url) {
    const placeholder = thumbnail ? (isImage ? 'h-32 w-40' : 'h-9 w-40') : 'h-48 w-full';
    body = (
      <div role="status" className={cn('flex flex-col', thumbnail && 'self-start')}>
        <Skeleton className={placeholder} />
        {texts.loading ? <span className="sr-only">{texts.loading}</span> : null}
      </div>
    );
  } else if (isImage && brokenUrl === url) {
    body = (
      <DocumentMessage icon={<ImageOff className="size-6" aria-hidden="true" />}>
        <p role="alert">{texts.brokenImage ?? texts.loadError}</p>
      </DocumentMessage>
    );
  } else if (isImage) {
    const picture = (
      <img
        src={url}
        alt={texts.alt}
        className={cn(
          'object-contain',
          thumbnail ? 'max-h-48 max-w-full rounded-md' : 'mx-auto block h-auto max-w-full',
        )}
        style={thumbnail ? undefined : { maxHeight: UI_CONSTANTS.previewMaxHeightPx }}
        onError={() => setBrokenUrl(url)}
        data-testid={imageTestId}
      />
    );
    if (opens.mode === 'dialog') {
      body = <PictureWithDialog url={url} alt={texts.alt} opens={opens} onError={() => setBrokenUrl(url)} />;
    } else if (opens.mode === 'tab') {
      body = (
        <a
          href={url}
          target="_blank"
          rel="noopener"
          className={cn(
            'overflow-hidden rounded-md border focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
            thumbnail ? 'inline-block self-start' : 'block bg-muted/40',
          )}
        >
          {picture}
          {opens.hint ? <span className="sr-only">{opens.hint}</span> : null}
        </a>
      );
    } else {
      body = <div className="flex justify-center overflow-hidden rounded-md border bg-muted">{picture}</div>;
    }
  } else if (texts.document) {
    body = (
      <DocumentMessage icon={<FileText className="size-8 text-primary" aria-hidden="true" />}>
        <p className="font-medium break-all text-foreground">{fileName}</p>
        <p>{texts.document(type)}</p>
        {opens.mode === 'buttons' ? null : <OpenLink url={url} text={openText} label={texts.openLabel} />}
      </DocumentMessage>
    );
  } else {
    body = <OpenLink url={url} text={openText} label={texts.openLabel} className="self-start" />;
  }

  if (opens.mode !== 'buttons') return body;
  const ready = url !== null && !file.isError;
  return (
    <>
      {body}
      <div className="flex flex-wrap gap-2">
        {ready ? (
          <>
            <Button asChild variant="outline" size="sm">
              <a href={url} download={fileName} aria-label={opens.downloadLabel}>
                <Download aria-hidden="true" />
                {opens.download}
              </a>
            </Button>
            <OpenLink url={url} text={openText} label={texts.openLabel} />
          </>
        ) : (
          <>
            <Button variant="outline" size="sm" disabled aria-label={opens.downloadLabel}>
              <Download aria-hidden="true" />
              {opens.download}
            </Button>
            <Button variant="outline" size="sm" disabled aria-label={texts.openLabel}>
              <ExternalLink aria-hidden="true" />
              {openText}
            </Button>
          </>
        )}
      </div>
    </>
  );
}
