import { KYC_DOCUMENT_LABELS, type KycDocumentField, type KycDocumentRef } from '@ludo/shared/kyc/kyc.schemas';
import { UI_CONSTANTS } from '@ludo/shared/limits';
import { Download, ExternalLink, FileQuestion, FileText, ImageOff } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useObjectUrl } from '@/lib/use-object-url';
import { useDocument } from '../api/get-document';
import { documentKind, KYC_TEXT } from '../lib/kyc-display';

function Message({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <div className="flex min-h-40 flex-col items-center justify-center gap-2 rounded-md border border-dashed p-4 text-center text-sm text-muted-foreground">
      {icon}
      {children}
    </div>
  );
}

/**
 * One KYC document (spec section 4, file preview states): loading, error, empty ("No file
 * available") and the image itself (at most 500 px high); a PDF shows as a document to open.
 * Download saves it under its file name; Open shows it in a new tab. The address is protected, so
 * both use the file fetched with the player's token, never a link to the address itself.
 */
export function KycDocumentPreview({ field, document }: { field: KycDocumentField; document?: KycDocumentRef }) {
  const label = KYC_DOCUMENT_LABELS[field];
  const file = useDocument(document?.url);
  const url = useObjectUrl(file.data);
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);
  const headingId = `kyc-preview-${field}`;
  const kind = documentKind(file.data?.type || document?.contentType || '');

  let body: ReactNode;
  if (!document) {
    body = <Message icon={<FileQuestion className="size-6" aria-hidden="true" />}>{KYC_TEXT.noFile}</Message>;
  } else if (file.isError) {
    body = (
      <Message icon={<ImageOff className="size-6" aria-hidden="true" />}>
        <p role="alert">{file.error.message || KYC_TEXT.downloadFailed}</p>
        <Button variant="outline" size="sm" onClick={() => void file.refetch()}>
          Try again
        </Button>
      </Message>
    );
  } else if (!url) {
    body = (
      <div role="status" className="flex flex-col gap-2">
        <Skeleton className="h-40 w-full" />
        <span className="sr-only">Loading {label}</span>
      </div>
    );
  } else if (kind === 'image' && brokenUrl === url) {
    body = (
      <Message icon={<ImageOff className="size-6" aria-hidden="true" />}>
        <p role="alert">{KYC_TEXT.loadFailed}</p>
      </Message>
    );
  } else if (kind === 'image') {
    body = (
      <div className="flex justify-center overflow-hidden rounded-md border bg-muted">
        <img
          src={url}
          alt={`${label}: ${document.fileName}`}
          className="h-auto max-w-full object-contain"
          style={{ maxHeight: UI_CONSTANTS.previewMaxHeightPx }}
          onError={() => setBrokenUrl(url)}
        />
      </div>
    );
  } else {
    body = (
      <Message icon={<FileText className="size-8 text-primary" aria-hidden="true" />}>
        <p className="font-medium break-all text-foreground">{document.fileName}</p>
        <p>{kind === 'pdf' ? 'PDF document' : 'Document'}. Open it to view.</p>
      </Message>
    );
  }

  const ready = Boolean(document && url && !file.isError);

  return (
    <section aria-labelledby={headingId} className="flex min-w-0 flex-col gap-3 rounded-lg border p-3">
      <div className="flex min-w-0 flex-col gap-0.5">
        <h3 id={headingId} className="font-semibold">
          {label}
        </h3>
        {document ? <p className="truncate text-xs text-muted-foreground">{document.fileName}</p> : null}
      </div>
      {body}
      {document ? (
        <div className="flex flex-wrap gap-2">
          {ready && url ? (
            <>
              <Button asChild variant="outline" size="sm">
                <a href={url} download={document.fileName} aria-label={`Download ${label}`}>
                  <Download aria-hidden="true" />
                  Download
                </a>
              </Button>
              <Button asChild variant="outline" size="sm">
                <a href={url} target="_blank" rel="noopener" aria-label={`Open ${label} in a new tab`}>
                  <ExternalLink aria-hidden="true" />
                  Open
                </a>
              </Button>
            </>
          ) : (
            <>
              <Button variant="outline" size="sm" disabled aria-label={`Download ${label}`}>
                <Download aria-hidden="true" />
                Download
              </Button>
              <Button variant="outline" size="sm" disabled aria-label={`Open ${label} in a new tab`}>
                <ExternalLink aria-hidden="true" />
                Open
              </Button>
            </>
          )}
        </div>
      ) : null}
    </section>
  );
}
