import { CircleAlert, Inbox } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useT } from '@/lib/i18n/react';
import { useRooms } from '../api/get-rooms';
import { MATCH_TEXT } from '../lib/match-display';
import { RoomCard } from './RoomCard';

/** The open rooms, with the product's three states: "Loading rooms...", "Error loading rooms", "No rooms available". */
export function RoomList() {
  const t = useT();
  const rooms = useRooms();

  if (rooms.isPending) {
    return (
      <div aria-busy="true" className="flex flex-col gap-3">
        <p role="status" className="text-sm text-muted-foreground" data-testid="rooms-loading">
          {t(MATCH_TEXT.loadingRooms)}
        </p>
        <div className="grid gap-3 lg:grid-cols-2 2xl:grid-cols-3">
          <Skeleton className="h-52" />
          <Skeleton className="hidden h-52 lg:block" />
        </div>
      </div>
    );
  }

  if (rooms.isError) {
    return (
      <div
        role="alert"
        className="flex flex-col items-center gap-3 rounded-lg border border-destructive/40 bg-destructive/5 px-4 py-8 text-center"
        data-testid="rooms-error"
      >
        <CircleAlert className="size-6 text-destructive" aria-hidden="true" />
        <p className="font-medium text-destructive">{t(MATCH_TEXT.roomsError)}</p>
        <Button variant="outline" size="sm" onClick={() => void rooms.refetch()} disabled={rooms.isFetching}>
          {t('common.tryAgain')}
        </Button>
      </div>
    );
  }

  if (rooms.data.length === 0) {
    return (
      <div
        className="flex flex-col items-center gap-2 rounded-lg border border-dashed px-4 py-10 text-center"
        data-testid="rooms-empty"
      >
        <Inbox className="size-8 text-muted-foreground" aria-hidden="true" />
        <p className="font-medium">{t(MATCH_TEXT.noRooms)}</p>
        <p className="max-w-prose text-sm text-muted-foreground">{t('rooms.list.emptyHint')}</p>
      </div>
    );
  }

  return (
    <ul
      className="grid gap-3 lg:grid-cols-2 2xl:grid-cols-3"
      aria-label={t('rooms.page.openRooms')}
      data-testid="room-list"
    >
      {rooms.data.map((room) => (
        <li key={room.id} className="flex min-w-0">
          <RoomCard room={room} />
        </li>
      ))}
    </ul>
  );
}
