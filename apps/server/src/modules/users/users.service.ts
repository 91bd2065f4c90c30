import { paiseToRupees } from '@ludo/shared/money';
import { DEFAULT_USER_SETTINGS, type UserSettings, userSettingsSchema } from '@ludo/shared/users/settings.schemas';
import type { Profile } from '@ludo/shared/users/users.schemas';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client';
import { type UserRow, userSettings, users } from '../../db/schema';
import { uniqueViolationConstraint } from '../../lib/db-errors';
import { badRequest, conflict } from '../../lib/errors';
import type { Language } from '../../lib/i18n';
import { COMMON_PASSWORD_MESSAGE, hashPassword, isCommonPassword, verifyPassword } from '../auth/passwords';
import { revokeUserSessions } from '../auth/sessions';
import { kycDetailsOf } from '../kyc/kyc.service';
import { userBalance } from '../ledger/ledger.service';
import { duplicateAccountError } from './users.errors';
import { duplicateFieldOfConstraint, findTakenField } from './users.repository';

/** The picture's address changes with the picture, so a cached old one is never shown. */
export const avatarUrl = (fileId: string) => `/api/users/avatar?v=${fileId}`;

/** The profile (docs/product-rules.md, Profile and settings), with the balance (rupees) read from the ledger. */
export async function loadProfile(db: DbOrTx, user: UserRow): Promise<Profile> {
  const [{ depositPaise, winningsPaise }, kycDetails] = await Promise.all([
    userBalance(db, user.id),
    kycDetailsOf(db, user),
  ]);
  return {
    _id: user.id,
    fullName: user.fullName,
    email: user.email,
    phone: user.phone,
    ludoPlayerId: user.ludoPlayerId,
    role: user.role,
    status: user.status,
    createdAt: user.createdAt.toISOString(),
    balance: paiseToRupees(depositPaise + winningsPaise),
    balanceBreakdown: { deposit: paiseToRupees(depositPaise), winnings: paiseToRupees(winningsPaise) },
    avatarUrl: user.avatarFileId ? avatarUrl(user.avatarFileId) : null,
    kycDetails,
    state: user.state,
  };
}

/** Sets the player's state once; after that only support changes it (a refusal to play must not be one tap away). */
export async function setState(db: Database, userId: string, state: string): Promise<void> {
  const [row] = await db
    .update(users)
    .set({ state, updatedAt: new Date() })
    .where(and(eq(users.id, userId), isNull(users.state)))
    .returning({ id: users.id });
  if (!row) throw conflict('STATE_ALREADY_SET', 'Your state is already set. Write to support to change it.');
}

/** The state a player said they live in, or null. */
export async function stateOf(db: DbOrTx, userId: string): Promise<string | null> {
  const [row] = await db.select({ state: users.state }).from(users).where(eq(users.id, userId));
  return row?.state ?? null;
}

export async function updateProfile(
  db: Database,
  userId: string,
  changes: { fullName: string; email: string; phone: string },
): Promise<UserRow> {
  const taken = await findTakenField(db, changes, userId);
  if (taken) throw duplicateAccountError(taken);
  try {
    const [row] = await db
      .update(users)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(users.id, userId))
      .returning();
    if (!row) throw new Error('Profile update matched no user');
    return row;
  } catch (error) {
    const field = duplicateFieldOfConstraint(uniqueViolationConstraint(error) ?? '');
    if (field) throw duplicateAccountError(field);
    throw error;
  }
}

/** Changes the password and signs out every other session of the account. */
export async function changePassword(
  db: Database,
  user: UserRow,
  keepSessionId: string,
  input: { currentPassword: string; newPassword: string },
): Promise<void> {
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw badRequest('WRONG_PASSWORD', 'Your current password is not correct.', [
      { path: 'currentPassword', message: 'Your current password is not correct.' },
    ]);
  }
  if (isCommonPassword(input.newPassword)) {
    throw badRequest('COMMON_PASSWORD', COMMON_PASSWORD_MESSAGE, [
      { path: 'newPassword', message: COMMON_PASSWORD_MESSAGE },
    ]);
  }
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: sql`now()` }).where(eq(users.id, user.id));
    await revokeUserSessions(tx, user.id, 'password changed', keepSessionId);
  });
}

export async function getSettings(db: DbOrTx, userId: string): Promise<UserSettings> {
  const [row] = await db.select().from(userSettings).where(eq(userSettings.userId, userId));
  if (!row) return DEFAULT_USER_SETTINGS;
  // Settings saved by an older version may lack newer keys: fill them from the defaults.
  const merged = { ...DEFAULT_USER_SETTINGS, ...(row.settings as Partial<UserSettings>) };
  const parsed = userSettingsSchema.safeParse(merged);
  return parsed.success ? parsed.data : DEFAULT_USER_SETTINGS;
}

export async function saveSettings(db: Database, userId: string, settings: UserSettings): Promise<UserSettings> {
  await db
    .insert(userSettings)
    .values({ userId, settings })
    .onConflictDoUpdate({ target: userSettings.userId, set: { settings, updatedAt: sql`now()` } });
  return settings;
}

/**
 * How to reach a player outside the app, for the notifications module's email and SMS: their
 * contacts and saved settings; null for an account that cannot be reached (suspended or closed).
 */
export async function notificationContactOf(
  db: DbOrTx,
  userId: string,
): Promise<{ email: string; phone: string; settings: UserSettings } | null> {
  const [user] = await db
    .select({ email: users.email, phone: users.phone, status: users.status })
    .from(users)
    .where(eq(users.id, userId));
  if (user?.status !== 'active') return null;
  return { email: user.email, phone: user.phone, settings: await getSettings(db, userId) };
}

const savedLanguage = userSettingsSchema.shape.language;

/**
 * The language each player reads the server's texts in (Settings → language), in one query:
 * English for a player who never saved settings or whose saved language is not one we speak.
 */
export async function languagesOf(db: DbOrTx, userIds: readonly string[]): Promise<Map<string, Language>> {
  const languages = new Map<string, Language>(userIds.map((id) => [id, DEFAULT_USER_SETTINGS.language]));
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return languages;
  const rows = await db
    .select({ userId: userSettings.userId, language: sql<string | null>`${userSettings.settings}->>'language'` })
    .from(userSettings)
    .where(inArray(userSettings.userId, ids));
  for (const row of rows) {
    const parsed = savedLanguage.safeParse(row.language);
    if (parsed.success) languages.set(row.userId, parsed.data);
  }
  return languages;
}

/**
 * The language a player saved in Settings, if they saved one we speak; undefined otherwise, so the
 * caller can fall back to the language the request asks for.
 */
export async function savedLanguageOf(db: DbOrTx, userId: string): Promise<Language | undefined> {
  const [row] = await db
    .select({ language: sql<string | null>`${userSettings.settings}->>'language'` })
    .from(userSettings)
    .where(eq(userSettings.userId, userId));
  const parsed = savedLanguage.safeParse(row?.language);
  return parsed.success ? parsed.data : undefined;
}

/** One player's language (see languagesOf). */
export async function languageOf(db: DbOrTx, userId: string): Promise<Language> {
  return (await languagesOf(db, [userId])).get(userId) ?? DEFAULT_USER_SETTINGS.language;
}
