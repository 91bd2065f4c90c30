import { z } from 'zod';
import { adminReasonSchema } from '../admin/admin-reason';
import { GAME_VARIANTS } from '../game/rules';
import { DEFAULT_MATCH_STAKE_RUPEES, MATCH_STAKES_RUPEES, ROOM_DURATION_MINUTES } from '../limits';
import { formatRupees } from '../money';
import { multiLineText, singleLineText } from '../text';
import { isMatchStake } from './match-tiers';

/**
 * Head-to-head matches. A "room" of the product (docs/product-rules.md, Rooms and matches) is a
 * match waiting for its opponent; its `roomId` is the external Ludo app's room code. Amounts are in
 * rupees.
 */

export const enterRoomCodeMessage = (appName: string) => `Enter your ${appName} Room Code`;
/** "₹5, ₹50, ₹100 or ₹200" (or in coins), the amounts a stake or a private tournament's fee may be. */
export function stakeChoices(): string {
  const amounts = MATCH_STAKES_RUPEES.map((rupees) => formatRupees(rupees));
  return `${amounts.slice(0, -1).join(', ')} or ${amounts.at(-1)}`;
}

/** "Choose a stake of ₹5, ₹50, ₹100 or ₹200", in the money mode's words. */
export const stakeChoiceMessage = () => `Choose a stake of ${stakeChoices()}`;

export const matchStakeSchema = z
  .number({ error: stakeChoiceMessage })
  .refine((value) => isMatchStake(value), { error: stakeChoiceMessage });

/** The external app's room code, as a player types it. */
const roomCodeField = (appName: string) =>
  singleLineText({
    label: 'The room code',
    required: enterRoomCodeMessage(appName),
    max: { length: 64, message: `That is not a ${appName} room code` },
  });

/** Where a match is played: in the platform's own game (docs/game-rules.md) or in the external app by room code. */
export const MATCH_MODES = ['platform', 'external'] as const;
export type MatchMode = (typeof MATCH_MODES)[number];

/** How many players a room seats: 1v1, or three or four at a table played here. */
export const ROOM_PLAYER_COUNTS = [2, 3, 4] as const;
export type RoomPlayerCount = (typeof ROOM_PLAYER_COUNTS)[number];
export const ROOM_PLAYERS_MESSAGE = 'Choose 2, 3 or 4 players';
export const ROOM_PLAYERS_HERE_MESSAGE = 'Rooms for more than 2 players, and teams, are played here, not by room code';
export const ROOM_TEAMS_MESSAGE = 'Teams need 4 players';

/**
 * POST /api/rooms. The room code's pattern is the server's configuration (see room settings).
 * Without `mode` it is the product's call (docs/product-rules.md, Calls): the external app, a room
 * code required.
 * A platform match needs no room code (one sent is ignored) and is played in `variant`.
 */
export const createRoomBodySchema = (appName: string) =>
  z
    .object({
      mode: z.enum(MATCH_MODES).default('external'),
      variant: z.enum(GAME_VARIANTS).default('classic'),
      roomId: roomCodeField(appName).optional(),
      stake: matchStakeSchema.default(DEFAULT_MATCH_STAKE_RUPEES),
      /** Accepted for compatibility; the server always uses ROOM_DURATION_MINUTES. */
      durationMinutes: z.number().optional(),
      /** Seats at the table: 3 and 4 only for a room played here (docs/decisions/0023-rooms-for-more-than-two-players.md). */
      players: z.literal(ROOM_PLAYER_COUNTS, { error: ROOM_PLAYERS_MESSAGE }).default(2),
      /** Four players as two teams, partners opposite. */
      teams: z.boolean().default(false),
    })
    .superRefine((body, context) => {
      if (body.mode === 'external' && body.roomId === undefined) {
        context.addIssue({ code: 'custom', path: ['roomId'], message: enterRoomCodeMessage(appName) });
      }
      if (body.mode === 'external' && (body.players !== 2 || body.teams)) {
        context.addIssue({ code: 'custom', path: ['players'], message: ROOM_PLAYERS_HERE_MESSAGE });
      } else if (body.teams && body.players !== 4) {
        context.addIssue({ code: 'custom', path: ['teams'], message: ROOM_TEAMS_MESSAGE });
      }
    });
export type CreateRoomBody = z.input<ReturnType<typeof createRoomBodySchema>>;

/** POST /api/matches/{id}/room-code: the host of a tournament game posts the room they created. */
export const roomCodeBodySchema = (appName: string) =>
  z.object({
    roomId: roomCodeField(appName),
  });
export type RoomCodeBody = z.input<ReturnType<typeof roomCodeBodySchema>>;

/** GET /api/rooms/settings: what the create dialog needs to know about the external app. */
export const roomSettingsSchema = z.object({
  appName: z.string(),
  /** A regular expression source the room code must match in full. */
  roomCodePattern: z.string(),
  /** A player-facing description of the pattern ("8 digits"), in the caller's language (Accept-Language). */
  roomCodeHint: z.string(),
  stakes: z.array(z.number()),
  defaultStake: z.number(),
  durationMinutes: z.number(),
  platformFeePercent: z.number(),
  maxOpenRoomsPerPlayer: z.number().int(),
});
export type RoomSettings = z.infer<typeof roomSettingsSchema>;
export const ROOM_DEFAULTS = {
  stakes: MATCH_STAKES_RUPEES,
  defaultStake: DEFAULT_MATCH_STAKE_RUPEES,
  durationMinutes: ROOM_DURATION_MINUTES,
} as const;

export const matchStatusSchema = z.enum(['open', 'active', 'review', 'settled', 'cancelled', 'expired']);
export type MatchStatus = z.infer<typeof matchStatusSchema>;
/** A match still being decided: its escrow holds stakes. */
export const LIVE_MATCH_STATUSES = ['open', 'active', 'review'] as const satisfies readonly MatchStatus[];

export const joinRequestStatusSchema = z.enum(['pending', 'accepted', 'declined', 'withdrawn', 'closed']);
export type JoinRequestStatus = z.infer<typeof joinRequestStatusSchema>;

/** A room of GET /api/rooms, with the fields the product names (docs/product-rules.md, Rooms and matches). */
export const roomSchema = z.object({
  /** The match's id: the address of its page (/user/tournaments/join/{id}). */
  id: z.string(),
  /**
   * The room code for its owner; for everyone else masked ("••••••78"), since only the two
   * players of a match may see the code (docs/decisions/0008).
   */
  roomId: z.string(),
  stake: z.number(),
  prizePool: z.number(),
  durationMinutes: z.number(),
  creator: z.object({ _id: z.string(), name: z.string() }),
  players: z.array(z.object({ user: z.string(), name: z.string() })),
  createdAt: z.string(),
  expiresAt: z.string(),
  isMine: z.boolean(),
  /** Where the match is played; a platform match's `roomId` is its match id (it has no code). */
  mode: z.enum(MATCH_MODES),
  variant: z.enum(GAME_VARIANTS).nullable(),
  /** The caller's pending request to this room, if any. */
  myRequestId: z.string().nullable(),
  /** The players it seats (2 for 1v1); `players` are the seats taken so far, the host first. */
  seats: z.number().int(),
  /** Four players as two teams, partners opposite. */
  teams: z.boolean(),
});
export type Room = z.infer<typeof roomSchema>;
export const roomListSchema = z.array(roomSchema);

export const createRoomResponseSchema = z.object({
  message: z.string(),
  roomId: z.string(),
  matchId: z.string(),
});

export const roomParamsSchema = z.object({
  roomId: singleLineText({ label: 'The room code', min: { length: 1 }, max: { length: 64 } }),
});
export const joinRequestResponseSchema = z.object({ message: z.string(), requestId: z.string(), matchId: z.string() });

export const matchIdParamsSchema = z.object({ id: z.uuid('Match not found') });
export const requestParamsSchema = z.object({ id: z.uuid('Match not found'), requestId: z.uuid('Request not found') });

/** A player's record across settled matches. */
export const playerRecordSchema = z.object({ played: z.number().int(), won: z.number().int(), lost: z.number().int() });
export type PlayerRecord = z.infer<typeof playerRecordSchema>;

export const matchPlayerSchema = z.object({
  userId: z.string(),
  name: z.string(),
  ludoPlayerId: z.string(),
  record: playerRecordSchema,
});
export type MatchPlayer = z.infer<typeof matchPlayerSchema>;

export const joinRequestSchema = z.object({
  id: z.string(),
  status: joinRequestStatusSchema,
  requester: matchPlayerSchema,
  createdAt: z.string(),
});
export type JoinRequest = z.infer<typeof joinRequestSchema>;

export const resultClaimSchema = z.enum(['won', 'lost']);
export type ResultClaim = z.infer<typeof resultClaimSchema>;

export const matchResultSchema = z.object({
  userId: z.string(),
  name: z.string(),
  /** A 1v1 game's claim; null at a table, where players report their position. */
  claim: resultClaimSchema.nullable(),
  /** The finishing position reported at a table (1 = first home); null in 1v1 games. */
  position: z.number().int().nullable(),
  submittedAt: z.string(),
  /** Our own protected address of the screenshot (players of the match and admins only). */
  screenshotUrl: z.string(),
});
export type MatchResult = z.infer<typeof matchResultSchema>;

export const matchResolutionSchema = z.enum([
  'results_agreed',
  'result_unanswered',
  'admin_award',
  'admin_cancel',
  'players_cancelled',
  'creator_cancelled',
  'expired',
  /** Tournament games: the host did not post the room code within the grace period. */
  'host_no_show',
  /** Tournament games: a player did not show ("I'm in" or a result) within the grace period after the code. */
  'player_no_show',
  /** Tournament games: a player was disqualified, so they forfeit. */
  'disqualified',
  /** Tournament games: an admin set the result of a stuck game. */
  'admin_forced',
  /** Played in the platform's own game: its end decided the match, nobody reported. */
  'game_finished',
]);
export type MatchResolution = z.infer<typeof matchResolutionSchema>;
export const reviewReasonSchema = z.enum(['conflicting_claims', 'no_result']);
export type ReviewReason = z.infer<typeof reviewReasonSchema>;

export const matchTimelineEntrySchema = z.object({ at: z.string(), text: z.string() });

export const matchViewerRoleSchema = z.enum(['creator', 'opponent', 'requester', 'visitor', 'admin']);
export type MatchViewerRole = z.infer<typeof matchViewerRoleSchema>;

/** GET /api/matches/{id}: one match as its viewer may see it. */
export const matchDetailSchema = z.object({
  id: z.string(),
  title: z.string(),
  status: matchStatusSchema,
  /** `table`: a multi-table tournament game of 2 to 4 players, who report finishing positions. */
  type: z.enum(['1v1', 'table']),
  /** `platform`: played in the platform's own game (GET /api/games/{id}); `external`: by room code. */
  mode: z.enum(MATCH_MODES),
  /** The platform game's variant; null for the external app. */
  variant: z.enum(GAME_VARIANTS).nullable(),
  /**
   * The players a room seats: 2 for 1v1, 3 or 4 for a room played here (its `players` fill as
   * the host accepts); 2 for a tournament game, whose `players` are its table.
   */
  seats: z.number().int(),
  /** Four players as two teams: seats 1 and 3 against seats 2 and 4. */
  teams: z.boolean(),
  difficulty: z.enum(['Beginner', 'Intermediate', 'Pro']),
  entryFee: z.number(),
  prizePool: z.number(),
  platformFee: z.number(),
  durationMinutes: z.number(),
  /** The room code: only for the two players (and admins); null for anyone else. */
  roomCode: z.string().nullable(),
  /** Null while a tournament game's host has not posted the code. */
  maskedRoomCode: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  startedAt: z.string().nullable(),
  /** When the first result stands if the other player has not answered. */
  resultDeadlineAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  creator: matchPlayerSchema,
  opponent: matchPlayerSchema.nullable(),
  /**
   * The game's players in seat order (the host first): the two of a 1v1 once it started, up to
   * four at a tournament table or in a room for more than two (its seats taken so far while it is
   * open). Empty for anyone but its players and admins, and a room's requesters while it is open.
   */
  players: z.array(matchPlayerSchema),
  /** The player who creates the room in the external app: a room's creator, a tournament game's host. */
  hostUserId: z.string(),
  /** The tournament a tournament game belongs to (the API contract's field); null for 1v1 rooms. */
  tournamentId: z.string().nullable(),
  /** A tournament game's tournament, round and table (null in multi-table only); null for 1v1 rooms. */
  tournament: z
    .object({ id: z.string(), title: z.string(), round: z.number().int(), table: z.number().int().nullable() })
    .nullable(),
  /** Tournament games: by then the host must post the room code, or forfeit. Null once posted. */
  codeDeadlineAt: z.string().nullable(),
  /**
   * Tournament games, once the code is posted: by then every player says "I'm in" (or reports a
   * result), or forfeits. Null before the code and once the time is over.
   */
  showDeadlineAt: z.string().nullable(),
  /** Tournament games: the players who are in the room (the host from posting the code). Empty for outsiders. */
  checkedInIds: z.array(z.string()),
  /** A decided table's (or room for more than two's) finishing positions, best first; null otherwise. */
  placings: z.array(z.object({ userId: z.string(), position: z.number().int() })).nullable(),
  viewerRole: matchViewerRoleSchema,
  /** The viewer's own pending request (requesters). */
  myRequestId: z.string().nullable(),
  /** Pending requests, for the room's owner only. */
  requests: z.array(joinRequestSchema),
  results: z.array(matchResultSchema),
  /** The player who asked to cancel (both must agree before any result). */
  cancelRequestedBy: z.string().nullable(),
  winnerId: z.string().nullable(),
  resolution: matchResolutionSchema.nullable(),
  reviewReason: reviewReasonSchema.nullable(),
  /** The admin's written reason for a decision, shown to both players. */
  decisionReason: z.string().nullable(),
  timeline: z.array(matchTimelineEntrySchema),
});
export type MatchDetail = z.infer<typeof matchDetailSchema>;
export const matchDetailListSchema = z.array(matchDetailSchema);

/** POST /api/matches/{id}/result is multipart: `result` (won or lost) and `screenshot` (an image). */
export const RESULT_SCREENSHOT_MAX_BYTES = 5 * 1024 * 1024;
export const RESULT_SCREENSHOT_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const RESULT_CLAIM_REQUIRED = 'Choose whether you won or lost';
export const RESULT_POSITION_REQUIRED = 'Choose the position you finished in';
/** `result` for 1v1 games; `position` (1 to the table's size) for tournament tables. */
export const resultFieldsSchema = z.object({
  result: z.enum(['won', 'lost'], { error: RESULT_CLAIM_REQUIRED }).optional(),
  position: z.coerce
    .number({ error: RESULT_POSITION_REQUIRED })
    .int(RESULT_POSITION_REQUIRED)
    .min(1, RESULT_POSITION_REQUIRED)
    .max(4, RESULT_POSITION_REQUIRED)
    .optional(),
});

export const matchActionResponseSchema = z.object({ message: z.string(), match: matchDetailSchema });

/** Chat (docs/product-rules.md, Rooms and matches): sender relative to the viewer. */
export const CHAT_MESSAGE_MAX_LENGTH = 500;
export const chatMessageSchema = z.object({
  id: z.string(),
  sender: z.enum(['you', 'opponent', 'system']),
  senderName: z.string().nullable(),
  message: z.string(),
  timestamp: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;
export const chatMessageListSchema = z.array(chatMessageSchema);
export const chatMessageBodySchema = z.object({
  message: multiLineText({
    label: 'Your message',
    required: 'Type a message',
    max: { length: CHAT_MESSAGE_MAX_LENGTH, message: `Messages can be at most ${CHAT_MESSAGE_MAX_LENGTH} characters` },
  }),
});

/** A row of Match History (docs/product-rules.md, Rooms and matches). */
export const matchHistoryResultSchema = z.enum(['win', 'loss', 'pending', 'cancelled']);
export type MatchHistoryResult = z.infer<typeof matchHistoryResultSchema>;
export const matchHistoryRowSchema = z.object({
  id: z.string(),
  matchId: z.string(),
  date: z.string(),
  title: z.string(),
  opponent: z.string().nullable(),
  entryFee: z.number(),
  prize: z.number(),
  result: matchHistoryResultSchema,
  roomCode: z.string(),
  status: matchStatusSchema,
});
export type MatchHistoryRow = z.infer<typeof matchHistoryRowSchema>;
export const matchHistorySchema = z.array(matchHistoryRowSchema);

/** GET /api/matches/summary: the dashboard's figures. */
export const matchSummarySchema = z.object({
  totalWinnings: z.number(),
  matchesPlayed: z.number().int(),
  wins: z.number().int(),
  losses: z.number().int(),
  /** Whole percent of decided matches won; null before the first decided match. */
  winRate: z.number().nullable(),
});
export type MatchSummary = z.infer<typeof matchSummarySchema>;

/** GET /api/leaderboard: this week's (IST, from Monday) best players by prize money won. */
export const leaderboardQuerySchema = z.object({
  period: z.enum(['week', 'all']).default('week'),
  limit: z.coerce.number().int().min(1).max(100).default(100),
});
export const leaderboardEntrySchema = z.object({
  rank: z.number().int(),
  userId: z.string(),
  name: z.string(),
  wins: z.number().int(),
  played: z.number().int(),
  winnings: z.number(),
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;
export const leaderboardSchema = z.object({
  period: z.enum(['week', 'all']),
  since: z.string().nullable(),
  entries: z.array(leaderboardEntrySchema),
});
export type Leaderboard = z.infer<typeof leaderboardSchema>;

/**
 * GET /api/leaderboard/public: the same board for visitors, with only what a public ranking shows.
 * No user ids: nothing on the public site needs them, and they would link a name to other records.
 */
export const publicLeaderboardEntrySchema = leaderboardEntrySchema.omit({ userId: true });
export type PublicLeaderboardEntry = z.infer<typeof publicLeaderboardEntrySchema>;
export const publicLeaderboardSchema = leaderboardSchema.extend({ entries: z.array(publicLeaderboardEntrySchema) });
export type PublicLeaderboard = z.infer<typeof publicLeaderboardSchema>;

/** Admin: the dispute queue and the decision. */
export const adminDisputeSchema = z.object({
  id: z.string(),
  title: z.string(),
  stake: z.number(),
  creatorName: z.string(),
  opponentName: z.string(),
  reviewReason: reviewReasonSchema,
  startedAt: z.string().nullable(),
  reviewSince: z.string(),
});
export type AdminDispute = z.infer<typeof adminDisputeSchema>;
export const adminDisputeListSchema = z.array(adminDisputeSchema);

export const adminChatMessageSchema = z.object({
  id: z.string(),
  senderName: z.string().nullable(),
  message: z.string(),
  timestamp: z.string(),
});
export const adminMatchDetailSchema = z.object({
  match: matchDetailSchema,
  chat: z.array(adminChatMessageSchema),
});
export type AdminMatchDetail = z.infer<typeof adminMatchDetailSchema>;

export const adminResolveBodySchema = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('award'), winnerId: z.uuid('Choose the winner'), reason: adminReasonSchema }),
  z.object({ outcome: z.literal('cancel'), reason: adminReasonSchema }),
]);
export type AdminResolveBody = z.infer<typeof adminResolveBodySchema>;
