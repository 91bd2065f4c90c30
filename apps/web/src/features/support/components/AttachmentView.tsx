import type { SupportAttachment } from '@ludo/shared/support/support.schemas';
import { Paperclip } from 'lucide-react';
import { useState } from 'react';
import { DocumentViewer } from '@/components/document-viewer';
import { Button } from '@/components/ui/button';
import { formatFileSize } from '@/lib/format-file-size';
import { useT } from '@/lib/i18n/react';
import { useAttachment } from '../api/tickets';

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
  const caption = `${attachment.fileName} (${formatFileSize(t, attachment.sizeBytes)})`;

  return (
    <figure className="flex flex-col gap-2 rounded-md border bg-muted/30 p-3" data-testid="ticket-attachment">
      <figcaption className="flex items-center gap-1.5 text-sm">
        <Paperclip className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        <span className="min-w-0 break-all">{caption}</span>
      </figcaption>
      {requested ? (
        <DocumentViewer
          file={file}
          contentType={attachment.contentType}
          fileName={attachment.fileName}
          size="thumbnail"
          opens={{ mode: 'tab', hint: t('support.attachment.opensFullSize') }}
          texts={{
            alt: t('support.attachment.imageAlt', { fileName: attachment.fileName }),
            loadError: t('support.attachment.loadError'),
            tryAgain: t('common.tryAgain'),
            open: t('support.attachment.openPdf'),
          }}
        />
      ) : (
        <Button variant="outline" size="sm" className="self-start" onClick={() => setRequested(true)}>
          <Paperclip aria-hidden="true" />
          {t('support.attachment.load')}
        </Button>
      )}
    </figure>
  );
}
