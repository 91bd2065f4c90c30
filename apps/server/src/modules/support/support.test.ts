import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../db/schema';
import { countRows, createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_CONTACT_PER_HOUR: '2' });
});
afterAll(() => t.close());

// The form is limited per address: each test writes from its own.
let lastOctet = 0;
const newAddress = () => `10.1.0.${++lastOctet}`;

const send = (payload: Record<string, unknown>, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/support/messages', payload, remoteAddress });

const valid = {
  name: ' Priya Nair ',
  email: 'Priya.Nair@Example.IN',
  message: '  My deposit of ₹500 has not shown up in my wallet yet.  ',
};

describe('POST /api/support/messages', () => {
  it('stores the message for the support team and thanks the sender (201), no login needed', async () => {
    const address = newAddress();
    const res = await send(valid, address);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: "Thanks! We'll get back to you as soon as possible." });

    const rows = await t.database.db.select().from(contactMessages).where(eq(contactMessages.ipAddress, address));
    expect(rows).toEqual([
      expect.objectContaining({
        name: 'Priya Nair',
        email: 'priya.nair@example.in',
        message: 'My deposit of ₹500 has not shown up in my wallet yet.',
        status: 'open',
        userId: null,
      }),
    ]);
  });

  it.each([
    ['a missing name', { ...valid, name: '' }, 'name', 'Full name is required'],
    ['an invalid email', { ...valid, email: 'priya@' }, 'email', 'Enter a valid email address'],
    [
      'a message under 10 characters',
      { ...valid, message: ' help me  ' },
      'message',
      'Message must be at least 10 characters',
    ],
    [
      'a message over 2000 characters',
      { ...valid, message: 'a'.repeat(2001) },
      'message',
      'Message must be at most 2000 characters',
    ],
  ])('refuses %s with 400 and stores nothing', async (_name, body, path, message) => {
    const before = await countRows(t.database, contactMessages);
    const res = await send(body, newAddress());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ path, message }] });
    expect(await countRows(t.database, contactMessages)).toBe(before);
  });

  it('accepts two messages an hour from one address and refuses the third with 429', async () => {
    const address = newAddress();
    expect((await send(valid, address)).statusCode).toBe(201);
    expect((await send(valid, address)).statusCode).toBe(201);

    const third = await send(valid, address);
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({ code: 'RATE_LIMITED', message: expect.stringMatching(/^Too many requests/) });

    const stored = await t.database.db.select().from(contactMessages).where(eq(contactMessages.ipAddress, address));
    expect(stored).toHaveLength(2);

    // Someone else can still write.
    expect((await send(valid, newAddress())).statusCode).toBe(201);
  });
});
