import { Check, Copy, Share2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { canShare, copyText } from '@/lib/clipboard';
import { useT } from '@/lib/i18n/react';
import { inviteLink, inviteShareData } from '../lib/private-tournament';

type Copied = 'code' | 'link' | null;

/** How long a Copy button says "Copied". */
const COPIED_MS = 2_000;

/**
 * A private tournament's invite, for its creator: the code friends type under "Join with a code",
 * the link that opens the tournament with the code in it, a Copy button for each, and the phone's
 * share sheet where the browser has one.
 */
export function InvitePanel({
  tournamentId,
  title,
  inviteCode,
}: {
  tournamentId: string;
  title: string;
  inviteCode: string;
}) {
  const t = useT();
  const ids = useId();
  const [copied, setCopied] = useState<Copied>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The link is absolute: it is sent outside the app. (No window when rendered on a server, as in tests.)
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  const link = inviteLink(origin, tournamentId, inviteCode);
  // What the phone's share sheet sends: a line of text and the link.
  const share = inviteShareData(t, title, link, inviteCode);
  // Read once on mount: the share sheet does not come and go while the page is open.
  const [shareable] = useState(() => canShare(share));

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async (what: Exclude<Copied, null>) => {
    const ok = await copyText(what === 'code' ? inviteCode : link);
    if (!ok) {
      toast.error(t('privateTournament.invite.copyFailed'));
      return;
    }
    clearTimeout(timer.current);
    setCopied(what);
    timer.current = setTimeout(() => setCopied(null), COPIED_MS);
  };

  const onShare = async () => {
    try {
      await navigator.share(share);
    } catch (error) {
      // Closing the share sheet is not a failure.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      toast.error(t('privateTournament.invite.shareFailed'));
    }
  };

  return (
    <div className="flex flex-col gap-4" data-testid="invite-panel">
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${ids}-code`}>{t('privateTournament.invite.code')}</Label>
        <div className="flex flex-wrap items-center gap-2">
          <Input
            id={`${ids}-code`}
            value={inviteCode}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
            className="w-44 font-mono text-lg font-semibold tracking-[0.25em]"
            data-testid="invite-code"
          />
          <Button type="button" variant="outline" onClick={() => void copy('code')}>
            {copied === 'code' ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
            {copied === 'code' ? t('privateTournament.invite.copied') : t('privateTournament.invite.copyCode')}
          </Button>
        </div>
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${ids}-link`}>{t('privateTournament.invite.link')}</Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            id={`${ids}-link`}
            value={link}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
            className="font-mono text-sm"
            data-testid="invite-link"
          />
          <div className="flex shrink-0 flex-wrap gap-2">
            <Button type="button" variant="outline" onClick={() => void copy('link')}>
              {copied === 'link' ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
              {copied === 'link' ? t('privateTournament.invite.copied') : t('privateTournament.invite.copyLink')}
            </Button>
            {shareable ? (
              <Button type="button" onClick={() => void onShare()}>
                <Share2 aria-hidden="true" />
                {t('privateTournament.invite.share')}
              </Button>
            ) : null}
          </div>
        </div>
      </div>
      <p className="sr-only" aria-live="polite">
        {copied === 'code'
          ? t('privateTournament.invite.codeCopied')
          : copied === 'link'
            ? t('privateTournament.invite.linkCopied')
            : ''}
      </p>
      <p className="text-xs text-muted-foreground">{t('privateTournament.invite.hint')}</p>
    </div>
  );
}
