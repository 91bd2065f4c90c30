import type { GameAnswer, GamePlayer, GameStatePayload } from '@ludo/shared/game/game.contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { matchesKeys } from '@/features/matches/api/query-keys';
import { useAuthStore } from '@/lib/auth-store';
import { useT } from '@/lib/i18n/react';
import { useJoinRoom, useReconnected, useSocket, useSocketEvent } from '@/lib/socket';
import { gameQueryOptions, useGameQuery } from '../api/get-game';
import { buzzesNow } from './game-feedback';
import { isNewerState } from './game-state';
import { randomClientSeed } from './seed';
import { useConnected } from './use-connected';

/** How long a roll or a move waits for the server's answer before the player may try again. */
const ANSWER_TIMEOUT_MS = 8000;
/** A short buzz when the turn comes to the player, for a phone lying on the table. */
const YOUR_TURN_VIBRATION_MS = 120;

type Pending = 'roll' | 'move' | null;

export interface UseGame {
  query: ReturnType<typeof useGameQuery>;
  game: GameStatePayload | undefined;
  /** The signed-in player's seat in the game, or null when they only watch. */
  viewer: GamePlayer | null;
  myTurn: boolean;
  canRoll: boolean;
  /** The viewer's tokens that may move now (empty when it is not their move or a request is out). */
  movable: number[];
  pending: Pending;
  connected: boolean;
  roll: () => void;
  move: (token: number) => void;
  /** Leaves the game, which concedes it; resolves with the server's answer. */
  leave: () => Promise<GameAnswer>;
}

/**
 * The platform game of a match, kept current: the query loads it, every `game:state` on the
 * match's channel replaces it when newer, and a reconnection loads it again (events sent while
 * the connection was down are lost). Rolls and moves go out on the socket and wait for their
 * answer; a refusal is shown in a toast in the player's language. The player's client seed is
 * sent once when the game opens and theirs is not in yet (docs/game-rules.md).
 */
export function useGame(matchId: string): UseGame {
  const t = useT();
  const queryClient = useQueryClient();
  const socket = useSocket();
  const connected = useConnected(socket);
  const userId = useAuthStore((state) => state.userId);
  const query = useGameQuery(matchId);
  const game = query.data;
  const [pending, setPending] = useState<Pending>(null);
  useJoinRoom(matchId);

  useSocketEvent('game:state', (payload) => {
    if (payload.matchId !== matchId) return;
    const key = gameQueryOptions(matchId).queryKey;
    const current = queryClient.getQueryData(key);
    if (!isNewerState(current, payload)) return;
    queryClient.setQueryData(key, payload);
    // The match itself is settled from the game's end: its page shows the result.
    if (payload.finished && !current?.finished) {
      void queryClient.invalidateQueries({ queryKey: matchesKeys.detail(matchId) });
    }
  });
  useReconnected(() => void query.refetch());

  const viewer = game?.players.find((player) => player.userId === userId) ?? null;

  // The client seed, once per game and page: before the first roll the server waits for it.
  const seedSent = useRef<string | null>(null);
  const needsSeed = Boolean(game && viewer && !viewer.seeded && !game.finished);
  useEffect(() => {
    if (!socket || !connected || !needsSeed || seedSent.current === matchId) return;
    seedSent.current = matchId;
    socket
      .timeout(ANSWER_TIMEOUT_MS)
      .emitWithAck('game:seed', { matchId, seed: randomClientSeed() })
      .then((answer: GameAnswer) => {
        // Refused (the game started with a seed the server made): the transcript says so; nothing to do.
        if (!answer.ok) return;
      })
      .catch(() => {
        // No answer: try again on the next connection.
        seedSent.current = null;
      });
  }, [socket, connected, needsSeed, matchId]);

  const myTurn = Boolean(game && !game.finished && userId !== undefined && game.turn === userId);

  // A buzz when the turn becomes the player's (not on opening the page in the middle of it).
  const wasMyTurn = useRef<boolean | null>(null);
  useEffect(() => {
    if (buzzesNow(wasMyTurn.current, myTurn) && typeof navigator !== 'undefined' && 'vibrate' in navigator) {
      navigator.vibrate(YOUR_TURN_VIBRATION_MS);
    }
    wasMyTurn.current = myTurn;
  }, [myTurn]);

  const send = useCallback(
    (kind: 'roll' | 'move', token?: number) => {
      if (!socket || pending) return;
      setPending(kind);
      const answer =
        kind === 'roll'
          ? socket.timeout(ANSWER_TIMEOUT_MS).emitWithAck('game:roll', { matchId })
          : socket.timeout(ANSWER_TIMEOUT_MS).emitWithAck('game:move', { matchId, token: token ?? 0 });
      answer
        .then((result: GameAnswer) => {
          if (!result.ok) {
            toast.error(result.message ?? t('game.refused'), { id: `game-refused-${matchId}` });
            // What the server holds may differ from what is shown: look again.
            void query.refetch();
          }
        })
        .catch(() => {
          toast.error(t('game.noAnswer'), { id: `game-no-answer-${matchId}` });
          void query.refetch();
        })
        .finally(() => setPending(null));
    },
    [socket, pending, matchId, t, query],
  );

  const canRoll = myTurn && game?.dice === null && !pending && connected;
  const movable = myTurn && game?.dice !== null && !pending && connected ? (game?.movable ?? []) : [];

  return {
    query,
    game,
    viewer,
    myTurn,
    canRoll,
    movable,
    pending,
    connected,
    roll: () => send('roll'),
    move: (token) => send('move', token),
    leave: async () => {
      if (!socket) return { ok: false, message: t('game.noAnswer') };
      try {
        const answer: GameAnswer = await socket.timeout(ANSWER_TIMEOUT_MS).emitWithAck('game:leave', { matchId });
        void query.refetch();
        return answer;
      } catch {
        return { ok: false, message: t('game.noAnswer') };
      }
    },
  };
}
