import type { UserSettings } from '@ludo/shared/users/settings.schemas';
import type { Profile } from '@ludo/shared/users/users.schemas';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client';
import type { UserRow } from '../../db/schema';
import type { AccountClosure } from '../../lib/account-closure';
import type { MultipartForm } from '../../lib/multipart-form';
import type { EncryptedStorage } from '../files/file-storage';
import { closeAccount } from './account-closing';
import { assertEmailNotReserved } from './admin-accounts';
import { readAvatar, replaceAvatar } from './avatar';
import { findUserById } from './users.repository';
import { changePassword, getSettings, loadProfile, saveSettings, setState, updateProfile } from './users.service';

declare module 'fastify' {
  interface FastifyInstance {
    users: UsersService;
  }
}

/**
 * The player's own account as the users routes change it: profile, password, state, settings,
 * picture and closing. A change to who the player is drops their cached auth check, so the next
 * request sees it (docs/decisions/0003-sessions-checked-per-request.md).
 */
export class UsersService {
  constructor(
    private readonly db: Database,
    private readonly files: EncryptedStorage,
    private readonly closure: AccountClosure,
    private readonly adminEmails: readonly string[],
    private readonly forgetAuth: (userId: string) => void,
  ) {}

  profile(user: UserRow): Promise<Profile> {
    return loadProfile(this.db, user);
  }

  async updateProfile(user: UserRow, changes: { fullName: string; email: string; phone: string }): Promise<Profile> {
    assertEmailNotReserved(this.adminEmails, changes.email, user.role === 'admin');
    const updated = await updateProfile(this.db, user.id, changes);
    this.forgetAuth(updated.id);
    return loadProfile(this.db, updated);
  }

  async changePassword(
    user: UserRow,
    sessionId: string,
    input: { currentPassword: string; newPassword: string },
  ): Promise<void> {
    await changePassword(this.db, user, sessionId, input);
    this.forgetAuth(user.id);
  }

  async setState(user: UserRow, state: string): Promise<Profile> {
    await setState(this.db, user.id, state);
    return loadProfile(this.db, { ...user, state });
  }

  close(user: UserRow, password: string, ip: string, log: FastifyBaseLogger): Promise<void> {
    return closeAccount(
      { db: this.db, files: this.files, closure: this.closure, forgetSessions: this.forgetAuth, log },
      user,
      password,
      ip,
    );
  }

  settings(userId: string): Promise<UserSettings> {
    return getSettings(this.db, userId);
  }

  saveSettings(userId: string, settings: UserSettings): Promise<UserSettings> {
    return saveSettings(this.db, userId, settings);
  }

  async replaceAvatar(user: UserRow, form: MultipartForm): Promise<Profile> {
    await replaceAvatar(this.db, this.files, user, form);
    this.forgetAuth(user.id);
    return loadProfile(this.db, await this.fresh(user));
  }

  /** The player's picture, read from their row as it is now (the cached auth check may be older). */
  async avatar(user: UserRow): Promise<{ contentType: string; bytes: Buffer }> {
    return readAvatar(this.db, this.files, await this.fresh(user));
  }

  /** A player's picture by its file, for whoever the caller has let see it (a game's players and watchers). */
  picture(avatarFileId: string | null): Promise<{ contentType: string; bytes: Buffer }> {
    return readAvatar(this.db, this.files, { avatarFileId });
  }

  private async fresh(user: UserRow): Promise<UserRow> {
    return (await findUserById(this.db, user.id)) ?? user;
  }
}

async function usersPlugin(app: FastifyInstance) {
  app.decorate(
    'users',
    new UsersService(app.db, app.files, app.accountClosure, app.config.adminEmails, (userId) =>
      app.authCache.invalidateUser(userId),
    ),
  );
}

export default fp(usersPlugin, { name: 'users', dependencies: ['db', 'auth', 'storage', 'account-closure'] });
