/** Business constants of the product (docs/product-rules.md, Constants). Amounts are in rupees. */
export const MIN_PLAYER_AGE = 18;

export const DEPOSIT_LIMITS = {
  minRupees: 100,
  maxPerTransactionRupees: 10_000,
  maxPerDayRupees: 50_000,
  quickAmountsRupees: [100, 200, 500, 1000],
} as const;

export const WITHDRAWAL_LIMITS = {
  minRupees: 100,
  maxPerTransactionRupees: 25_000,
  maxPerWeekRupees: 100_000,
  processingHours: '24-48',
  kycRequiredAboveRupees: 10_000,
  kycProcessingHours: 24,
} as const;

export const MATCH_STAKES_RUPEES = [5, 50, 100, 200] as const;
export const DEFAULT_MATCH_STAKE_RUPEES = 50;
export const ROOM_DURATION_MINUTES = 10;
export const MATCH_PRIZE_MULTIPLIER = 2;
export const MATCH_PLATFORM_FEE_RUPEES = 0;

export const TOURNAMENT_PLATFORM_FEE_PERCENT = 10;
/** Prize split, in percent of the pool, by number of players. */
export const TOURNAMENT_PRIZE_SPLITS: Record<4 | 8 | 16 | 32, readonly number[]> = {
  4: [70, 30],
  8: [60, 30, 10],
  16: [50, 30, 15, 5],
  32: [40, 25, 15, 10, 2.5, 2.5, 2.5, 2.5],
};
export const TOURNAMENT_POINTS = [10, 6, 4, 2] as const;
export const TDS_PERCENT = 30;
export const TDS_THRESHOLD_RUPEES = 10_000;

export const TIMING_RULES = {
  gracePeriodMinutes: 2,
  reconnectWindowMinutes: 2,
  resultSubmissionMinutes: 10,
  winningsCreditedMinutes: 30,
  disputeReviewHours: 48,
} as const;

export const SUPPORT_RESPONSE_HOURS = { high: 2, medium: 12, low: 24 } as const;
export const SUPPORT_ATTACHMENT_MAX_MB = 5;

export const UI_CONSTANTS = {
  toastsVisible: 3,
  toastDurationMs: 4000,
  queryRetries: 3,
  queryMaxRetryDelayMs: 30_000,
  queryGcTimeMs: 5 * 60_000,
  fileDownloadTimeoutMs: 15_000,
  previewMaxHeightPx: 500,
  tablePageSizes: [10, 20, 30, 40, 50],
  defaultTablePageSize: 10,
} as const;
