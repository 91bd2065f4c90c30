import { DocumentViewer } from '@/components/document-viewer';
import { PlayerName } from '@/components/player-name';
import { useDisputeScreenshot } from '../api/get-admin-match';

/**
 * One claim's screenshot, fetched with the admin's token (the address is protected). Shown at
 * most 500 px high; a click opens it full size.
 */
export function DisputeScreenshot({
  matchId,
  userId,
  name,
  path,
}: {
  matchId: string;
  userId: string;
  name: string;
  path: string;
}) {
  const screenshot = useDisputeScreenshot(matchId, userId, path);
  return (
    <DocumentViewer
      file={screenshot}
      contentType="image/*"
      fileName={`${name} screenshot`}
      opens={{
        mode: 'dialog',
        openFullSizeLabel: `Open ${name}’s screenshot full size`,
        title: (
          <>
            <PlayerName name={name} />
            ’s screenshot
          </>
        ),
        description: 'Full size. Scroll to see all of it.',
        newTab: 'Open in a new tab',
      }}
      texts={{
        alt: `Screenshot submitted by ${name}`,
        loading: `Loading ${name}’s screenshot`,
        loadError: 'The screenshot could not be loaded.',
        tryAgain: 'Try again',
        open: 'Open',
      }}
    />
  );
}
