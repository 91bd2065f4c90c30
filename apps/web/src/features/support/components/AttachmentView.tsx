import type { SupportAttachment } from '@ludo/shared/support/support.schemas';
import { ExternalLink, FileText, ImageOff, Paperclip } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useT } from '@/lib/i18n/react';
import { useObjectUrl } from '@/lib/use-object-url';
import { useAttachment } from '../api/tickets';
import { formatFileSize } from '../lib/ticket-form';

/**
 * A ticket's attachment. Its address is protected, so the file is fetched with the bearer token
 * and shown through an object URL: an image as a thumbnail opening full size in a new tab, a PDF
 * as a link. With `loadOnRequest` (the admin console, where each view is audited) nothing is
 * fetched until asked for.
 */
export function AttachmentView({
  ticketId,
  attachment,
  loadOnRequest = false,
}: {
  ticketId: string;
  attachment: SupportAttachment;
  loadOnRequest?: boolean;
}) {
  const t = useT();
  const [requested, setRequested] = useState(!loadOnRequest);
  const file = useAttachment(ticketId, attachment.url, requested);
  const url = useObjectUrl(file.data);
  const isImage = attachment.contentType.startsWith('image/');
  const caption = `${attachment.fileName} (${formatFileSize(attachment.sizeBytes, t)})`;

  let body: ReactNode;
  if (!requested) {
    body = (
      <Button variant="outline" size="sm" className="self-start" onClick={() => setRequested(true)}>
        <Paperclip aria-hidden="true" />
        {t('support.attachment.load')}
      </Button>
    );
  } else if (file.isError) {
    body = (
      <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
        <ImageOff className="size-4" aria-hidden="true" />
        <span>{file.error.message || t('support.attachment.loadError')}</span>
        <Button variant="outline" size="sm" onClick={() => void file.refetch()}>
          {t('common.tryAgain')}
        </Button>
      </div>
    );
  } else if (!url) {
    body = <Skeleton className={isImage ? 'h-32 w-40 self-start' : 'h-9 w-40 self-start'} />;
  } else if (isImage) {
    body = (
      <a
        href={url}
        target="_blank"
        rel="noopener"
        className="inline-block self-start rounded-md border focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <img
          src={url}
          alt={t('support.attachment.imageAlt', { fileName: attachment.fileName })}
          className="max-h-48 max-w-full rounded-md object-contain"
        />
        <span className="sr-only">{t('support.attachment.opensFullSize')}</span>
      </a>
    );
  } else {
    body = (
      <Button asChild variant="outline" size="sm" className="self-start">
        <a href={url} target="_blank" rel="noopener">
          <FileText aria-hidden="true" />
          {t('support.attachment.openPdf')}
          <ExternalLink aria-hidden="true" />
        </a>
      </Button>
    );
  }

  return (
    <figure className="flex flex-col gap-2 rounded-md border bg-muted/30 p-3" data-testid="ticket-attachment">
      <figcaption className="flex items-center gap-1.5 text-sm">
        <Paperclip className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        <span className="min-w-0 break-all">{caption}</span>
      </figcaption>
      {body}
    </figure>
  );
}
