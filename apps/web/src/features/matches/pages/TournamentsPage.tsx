import { PageHeader } from '@/components/page-header';
import { useRoomSettings } from '../api/get-room-settings';
import { CreateMatchDialog } from '../components/CreateMatchDialog';
import { MyRooms } from '../components/MyRooms';
import { RoomList } from '../components/RoomList';

/**
 * /user/tournaments, "Ludo Tournaments": create a match, manage one's own rooms and their join
 * requests, and ask to join other players' open rooms. Everything here updates live.
 */
export default function TournamentsPage() {
  // Loaded with the page, so the create dialog opens ready.
  useRoomSettings();

  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        title="Ludo Tournaments"
        description="Create a 1v1 match or join an open room. Rooms wait 10 minutes for an opponent."
        actions={<CreateMatchDialog />}
      />
      <div className="flex flex-col gap-8">
        <section aria-labelledby="my-rooms-title" className="flex flex-col gap-3">
          <h2 id="my-rooms-title" className="text-lg font-semibold">
            My rooms
          </h2>
          <MyRooms />
        </section>
        <section aria-labelledby="open-rooms-title" className="flex flex-col gap-3">
          <h2 id="open-rooms-title" className="text-lg font-semibold">
            Open rooms
          </h2>
          <RoomList />
        </section>
      </div>
    </div>
  );
}
