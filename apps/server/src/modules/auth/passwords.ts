import { readFileSync } from 'node:fs';
import { hash, verify } from '@node-rs/argon2';

// Algorithm.Argon2id of @node-rs/argon2, a const enum that isolated modules cannot import.
const ARGON2ID = 2;
// OWASP's argon2id baseline (docs/architecture.md, Security): 19 MiB, 2 passes, 1 lane.
const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * A hash of a random string, checked when the identifier matches no account so that an unknown
 * identifier costs as much time as a wrong password and does not reveal which accounts exist.
 */
let decoyHash: Promise<string> | undefined;
export function verifyDecoy(password: string): Promise<boolean> {
  decoyHash ??= hashPassword(`decoy-${Date.now()}-${process.pid}`);
  return decoyHash.then((h) => verifyPassword(h, password));
}

let commonPasswords: Set<string> | undefined;

/** The 10,000 most common passwords (shipped beside this file), compared case-insensitively. */
export function isCommonPassword(password: string): boolean {
  if (!commonPasswords) {
    // Beside the sources, and copied beside the bundle by the build.
    const text = readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8');
    commonPasswords = new Set(
      text
        .split('\n')
        .map((line) => line.trim().toLowerCase())
        .filter(Boolean),
    );
  }
  return commonPasswords.has(password.toLowerCase());
}

export const COMMON_PASSWORD_MESSAGE = 'This password is too common and easy to guess. Choose a less common password.';
