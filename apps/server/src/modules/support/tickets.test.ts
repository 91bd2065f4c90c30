import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SUPPORT_RESPONSE_HOURS } from '@ludo/shared/limits';
import type {
  AdminSupportQueue,
  AdminSupportTicketDetail,
  SupportTicketDetail,
  SupportTicketList,
} from '@ludo/shared/support/support.schemas';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, contactMessages, storedFiles, supportTickets, walletTransactions } from '../../db/schema';
import { countRows, createTestApp, REAL_MONEY, type TestApp } from '../../test/harness';
import { exifSegment, JPEG_SOI, jpeg, pdf } from '../../test/images';
import { type FilePart, multipartBody } from '../../test/kyc';
import { createRoom } from '../../test/matches';
import { bearer, creditPlayer, quickAdmin, quickPlayer } from '../../test/users';

/**
 * Support tickets end to end: a player raises one (an optional attachment, checked by content,
 * cleaned and encrypted; an optional link to their own match or transaction), only they and the
 * admins see it and its attachment, the team's queue is ordered by response deadline with
 * overdue tickets marked, an answer notifies the player, and every admin action is audited.
 */

type Player = { accessToken: string; userId: string };

let t: TestApp;
let admin: Player;
let owner: Player;
let other: Player;

beforeAll(async () => {
  t = await createTestApp(REAL_MONEY);
  admin = await quickAdmin(t.app);
  owner = await quickPlayer(t.app);
  other = await quickPlayer(t.app);
});
afterAll(() => t.close());

const HOUR_MS = 3_600_000;

const ticketFields = (overrides: Record<string, string | undefined> = {}) => ({
  subject: 'Deposit not credited',
  category: 'payment',
  priority: 'medium',
  message: 'I paid ₹500 by UPI an hour ago and my wallet still shows the old balance.',
  ...overrides,
});

function createTicket(
  who: Player,
  fields: Record<string, string | undefined> = {},
  attachment?: Omit<FilePart, 'field'> & { field?: string },
) {
  const form = multipartBody(
    ticketFields(fields),
    attachment ? [{ field: attachment.field ?? 'attachment', ...attachment }] : [],
  );
  return t.app.inject({
    method: 'POST',
    url: '/api/support/tickets',
    headers: { ...bearer(who), 'content-type': form.contentType },
    payload: form.payload,
  });
}

async function createTicketOk(who: Player, fields: Record<string, string | undefined> = {}) {
  const response = await createTicket(who, fields);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as SupportTicketDetail;
}

const get = (who: Player | null, url: string) => t.app.inject({ method: 'GET', url, headers: who ? bearer(who) : {} });
const post = (who: Player, url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: bearer(who), payload });

const queue = async (query = '') => {
  const response = await get(admin, `/api/admin/support/tickets${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as AdminSupportQueue;
};

const auditRows = (action: string, targetId: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, targetId)))
    .orderBy(auditLog.createdAt);

/** Every file stored under the support attachments' folder on disk. */
function storedSupportFiles(): string[] {
  const root = join(t.config.dataDir, 'files', 'support');
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

const counts = async () => ({
  tickets: await countRows(t.database, supportTickets),
  files: await countRows(t.database, storedFiles),
  onDisk: storedSupportFiles().length,
});

describe('POST /api/support/tickets', () => {
  it('raises a ticket without an attachment: open, due by the priority’s response time, in the player’s list', async () => {
    const response = await createTicket(owner, { subject: '  Deposit not credited  ', priority: 'high' });
    expect(response.statusCode, response.body).toBe(201);
    const ticket = response.json() as SupportTicketDetail;
    expect(ticket).toMatchObject({
      id: expect.any(String),
      subject: 'Deposit not credited',
      category: 'payment',
      priority: 'high',
      status: 'open',
      attachment: null,
      hasAttachment: false,
      match: null,
      transaction: null,
      replies: [],
      replyCount: 0,
    });
    expect(new Date(ticket.respondBy).getTime() - new Date(ticket.createdAt).getTime()).toBe(
      SUPPORT_RESPONSE_HOURS.high * HOUR_MS,
    );

    const list = await get(owner, '/api/support/tickets');
    expect(list.statusCode).toBe(200);
    expect((list.json() as SupportTicketList).tickets.map((item) => item.id)).toContain(ticket.id);
    // Nobody else's list shows it.
    const others = (await get(other, '/api/support/tickets')).json() as SupportTicketList;
    expect(others.tickets.map((item) => item.id)).not.toContain(ticket.id);

    const detail = await get(owner, `/api/support/tickets/${ticket.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({ id: ticket.id, message: ticket.message, replies: [] });
  });

  it.each([
    ['low', 24],
    ['medium', 12],
    ['high', 2],
  ] as const)('gives a %s ticket %i hours', async (priority, hours) => {
    const ticket = await createTicketOk(owner, { priority });
    expect(new Date(ticket.respondBy).getTime() - new Date(ticket.createdAt).getTime()).toBe(hours * HOUR_MS);
  });

  it('stores an image attachment without its metadata, encrypted at rest, and serves it to the owner', async () => {
    const clean = jpeg();
    const withLocation = Buffer.concat([JPEG_SOI, exifSegment(), clean.subarray(2)]);
    const response = await createTicket(owner, {}, { bytes: withLocation, name: 'upi screen.jpg', type: 'image/jpeg' });
    expect(response.statusCode, response.body).toBe(201);
    const ticket = response.json() as SupportTicketDetail;
    expect(ticket.attachment).toEqual({
      url: `/api/support/tickets/${ticket.id}/attachment`,
      fileName: 'upi screen.jpg',
      contentType: 'image/jpeg',
      sizeBytes: clean.length,
    });
    expect(ticket.hasAttachment).toBe(true);

    const [row] = await t.database.db.select().from(supportTickets).where(eq(supportTickets.id, ticket.id));
    const [file] = await t.database.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.id, row?.attachmentFileId ?? ''));
    expect(file).toMatchObject({ ownerId: owner.userId, purpose: 'support_attachment', contentType: 'image/jpeg' });
    // On disk: neither the picture nor the location, only ciphertext.
    const onDisk = readFileSync(join(t.config.dataDir, 'files', file?.storageKey ?? 'missing'));
    expect(onDisk.includes(clean.subarray(20, 60))).toBe(false);
    expect(onDisk.includes(Buffer.from('GPSLatitude'))).toBe(false);

    const served = await get(owner, ticket.attachment?.url ?? '');
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toBe('private, no-store');
    expect(served.rawPayload.equals(clean)).toBe(true);
    // The owner's own views are not audited.
    expect(await auditRows('support.attachment_view', ticket.id)).toHaveLength(0);
  });

  it('accepts a PDF of exactly 5 MB', async () => {
    const head = pdf();
    const bytes = Buffer.concat([head, Buffer.alloc(5 * 1024 * 1024 - head.length, 0x20)]);
    const response = await createTicket(owner, {}, { bytes, name: 'statement.pdf', type: 'application/pdf' });
    expect(response.statusCode, response.body).toBe(201);
    expect((response.json() as SupportTicketDetail).attachment).toMatchObject({
      contentType: 'application/pdf',
      sizeBytes: 5 * 1024 * 1024,
    });
  });

  it('refuses an attachment of 5 MB and one byte, and stores nothing', async () => {
    const head = pdf();
    const bytes = Buffer.concat([head, Buffer.alloc(5 * 1024 * 1024 + 1 - head.length, 0x20)]);
    const before = await counts();
    const response = await createTicket(owner, {}, { bytes, name: 'statement.pdf', type: 'application/pdf' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'FILE_TOO_LARGE', message: expect.stringContaining('5 MB') });
    expect(await counts()).toEqual(before);
  });

  it('refuses a file that is neither an image nor a PDF, whatever its name and declared type, and stores nothing', async () => {
    const before = await counts();
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const response = await createTicket(owner, {}, { bytes: html, name: 'screenshot.png', type: 'image/png' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'ATTACHMENT_TYPE_NOT_ALLOWED' });
    expect(await counts()).toEqual(before);
  });

  it('refuses an image it cannot read rather than store it uncleaned', async () => {
    const before = await counts();
    const broken = Buffer.from([0xff, 0xd8, 0xff, 0xe1, 0x00]);
    const response = await createTicket(owner, {}, { bytes: broken, name: 'broken.jpg' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'ATTACHMENT_UNREADABLE' });
    expect(await counts()).toEqual(before);
  });

  it('refuses a file under another field name', async () => {
    const response = await createTicket(owner, {}, { field: 'document', bytes: pdf(), name: 'a.pdf' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'UNEXPECTED_FILE' });
  });

  it.each([
    ['a missing subject', { subject: undefined }, 'subject', 'Subject is required'],
    ['an unknown category', { category: 'refund' }, 'category', 'Choose a category'],
    ['an unknown priority', { priority: 'urgent' }, 'priority', 'Choose a priority'],
    ['a short message', { message: 'help' }, 'message', 'Message must be at least 10 characters'],
    [
      'control characters in the subject',
      { subject: 'Deposit\u0000missing' },
      'subject',
      'Subject contains characters that are not allowed.',
    ],
  ])('refuses %s with 400 and a message for the field', async (_name, fields, path, message) => {
    const before = await counts();
    const response = await createTicket(owner, fields);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ path, message }] });
    expect(await counts()).toEqual(before);
  });

  it('asks for a login', async () => {
    const form = multipartBody(ticketFields(), []);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/support/tickets',
      headers: { 'content-type': form.contentType },
      payload: form.payload,
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('linking a match or a transaction', () => {
  it('links the player’s own match and transaction, and refuses another player’s', async () => {
    await creditPlayer(t.database.db, owner.userId, { depositPaise: 100_000 });
    await creditPlayer(t.database.db, other.userId, { depositPaise: 100_000 });
    const { matchId: ownMatch } = await createRoom(t.app, owner, 50);
    const { matchId: othersMatch } = await createRoom(t.app, other, 50);
    const [ownTransaction, othersTransaction] = await t.database.db
      .insert(walletTransactions)
      .values([
        { userId: owner.userId, type: 'add_money', amountPaise: 50_000, status: 'paid', reference: 'pay_own1' },
        { userId: other.userId, type: 'add_money', amountPaise: 50_000, status: 'paid', reference: 'pay_other1' },
      ])
      .returning();

    const linked = await createTicketOk(owner, { matchId: ownMatch, transactionId: ownTransaction?.id });
    expect(linked.match).toEqual({ id: ownMatch, label: '₹50 1v1 Match' });
    expect(linked.transaction).toEqual({ id: ownTransaction?.id, label: 'Deposit of ₹500 (pay_own1)' });
    // In the player's language, as the web app asks for it.
    const inHindi = await t.app.inject({
      method: 'GET',
      url: `/api/support/tickets/${linked.id}`,
      headers: { ...bearer(owner), 'accept-language': 'hi' },
    });
    expect(inHindi.json()).toMatchObject({
      match: { id: ownMatch, label: '₹50 का 1v1 मैच' },
      transaction: { id: ownTransaction?.id, label: 'डिपॉज़िट: ₹500 (pay_own1)' },
    });

    const before = await counts();
    const foreignMatch = await createTicket(owner, { matchId: othersMatch });
    expect(foreignMatch.statusCode).toBe(400);
    expect(foreignMatch.json()).toMatchObject({ code: 'LINKED_MATCH_NOT_FOUND', details: [{ path: 'matchId' }] });
    const foreignTransaction = await createTicket(owner, { transactionId: othersTransaction?.id });
    expect(foreignTransaction.statusCode).toBe(400);
    expect(foreignTransaction.json()).toMatchObject({ code: 'LINKED_TRANSACTION_NOT_FOUND' });
    const notAnId = await createTicket(owner, { matchId: 'match-42' });
    expect(notAnId.statusCode).toBe(400);
    expect(notAnId.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ path: 'matchId' }] });
    expect(await counts()).toEqual(before);

    // An empty field (the form's "none") is no link.
    const none = await createTicketOk(owner, { matchId: '', transactionId: '' });
    expect(none).toMatchObject({ match: null, transaction: null });
  });
});

describe('who sees a ticket', () => {
  let ticket: SupportTicketDetail;

  beforeAll(async () => {
    const response = await createTicket(owner, {}, { bytes: pdf(), name: 'statement.pdf' });
    expect(response.statusCode, response.body).toBe(201);
    ticket = response.json() as SupportTicketDetail;
  });

  it('shows a ticket and its attachment to its owner and admins, and to nobody else (404)', async () => {
    expect((await get(owner, `/api/support/tickets/${ticket.id}`)).statusCode).toBe(200);
    expect((await get(admin, `/api/support/tickets/${ticket.id}`)).statusCode).toBe(200);
    expect((await get(admin, `/api/admin/support/tickets/${ticket.id}`)).statusCode).toBe(200);

    const hidden = await get(other, `/api/support/tickets/${ticket.id}`);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toMatchObject({ code: 'TICKET_NOT_FOUND' });
    const hiddenFile = await get(other, `/api/support/tickets/${ticket.id}/attachment`);
    expect(hiddenFile.statusCode).toBe(404);
    expect(hiddenFile.json()).toMatchObject({ code: 'ATTACHMENT_NOT_FOUND' });
    expect((await get(null, `/api/support/tickets/${ticket.id}/attachment`)).statusCode).toBe(401);
    expect((await get(other, '/api/admin/support/tickets')).statusCode).toBe(403);
    expect((await get(other, `/api/admin/support/tickets/${ticket.id}`)).statusCode).toBe(403);

    const reply = await post(other, `/api/support/tickets/${ticket.id}/replies`, { message: 'Me too!' });
    expect(reply.statusCode).toBe(404);
  });

  it('serves the attachment to an admin, and audits that view', async () => {
    const served = await get(admin, `/api/support/tickets/${ticket.id}/attachment`);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toBe("inline; filename*=UTF-8''statement.pdf");
    expect(await auditRows('support.attachment_view', ticket.id)).toEqual([
      expect.objectContaining({ actorId: admin.userId, targetType: 'support_ticket' }),
    ]);
  });

  it('answers 404 for a ticket without an attachment and for an unknown ticket', async () => {
    const plain = await createTicketOk(owner);
    expect((await get(owner, `/api/support/tickets/${plain.id}/attachment`)).statusCode).toBe(404);
    expect((await get(owner, '/api/support/tickets/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await get(owner, '/api/support/tickets/not-an-id')).statusCode).toBe(400);
  });
});

describe('the admin queue', () => {
  it('orders waiting tickets by response deadline and marks the overdue ones', async () => {
    const a = await quickPlayer(t.app);
    const low = await createTicketOk(a, { priority: 'low', subject: 'Queue low' });
    const high = await createTicketOk(a, { priority: 'high', subject: 'Queue high' });
    const medium = await createTicketOk(a, { priority: 'medium', subject: 'Queue medium' });
    // One raised a day ago: its deadline passed and it is overdue, so it is first of all.
    const late = await createTicketOk(a, { priority: 'low', subject: 'Queue overdue' });
    await t.database.db
      .update(supportTickets)
      .set({ createdAt: new Date(Date.now() - 25 * HOUR_MS), respondBy: new Date(Date.now() - HOUR_MS) })
      .where(eq(supportTickets.id, late.id));

    const { tickets } = await queue();
    const mine = tickets.filter((item) => item.userId === a.userId);
    expect(mine.map((item) => item.subject)).toEqual(['Queue overdue', 'Queue high', 'Queue medium', 'Queue low']);
    expect(mine.map((item) => item.overdue)).toEqual([true, false, false, false]);
    // The whole queue is in deadline order among the waiting tickets.
    const waiting = tickets.filter((item) => item.status === 'open').map((item) => item.respondBy);
    expect(waiting).toEqual([...waiting].sort());
    expect(mine[0]).toMatchObject({ playerName: expect.any(String), email: expect.any(String), assignee: null });
    expect([low.id, high.id, medium.id].every((id) => tickets.some((item) => item.id === id))).toBe(true);

    // Answered: no longer overdue, and behind the tickets still waiting.
    const answered = await post(admin, `/api/admin/support/tickets/${late.id}/replies`, {
      message: 'Looking into it.',
    });
    expect(answered.statusCode, answered.body).toBe(201);
    const after = (await queue()).tickets;
    const lateNow = after.find((item) => item.id === late.id);
    expect(lateNow).toMatchObject({ status: 'answered', overdue: false });
    const firstAnswered = after.findIndex((item) => item.status !== 'open');
    expect(after.slice(firstAnswered).every((item) => item.status !== 'open')).toBe(true);

    // Closed tickets leave the default queue and show under their own filter.
    await post(admin, `/api/admin/support/tickets/${late.id}/status`, { status: 'closed' });
    expect((await queue()).tickets.some((item) => item.id === late.id)).toBe(false);
    expect((await queue('?status=closed')).tickets.map((item) => item.id)).toContain(late.id);
  });

  it('lists the public contact form’s messages beside the tickets, and lets the team close one', async () => {
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/support/messages',
      remoteAddress: '10.9.9.9',
      payload: { name: 'Ravi Kumar', email: 'ravi@example.in', message: 'Can I play from Goa? Please tell me.' },
    });
    expect(sent.statusCode).toBe(201);
    const message = (await queue()).contactMessages.find((item) => item.email === 'ravi@example.in');
    expect(message).toMatchObject({ name: 'Ravi Kumar', status: 'open', userId: null });

    const closed = await post(admin, `/api/admin/support/messages/${message?.id}/status`, { status: 'closed' });
    expect(closed.statusCode, closed.body).toBe(200);
    expect((await queue()).contactMessages.some((item) => item.id === message?.id)).toBe(false);
    const [row] = await t.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, message?.id ?? ''));
    expect(row?.status).toBe('closed');
    expect(await auditRows('support.contact_status', message?.id ?? '')).toHaveLength(1);
  });
});

describe('the thread', () => {
  it('notifies the player of an answer, lets them reply until the ticket is closed, and audits the team', async () => {
    const player = await quickPlayer(t.app);
    const ticket = await createTicketOk(player, { subject: 'Withdrawal stuck', priority: 'low' });

    const answer = await post(admin, `/api/admin/support/tickets/${ticket.id}/replies`, {
      message: '  We have asked the bank; it will reach you today.  ',
    });
    expect(answer.statusCode, answer.body).toBe(201);
    const answered = answer.json() as AdminSupportTicketDetail;
    expect(answered.status).toBe('answered');
    expect(answered.replies).toEqual([
      expect.objectContaining({ fromSupport: true, message: 'We have asked the bank; it will reach you today.' }),
    ]);

    // The notification, once the outbox is dispatched.
    await t.services.domainEvents.dispatch();
    const notifications = await get(player, '/api/notifications');
    expect(notifications.statusCode, notifications.body).toBe(200);
    expect((notifications.json() as { notifications: unknown[] }).notifications).toContainEqual(
      expect.objectContaining({
        type: 'support',
        title: 'Support reply',
        message: expect.stringContaining('Withdrawal stuck'),
        actionUrl: `/user/support?ticket=${ticket.id}`,
        read: false,
      }),
    );
    // Nobody else is told.
    const othersNotifications = (await get(other, '/api/notifications')).json() as { notifications: unknown[] };
    expect(othersNotifications.notifications).not.toContainEqual(expect.objectContaining({ type: 'support' }));

    // The player sees the team as the team, and answers: the ticket waits for the team again, due anew.
    const seen = (await get(player, `/api/support/tickets/${ticket.id}`)).json() as SupportTicketDetail;
    expect(seen.replies[0]).toMatchObject({ fromSupport: true, authorName: 'Support team' });
    const followUp = await post(player, `/api/support/tickets/${ticket.id}/replies`, {
      message: 'Thanks, it has not arrived yet.',
    });
    expect(followUp.statusCode, followUp.body).toBe(201);
    const reopened = followUp.json() as SupportTicketDetail;
    expect(reopened.status).toBe('open');
    expect(reopened.replies.map((reply) => reply.fromSupport)).toEqual([true, false]);
    expect(new Date(reopened.respondBy).getTime()).toBeGreaterThan(new Date(ticket.respondBy).getTime());
    // The lists count the replies.
    const listed = ((await get(player, '/api/support/tickets')).json() as SupportTicketList).tickets;
    expect(listed.find((item) => item.id === ticket.id)).toMatchObject({ status: 'open', replyCount: 2 });
    expect((await queue()).tickets.find((item) => item.id === ticket.id)).toMatchObject({ replyCount: 2 });

    // Assigned to the admin, then closed: the player can no longer write.
    const assigned = await post(admin, `/api/admin/support/tickets/${ticket.id}/assign`, { assigneeId: admin.userId });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect((assigned.json() as AdminSupportTicketDetail).assignee).toEqual({
      id: admin.userId,
      name: expect.any(String),
    });
    const closed = await post(admin, `/api/admin/support/tickets/${ticket.id}/status`, { status: 'closed' });
    expect(closed.statusCode, closed.body).toBe(200);
    const refused = await post(player, `/api/support/tickets/${ticket.id}/replies`, { message: 'One more thing' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'TICKET_CLOSED' });
    const adminRefused = await post(admin, `/api/admin/support/tickets/${ticket.id}/replies`, { message: 'Hello' });
    expect(adminRefused.statusCode).toBe(409);

    expect(await auditRows('support.reply', ticket.id)).toEqual([
      expect.objectContaining({
        actorId: admin.userId,
        targetType: 'support_ticket',
        before: { status: 'open' },
        after: expect.objectContaining({ status: 'answered' }),
      }),
    ]);
    expect(await auditRows('support.assign', ticket.id)).toEqual([
      expect.objectContaining({
        actorId: admin.userId,
        before: { assigneeId: null },
        after: { assigneeId: admin.userId },
      }),
    ]);
    expect(await auditRows('support.status', ticket.id)).toEqual([
      expect.objectContaining({ actorId: admin.userId, before: { status: 'open' }, after: { status: 'closed' } }),
    ]);

    // Setting the status it already has changes nothing and records nothing.
    await post(admin, `/api/admin/support/tickets/${ticket.id}/status`, { status: 'closed' });
    expect(await auditRows('support.status', ticket.id)).toHaveLength(1);
    // Reopened by the team: it waits for the team again.
    const back = await post(admin, `/api/admin/support/tickets/${ticket.id}/status`, { status: 'open' });
    expect((back.json() as AdminSupportTicketDetail).status).toBe('open');
  });

  it('assigns only to an active administrator', async () => {
    const ticket = await createTicketOk(owner);
    const refused = await post(admin, `/api/admin/support/tickets/${ticket.id}/assign`, { assigneeId: other.userId });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'ASSIGNEE_NOT_ADMIN' });
    const unassigned = await post(admin, `/api/admin/support/tickets/${ticket.id}/assign`, { assigneeId: null });
    expect(unassigned.statusCode).toBe(200);
    expect(await auditRows('support.assign', ticket.id)).toHaveLength(0);
  });

  it('refuses an empty reply', async () => {
    const ticket = await createTicketOk(owner);
    const response = await post(owner, `/api/support/tickets/${ticket.id}/replies`, { message: '   ' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ path: 'message' }] });
  });
});

describe('rate limits, per account', () => {
  let limited: TestApp;

  beforeAll(async () => {
    limited = await createTestApp({ ...REAL_MONEY, RATE_LIMIT_ACCOUNT_MULTIPLIER: '1' });
  });
  afterAll(() => limited.close());

  const create = (app: TestApp, who: Player) => {
    const form = multipartBody(ticketFields(), []);
    return app.app.inject({
      method: 'POST',
      url: '/api/support/tickets',
      headers: { ...bearer(who), 'content-type': form.contentType },
      payload: form.payload,
    });
  };

  it('takes 10 tickets an hour from one account and 30 replies, then refuses with 429; others still can', async () => {
    const busy = await quickPlayer(limited.app);
    const calm = await quickPlayer(limited.app);
    let first = '';
    for (let index = 0; index < 10; index += 1) {
      const response = await create(limited, busy);
      expect(response.statusCode, response.body).toBe(201);
      first ||= (response.json() as SupportTicketDetail).id;
    }
    const refused = await create(limited, busy);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect((await create(limited, calm)).statusCode).toBe(201);

    const reply = () =>
      limited.app.inject({
        method: 'POST',
        url: `/api/support/tickets/${first}/replies`,
        headers: bearer(busy),
        payload: { message: 'Any news?' },
      });
    for (let index = 0; index < 30; index += 1) expect((await reply()).statusCode).toBe(201);
    expect((await reply()).statusCode).toBe(429);
  });
});
