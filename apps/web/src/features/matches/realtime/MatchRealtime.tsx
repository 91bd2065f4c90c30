import type { MatchDetail, Room } from '@ludo/shared/matches/matches.schemas';
import { formatRupees } from '@ludo/shared/money';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { PlayerName } from '@/components/player-name';
import { paths } from '@/config/paths';
import { T, type Translate, useT } from '@/lib/i18n/react';
import { useReconnected, useSocketEvent } from '@/lib/socket';
import { matchQueryOptions } from '../api/get-match';
import { invalidateMatches, matchesKeys } from '../api/query-keys';
import { MATCH_TEXT } from '../lib/match-display';

const jitter = (maxMs: number) => Math.random() * maxMs;

/** The viewer's role in a match, from what is cached, else asked of the server; null if it cannot be told. */
async function viewerRoleIn(queryClient: QueryClient, matchId: string): Promise<MatchDetail['viewerRole'] | null> {
  const live = queryClient.getQueryData<MatchDetail[]>(matchesKeys.live)?.find((match) => match.id === matchId);
  if (live) return live.viewerRole;
  const room = queryClient.getQueryData<Room[]>(matchesKeys.rooms)?.find((candidate) => candidate.id === matchId);
  if (room?.isMine) return 'creator';
  try {
    return (await queryClient.fetchQuery({ ...matchQueryOptions(matchId), staleTime: 0 })).viewerRole;
  } catch {
    return null;
  }
}

/** Why a request was not accepted: the owner declined it, or the room filled, was cancelled or expired. */
async function declineNotice(
  t: Translate,
  queryClient: QueryClient,
  matchId: string,
): Promise<{ title: string; description: string }> {
  try {
    const match = await queryClient.fetchQuery({ ...matchQueryOptions(matchId), staleTime: 0 });
    if (match.status === 'open') {
      return {
        title: t('rooms.toast.declined'),
        description: t('rooms.toast.declined.description', { title: match.title }),
      };
    }
    const why =
      match.status === 'cancelled'
        ? 'rooms.toast.closed.cancelled'
        : match.status === 'expired'
          ? 'rooms.toast.closed.expired'
          : 'rooms.toast.closed.taken';
    return { title: t('rooms.toast.closed'), description: t(why, { title: match.title }) };
  } catch {
    return { title: t('rooms.toast.declined'), description: t('rooms.toast.nothingTaken') };
  }
}

/**
 * Keeps every match screen current and tells the player what happened to their rooms and
 * requests, wherever they are in the player area. Mounted once for the player area (app/realtime.tsx).
 */
export function MatchRealtime() {
  const t = useT();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const openMatch = (matchId: string) => ({
    label: t('match.details.openMatch'),
    onClick: () => navigate(paths.user.joinTournament(matchId)),
  });

  // Every player watches the open rooms: spread their refetches over a second. A room page open
  // for someone outside the room's channel (a visitor) learns this way that the room filled or closed.
  useSocketEvent('roomsChanged', () => {
    setTimeout(() => {
      void queryClient.invalidateQueries({ queryKey: matchesKeys.rooms });
      void queryClient.invalidateQueries({
        queryKey: ['matches', 'detail'],
        predicate: (query) => (query.state.data as MatchDetail | undefined)?.status === 'open',
      });
    }, jitter(1000));
  });
  useSocketEvent('joinRequestsChanged', () => void invalidateMatches(queryClient));
  useSocketEvent('matchUpdated', () => void invalidateMatches(queryClient));
  useSocketEvent('chatMessage', ({ matchId }) => {
    void queryClient.invalidateQueries({ queryKey: matchesKeys.chat(matchId) });
  });
  // Events sent while the connection was down are lost: look again at what they would have changed.
  useReconnected(() => void invalidateMatches(queryClient));

  useSocketEvent('playerJoined', ({ name, matchId }) => {
    void invalidateMatches(queryClient);
    // Sent to the room's creator; checked here too, so a joiner never reads "… joined your match!".
    void viewerRoleIn(queryClient, matchId).then((role) => {
      if (role !== 'creator') return;
      // "{name} joined your match!" (docs/product-rules.md, Texts), with the name isolated from the sentence.
      // A name the server no longer finds comes as null: "A player" in the page's language.
      const joiner = name ?? t('rooms.toast.playerJoined.aPlayer');
      toast.success(<T id="rooms.toast.playerJoined" values={{ name: <PlayerName name={joiner} /> }} />, {
        id: `player-joined-${matchId}`,
        description: t('rooms.toast.playerJoined.description'),
        action: openMatch(matchId),
      });
    });
  });

  useSocketEvent('joinRequestDecided', ({ matchId, accepted, entryFee }) => {
    void invalidateMatches(queryClient);
    if (accepted) {
      toast.success(t(MATCH_TEXT.matchJoined), {
        id: `match-joined-${matchId}`,
        description: t(MATCH_TEXT.entryFeeDeducted, { fee: formatRupees(entryFee) }),
        action: openMatch(matchId),
      });
      return;
    }
    void declineNotice(t, queryClient, matchId).then(({ title, description }) => {
      toast.info(title, { id: `request-decided-${matchId}`, description });
    });
  });

  return null;
}
