import { ROOM_DURATION_MINUTES } from '@ludo/shared/limits';
import type { ReactNode } from 'react';
import { PageHeader } from '@/components/page-header';
import { TitledSection } from '@/components/titled-section';
import { useT } from '@/lib/i18n/react';
import { useRoomSettings } from '../api/get-room-settings';
import { CreateMatchDialog } from '../components/CreateMatchDialog';
import { MyRooms } from '../components/MyRooms';
import { RoomList } from '../components/RoomList';

/**
 * /user/tournaments, "Ludo Tournaments": create a match, manage one's own rooms and their join
 * requests, and ask to join other players' open rooms. Everything here updates live. The
 * tournaments' own sections come from their feature, put in by the app's route (features do not
 * import each other).
 */
export default function TournamentsPage({ tournamentSections }: { tournamentSections?: ReactNode }) {
  const t = useT();
  // Loaded with the page, so the create dialog opens ready.
  useRoomSettings();

  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        title={t('rooms.page.title')}
        description={t('rooms.page.description', { minutes: ROOM_DURATION_MINUTES })}
        actions={<CreateMatchDialog />}
      />
      <div className="flex flex-col gap-8">
        {tournamentSections}
        <TitledSection id="my-rooms" title={t('rooms.page.myRooms')}>
          <MyRooms />
        </TitledSection>
        <TitledSection id="open-rooms" title={t('rooms.page.openRooms')}>
          <RoomList />
        </TitledSection>
      </div>
    </div>
  );
}
