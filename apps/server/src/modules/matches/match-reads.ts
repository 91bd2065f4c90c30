import type { Database } from '../../db/client';
import type { Language } from '../../lib/i18n';
import { leaderboard, publicLeaderboard } from './leaderboard';
import { listChat, postChat } from './match-chat';
import { liveMatchIds } from './match-records';
import { disputeQueue, listOpenRooms, matchDetail, matchHistory, matchSummary, type Viewer } from './match-views';

/**
 * What the matches routes read, and the chat they write: the rooms open to join, a match as its
 * viewer may see it, a player's history and summary, the leaderboards and the dispute queue. The
 * changes with money or timers go through the rooms and results services.
 */
export class MatchReads {
  constructor(private readonly db: Database) {}

  openRooms(viewerId: string) {
    return listOpenRooms(this.db, viewerId);
  }

  detail(matchId: string, viewer: Viewer) {
    return matchDetail(this.db, matchId, viewer);
  }

  liveIds(userId: string, limit: number) {
    return liveMatchIds(this.db, userId, limit);
  }

  history(userId: string, language: Language) {
    return matchHistory(this.db, userId, language);
  }

  summary(userId: string) {
    return matchSummary(this.db, userId);
  }

  chat(matchId: string, viewerId: string, isAdmin: boolean, language?: Language) {
    return listChat(this.db, matchId, viewerId, isAdmin, language);
  }

  postChat(matchId: string, senderId: string, body: string) {
    return postChat(this.db, matchId, senderId, body);
  }

  leaderboard(period: 'week' | 'all', limit: number) {
    return leaderboard(this.db, period, limit);
  }

  publicLeaderboard(period: 'week' | 'all', limit: number) {
    return publicLeaderboard(this.db, period, limit);
  }

  disputeQueue() {
    return disputeQueue(this.db);
  }
}
