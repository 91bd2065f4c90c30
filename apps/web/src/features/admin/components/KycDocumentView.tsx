import { KYC_DOCUMENT_LABELS, type KycDocumentField, type KycDocumentRef } from '@ludo/shared/kyc/kyc.schemas';
import { UI_CONSTANTS } from '@ludo/shared/limits';
import { ExternalLink, FileText, ImageOff } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { useKycDocument } from '../api/get-kyc-submission';

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

function Placeholder({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-40 flex-col items-center justify-center gap-2 rounded-md border border-dashed p-4 text-center text-sm text-muted-foreground">
      {children}
    </div>
  );
}

/** An image: at most 500 px high; a click opens it full size. */
function DocumentImage({ label, fileName, url }: { label: string; fileName: string; url: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={`Open ${label} full size`}
        className="block w-full overflow-hidden rounded-md border bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <img
          src={url}
          alt={label}
          className="mx-auto w-full object-contain"
          style={{ maxHeight: UI_CONSTANTS.previewMaxHeightPx }}
        />
      </button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="w-[calc(100%-1rem)] max-w-[min(96vw,80rem)] p-4 sm:p-6">
          <DialogHeader>
            <DialogTitle>{label}</DialogTitle>
            <DialogDescription className="break-all">{fileName}: full size. Scroll to see all of it.</DialogDescription>
          </DialogHeader>
          <div className="max-h-[75dvh] overflow-auto rounded-md border bg-muted">
            <img src={url} alt={label} className="max-w-none" />
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

/** A PDF: shown as a document, opened in a new tab (the browser's own viewer). */
function DocumentPdf({ label, url }: { label: string; url: string }) {
  return (
    <div className="flex min-h-40 flex-col items-center justify-center gap-3 rounded-md border bg-muted/40 p-4 text-center text-sm">
      <FileText className="size-10 text-muted-foreground" aria-hidden="true" />
      <p className="font-medium">PDF document</p>
      <Button
        variant="outline"
        size="sm"
        aria-label={`Open ${label}`}
        onClick={() => window.open(url, '_blank', 'noopener')}
      >
        <ExternalLink aria-hidden="true" />
        Open
      </Button>
    </div>
  );
}

function LoadedDocument({
  submissionId,
  field,
  document,
}: {
  submissionId: string;
  field: KycDocumentField;
  document: KycDocumentRef;
}) {
  const label = KYC_DOCUMENT_LABELS[field];
  const file = useKycDocument(submissionId, field, document.url);
  const url = useObjectUrl(file.data);

  if (file.isError) {
    return (
      <Placeholder>
        <ImageOff className="size-6" aria-hidden="true" />
        <p>{file.error.message || 'The document could not be loaded.'}</p>
        <Button variant="outline" size="sm" onClick={() => void file.refetch()}>
          Try again
        </Button>
      </Placeholder>
    );
  }
  if (!url) return <Skeleton className="h-48 w-full" />;
  const isPdf = (file.data?.type || document.contentType) === 'application/pdf';
  return isPdf ? (
    <DocumentPdf label={label} url={url} />
  ) : (
    <DocumentImage label={label} fileName={document.fileName} url={url} />
  );
}

/**
 * One KYC document under its label ("Aadhar front"…), fetched with the admin's token (the
 * address is protected and every view is audited).
 */
export function KycDocumentView({
  submissionId,
  field,
  document,
}: {
  submissionId: string;
  field: KycDocumentField;
  document: KycDocumentRef | undefined;
}) {
  const label = KYC_DOCUMENT_LABELS[field];
  return (
    <figure className="flex min-w-0 flex-col gap-2 rounded-md border p-3" aria-label={label} data-testid="kyc-document">
      <figcaption className="flex flex-col text-sm">
        <span className="font-semibold">{label}</span>
        {document ? (
          <span className="truncate text-xs text-muted-foreground" title={document.fileName}>
            {document.fileName}
          </span>
        ) : null}
      </figcaption>
      {document ? (
        <LoadedDocument submissionId={submissionId} field={field} document={document} />
      ) : (
        <Placeholder>
          <ImageOff className="size-6" aria-hidden="true" />
          <p>Not uploaded</p>
        </Placeholder>
      )}
    </figure>
  );
}
