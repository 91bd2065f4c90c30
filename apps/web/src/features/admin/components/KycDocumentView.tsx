import { KYC_DOCUMENT_LABELS, type KycDocumentField, type KycDocumentRef } from '@ludo/shared/kyc/kyc.schemas';
import { ExternalLink, FileText, ImageOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useObjectUrl } from '@/lib/use-object-url';
import { useKycDocument } from '../api/get-kyc-submission';
import { ImagePreview } from './ImagePreview';

function Placeholder({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-40 flex-col items-center justify-center gap-2 rounded-md border border-dashed p-4 text-center text-sm text-muted-foreground">
      {children}
    </div>
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
    <ImagePreview
      url={url}
      alt={label}
      openLabel={`Open ${label} full size`}
      title={label}
      description={`${document.fileName}: full size. Scroll to see all of it.`}
      descriptionClassName="break-all"
    />
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
