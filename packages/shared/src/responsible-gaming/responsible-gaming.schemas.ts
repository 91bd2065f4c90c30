import { z } from 'zod';

/**
 * Responsible gaming (docs/decisions/0017-responsible-gaming.md): limits a player sets on their own
 * deposits, and breaks they take from play. Amounts in rupees, as elsewhere in the API.
 */

export const DEPOSIT_LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type DepositLimitPeriod = (typeof DEPOSIT_LIMIT_PERIODS)[number];
/** A lower limit applies at once; a higher one (or none) only after this long, so a bad moment passes. */
export const LIMIT_RAISE_DELAY_HOURS = 24;
export const COOL_OFF_DAYS = { min: 1, max: 42 } as const;
export const SELF_EXCLUSION_MONTHS = { min: 6, max: 60 } as const;

const limitSchema = z.object({
  /** The limit in force, in rupees; null: only the platform's own limits apply. */
  amount: z.number().nullable(),
  /** A raise (or removal) waiting out its delay. */
  pending: z.object({ amount: z.number().nullable(), from: z.string() }).nullable(),
});
export type LimitView = z.infer<typeof limitSchema>;

export const exclusionKindSchema = z.enum(['cool_off', 'self_exclusion']);
export type ExclusionKind = z.infer<typeof exclusionKindSchema>;

export const responsibleGamingSchema = z.object({
  depositLimits: z.object({ day: limitSchema, week: limitSchema, month: limitSchema }),
  /** The player's own limit on time played per day, in minutes (`amount`). */
  playTimeLimit: limitSchema,
  /** Time played today (India time), in minutes. */
  playedTodayMinutes: z.number().int(),
  exclusion: z.object({ kind: exclusionKindSchema, endsAt: z.string() }).nullable(),
});
export type ResponsibleGaming = z.infer<typeof responsibleGamingSchema>;

const limitAmount = z
  .number({ error: 'Enter an amount, or leave it empty for no limit' })
  .int('Enter a whole amount')
  .min(1, 'A limit must be at least 1')
  .max(10_000_000, 'That limit is too high')
  .nullable();

/** PUT /api/responsible-gaming/deposit-limits: each period's limit, or null for none of the player's own. */
export const depositLimitsBodySchema = z.object({ day: limitAmount, week: limitAmount, month: limitAmount });
export type DepositLimitsBody = z.infer<typeof depositLimitsBodySchema>;

export const PLAY_TIME_LIMIT_MINUTES = { min: 15, max: 1440 } as const;

/** PUT /api/responsible-gaming/play-time-limit: minutes of play per day, or null for none. */
export const playTimeLimitBodySchema = z.object({
  minutes: z
    .number({ error: 'Enter minutes, or leave it empty for no limit' })
    .int('Enter whole minutes')
    .min(PLAY_TIME_LIMIT_MINUTES.min, `A limit must be at least ${PLAY_TIME_LIMIT_MINUTES.min} minutes`)
    .max(PLAY_TIME_LIMIT_MINUTES.max, 'A day has 1,440 minutes')
    .nullable(),
});
export type PlayTimeLimitBody = z.infer<typeof playTimeLimitBodySchema>;

const password = z.string({ error: 'Enter your password' }).min(1, 'Enter your password').max(200);

/** POST /api/responsible-gaming/exclusion: a break that cannot be ended early. */
export const exclusionBodySchema = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('cool_off'),
      days: z
        .number({ error: 'Choose how many days' })
        .int('Choose a whole number of days')
        .min(COOL_OFF_DAYS.min, `A cool-off lasts at least ${COOL_OFF_DAYS.min} day`)
        .max(COOL_OFF_DAYS.max, `A cool-off lasts at most ${COOL_OFF_DAYS.max} days (6 weeks)`),
      password,
    }),
    z.object({
      kind: z.literal('self_exclusion'),
      months: z
        .number({ error: 'Choose how many months' })
        .int('Choose a whole number of months')
        .min(SELF_EXCLUSION_MONTHS.min, `Self-exclusion lasts at least ${SELF_EXCLUSION_MONTHS.min} months`)
        .max(SELF_EXCLUSION_MONTHS.max, `Self-exclusion lasts at most ${SELF_EXCLUSION_MONTHS.max} months`),
      password,
    }),
  ],
  { error: 'Choose a cool-off or self-exclusion' },
);
export type ExclusionBody = z.infer<typeof exclusionBodySchema>;

/** Error codes of this module's refusals. */
export const RG_ERRORS = {
  depositLimit: 'DEPOSIT_LIMIT',
  excluded: 'SELF_EXCLUDED',
  coolingOff: 'COOLING_OFF',
  restrictedState: 'RESTRICTED_STATE',
  playTimeLimit: 'PLAY_TIME_LIMIT',
} as const;

/** GET /api/admin/responsible-gaming/exclusions: every player on a break now, ending soonest first. */
export const adminExclusionsSchema = z.object({
  exclusions: z.array(
    z.object({
      userId: z.string(),
      fullName: z.string(),
      email: z.string(),
      kind: exclusionKindSchema,
      startsAt: z.string(),
      endsAt: z.string(),
    }),
  ),
});
export type AdminExclusions = z.infer<typeof adminExclusionsSchema>;

export const EXCLUSION_KIND_LABELS: Record<ExclusionKind, string> = {
  cool_off: 'Cool-off',
  self_exclusion: 'Self-exclusion',
};

/** GET /api/responsible-gaming/statement?month=YYYY-MM: one month of the player's play and money. */
export const activityStatementQuerySchema = z.object({
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Give the month as YYYY-MM')
    .optional(),
});

export const activityStatementSchema = z.object({
  /** YYYY-MM, India time. */
  month: z.string(),
  games: z.number().int(),
  playedMinutes: z.number().int(),
  /** Rupees (coins in play-money mode). */
  deposits: z.number(),
  withdrawals: z.number(),
  /** Play money: the free coins claimed. */
  freeCoins: z.number(),
  entryFees: z.number(),
  winnings: z.number(),
  refunds: z.number(),
  /** What play won (positive) or lost: winnings and refunds less entry fees. */
  net: z.number(),
});
export type ActivityStatement = z.infer<typeof activityStatementSchema>;
