import type { KycDocumentField, KycDocumentRef } from '@ludo/shared/kyc/kyc.schemas';
import { FileQuestion } from 'lucide-react';
import { DocumentMessage, DocumentViewer } from '@/components/document-viewer';
import { useT } from '@/lib/i18n/react';
import { DocumentLoadError, useDocument } from '../api/get-document';
import { documentKind, KYC_DOCUMENT_LABEL_IDS, KYC_TEXT } from '../lib/kyc-display';

/**
 * One KYC document (docs/product-rules.md, KYC: file preview states): loading, error, empty
 * ("No file available") and the image itself (at most 500 px high); a PDF shows as a document to
 * open. Download saves it under its file name; Open shows it in a new tab. The address is protected, so
 * both use the file fetched with the player's token, never a link to the address itself.
 */
export function KycDocumentPreview({ field, document }: { field: KycDocumentField; document?: KycDocumentRef }) {
  const t = useT();
  const label = t(KYC_DOCUMENT_LABEL_IDS[field]);
  const file = useDocument(document?.url);
  const headingId = `kyc-preview-${field}`;

  return (
    <section aria-labelledby={headingId} className="flex min-w-0 flex-col gap-3 rounded-lg border p-3">
      <div className="flex min-w-0 flex-col gap-0.5">
        <h3 id={headingId} className="font-semibold">
          {label}
        </h3>
        {document ? <p className="truncate text-xs text-muted-foreground">{document.fileName}</p> : null}
      </div>
      {document ? (
        <DocumentViewer
          file={file}
          contentType={document.contentType}
          fileName={document.fileName}
          opens={{
            mode: 'buttons',
            download: t('kyc.preview.download'),
            downloadLabel: t('kyc.preview.downloadLabel', { label }),
          }}
          texts={{
            alt: t('kyc.preview.imageAlt', { label, fileName: document.fileName }),
            loading: t('kyc.preview.loading', { label }),
            loadError: t(KYC_TEXT.downloadFailed),
            brokenImage: t(KYC_TEXT.loadFailed),
            tryAgain: t('common.tryAgain'),
            open: t('kyc.preview.open'),
            openLabel: t('kyc.preview.openLabel', { label }),
            document: (contentType) => t('kyc.preview.openToView', { kind: documentKind(contentType) }),
          }}
          errorText={(error) =>
            error instanceof DocumentLoadError ? error.text(t) : error.message || t(KYC_TEXT.downloadFailed)
          }
        />
      ) : (
        <DocumentMessage icon={<FileQuestion className="size-6" aria-hidden="true" />}>
          {t(KYC_TEXT.noFile)}
        </DocumentMessage>
      )}
    </section>
  );
}
