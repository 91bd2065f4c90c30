import { describe, expect, it } from 'vitest';
import type { UserRow } from '../db/schema';
import { AuthCache } from './auth-cache';

const user = (id: string) => ({ id, status: 'active' }) as UserRow;

describe('AuthCache', () => {
  it('remembers a live session until its time to live runs out', () => {
    const cache = new AuthCache(5000);
    cache.set('s1', user('u1'), 0, 1000);
    expect(cache.get('s1', 'u1', 5999)?.id).toBe('u1');
    expect(cache.get('s1', 'u1', 6000)).toBeUndefined();
  });

  it('never answers for a token whose user is not the session owner', () => {
    const cache = new AuthCache(5000);
    cache.set('s1', user('u1'), 0, 0);
    expect(cache.get('s1', 'someone-else', 1)).toBeUndefined();
  });

  it('forgets every session of a user at once when they change', () => {
    const cache = new AuthCache(5000);
    cache.set('phone', user('u1'), 0, 0);
    cache.set('laptop', user('u1'), 0, 0);
    cache.set('other', user('u2'), 0, 0);
    cache.invalidateUser('u1');
    expect(cache.get('phone', 'u1', 1)).toBeUndefined();
    expect(cache.get('laptop', 'u1', 1)).toBeUndefined();
    expect(cache.get('other', 'u2', 1)?.id).toBe('u2');
  });

  it('keeps nothing when turned off, and drops the oldest entry when full', () => {
    const off = new AuthCache(0);
    off.set('s1', user('u1'), 0, 0);
    expect(off.get('s1', 'u1', 0)).toBeUndefined();

    const small = new AuthCache(5000, 2);
    small.set('a', user('u1'), 0, 0);
    small.set('b', user('u2'), 0, 0);
    small.set('c', user('u3'), 0, 0);
    expect(small.get('a', 'u1', 1)).toBeUndefined();
    expect(small.get('c', 'u3', 1)?.id).toBe('u3');
  });

  it('does not cache what was read before the user changed', () => {
    const cache = new AuthCache(5000);
    const before = cache.generation();
    // The database is read here, then a suspension commits and drops the user's entries…
    cache.invalidateUser('u1');
    // …and the late reader must not store the stale row.
    cache.set('s1', user('u1'), before, 0);
    expect(cache.get('s1', 'u1', 1)).toBeUndefined();
  });

  it('tells its listeners, in the order they subscribed, after a change made here drops the entries', () => {
    const cache = new AuthCache(5000);
    cache.set('s1', user('u1'), 0, 0);
    const heard: string[] = [];
    cache.onInvalidate((userId) => heard.push(`first ${userId} cached=${cache.get('s1', userId, 1) !== undefined}`));
    cache.onInvalidate((userId) => heard.push(`second ${userId}`));
    cache.invalidateUser('u1');
    expect(heard).toEqual(['first u1 cached=false', 'second u1']);
  });

  it('drops the entries of a change heard from another instance without telling its listeners again', () => {
    const cache = new AuthCache(5000);
    cache.set('s1', user('u1'), 0, 0);
    const before = cache.generation();
    const heard: string[] = [];
    cache.onInvalidate((userId) => heard.push(userId));
    cache.forgetUser('u1');
    expect(cache.get('s1', 'u1', 1)).toBeUndefined();
    expect(cache.generation()).not.toBe(before);
    expect(heard).toEqual([]);
  });
});
