import { KYC_DOCUMENT_LABELS, type KycDocumentField, type KycDocumentRef } from '@ludo/shared/kyc/kyc.schemas';
import { ImageOff } from 'lucide-react';
import { DocumentMessage, DocumentViewer } from '@/components/document-viewer';
import { useKycDocument } from '../api/get-kyc-submission';

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
  return (
    <DocumentViewer
      file={file}
      contentType={document.contentType}
      fileName={document.fileName}
      opens={{
        mode: 'dialog',
        openFullSizeLabel: `Open ${label} full size`,
        title: label,
        description: `${document.fileName}: full size. Scroll to see all of it.`,
        descriptionClassName: 'break-all',
        newTab: 'Open in a new tab',
      }}
      texts={{
        alt: label,
        loading: `Loading ${label}`,
        loadError: 'The document could not be loaded.',
        tryAgain: 'Try again',
        open: 'Open',
        openLabel: `Open ${label}`,
        document: (contentType) => (contentType === 'application/pdf' ? 'PDF document' : 'Document'),
      }}
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
        <DocumentMessage icon={<ImageOff className="size-6" aria-hidden="true" />}>
          <p>Not uploaded</p>
        </DocumentMessage>
      )}
    </figure>
  );
}
