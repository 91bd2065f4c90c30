import type { KycDocumentField, KycDocumentRef } from '@ludo/shared/kyc/kyc.schemas';
import { UI_CONSTANTS } from '@ludo/shared/limits';
import { Download, ExternalLink, FileQuestion, FileText, ImageOff } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useT } from '@/lib/i18n/react';
import { useObjectUrl } from '@/lib/use-object-url';
import { DocumentLoadError, useDocument } from '../api/get-document';
import { documentKind, KYC_DOCUMENT_LABEL_IDS, KYC_TEXT } from '../lib/kyc-display';

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
  const t = useT();
  const label = t(KYC_DOCUMENT_LABEL_IDS[field]);
  const file = useDocument(document?.url);
  const url = useObjectUrl(file.data);
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);
  const headingId = `kyc-preview-${field}`;
  const kind = documentKind(file.data?.type || document?.contentType || '');

  let body: ReactNode;
  if (!document) {
    body = <Message icon={<FileQuestion className="size-6" aria-hidden="true" />}>{t(KYC_TEXT.noFile)}</Message>;
  } else if (file.isError) {
    body = (
      <Message icon={<ImageOff className="size-6" aria-hidden="true" />}>
        <p role="alert">
          {file.error instanceof DocumentLoadError
            ? file.error.text(t)
            : file.error.message || t(KYC_TEXT.downloadFailed)}
        </p>
        <Button variant="outline" size="sm" onClick={() => void file.refetch()}>
          {t('common.tryAgain')}
        </Button>
      </Message>
    );
  } else if (!url) {
    body = (
      <div role="status" className="flex flex-col gap-2">
        <Skeleton className="h-40 w-full" />
        <span className="sr-only">{t('kyc.preview.loading', { label })}</span>
      </div>
    );
  } else if (kind === 'image' && brokenUrl === url) {
    body = (
      <Message icon={<ImageOff className="size-6" aria-hidden="true" />}>
        <p role="alert">{t(KYC_TEXT.loadFailed)}</p>
      </Message>
    );
  } else if (kind === 'image') {
    body = (
      <div className="flex justify-center overflow-hidden rounded-md border bg-muted">
        <img
          src={url}
          alt={t('kyc.preview.imageAlt', { label, fileName: document.fileName })}
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
        <p>{t('kyc.preview.openToView', { kind })}</p>
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
                <a href={url} download={document.fileName} aria-label={t('kyc.preview.downloadLabel', { label })}>
                  <Download aria-hidden="true" />
                  {t('kyc.preview.download')}
                </a>
              </Button>
              <Button asChild variant="outline" size="sm">
                <a href={url} target="_blank" rel="noopener" aria-label={t('kyc.preview.openLabel', { label })}>
                  <ExternalLink aria-hidden="true" />
                  {t('kyc.preview.open')}
                </a>
              </Button>
            </>
          ) : (
            <>
              <Button variant="outline" size="sm" disabled aria-label={t('kyc.preview.downloadLabel', { label })}>
                <Download aria-hidden="true" />
                {t('kyc.preview.download')}
              </Button>
              <Button variant="outline" size="sm" disabled aria-label={t('kyc.preview.openLabel', { label })}>
                <ExternalLink aria-hidden="true" />
                {t('kyc.preview.open')}
              </Button>
            </>
          )}
        </div>
      ) : null}
    </section>
  );
}
