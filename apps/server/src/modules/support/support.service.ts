import { randomUUID } from 'node:crypto';
import {
  type AdminContactMessage,
  type AdminSupportQueue,
  type AdminSupportQueueQuery,
  type AdminSupportTicket,
  type AdminSupportTicketDetail,
  adminSupportQueueQuerySchema,
  isSupportTicketOverdue,
  type SupportLink,
  type SupportReply,
  type SupportTicketDetail,
  type SupportTicketStatus,
  type SupportTicketSummary,
  supportResponseDeadline,
  supportTicketFieldsSchema,
} from '@ludo/shared/support/support.schemas';
import { and, asc, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, DbOrTx, Transaction } from '../../db/client';
import {
  contactMessages,
  type SupportTicketRow,
  storedFiles,
  supportReplies,
  supportTickets,
  type UserRow,
  users,
} from '../../db/schema';
import { publishEvent } from '../../lib/domain-events';
import { namedFile } from '../../lib/error-messages';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { sniffContentType } from '../../lib/file-types';
import { type Language, money, render } from '../../lib/i18n';
import type { MultipartForm } from '../../lib/multipart-form';
import { recordAudit } from '../audit/audit.service';
import type { EncryptedStorage } from '../files/file-storage';
import { recordStoredFile, storedFile } from '../files/stored-files';
import { stripImageMetadata, UnreadableImageError } from '../files/strip-metadata';
import { cleanFileName } from '../kyc/kyc-documents';
import { findPlayersMatch } from '../matches/match-records';
import { titleOf } from '../matches/match-views';
import { findHistoryRow } from '../wallet/wallet-history';

/** What the player sees as the author of the team's answers: the team, not a person. */
export const SUPPORT_TEAM_NAME = 'Support team';

export const attachmentUrl = (ticketId: string) => `/api/support/tickets/${ticketId}/attachment`;
const ticketNotFound = () => notFound('Ticket not found.', 'TICKET_NOT_FOUND');
const ticketClosed = () =>
  conflict('TICKET_CLOSED', 'This ticket is closed. Open a new ticket if you still need help.');

interface CheckedAttachment {
  fileName: string;
  contentType: string;
  bytes: Buffer;
}

/**
 * The optional attachment, as we store it: recognised by its content as JPEG, PNG, WebP or PDF
 * (neither its name nor its declared type is trusted), an image without its metadata (location
 * included) and without whatever was appended after its end.
 */
function checkAttachment(form: MultipartForm): CheckedAttachment | null {
  const extra = form.files.find((file) => file.field !== 'attachment');
  if (extra) throw badRequest('UNEXPECTED_FILE', `Unexpected file field ${extra.field}.`);
  const file = form.files[0];
  if (!file) return null;
  const type = sniffContentType(file.bytes);
  if (!type) {
    throw badRequest(
      'ATTACHMENT_TYPE_NOT_ALLOWED',
      { id: 'error.support.attachmentType', values: namedFile(file.fileName) },
      [{ path: 'attachment', message: 'Attach a JPEG, PNG, WebP or PDF file.' }],
    );
  }
  try {
    return {
      fileName: cleanFileName(file.fileName, `attachment.${type.split('/')[1]}`),
      contentType: type,
      bytes: stripImageMetadata(type, file.bytes),
    };
  } catch (error) {
    if (error instanceof UnreadableImageError) {
      throw badRequest(
        'ATTACHMENT_UNREADABLE',
        { id: 'error.support.attachmentUnreadable', values: namedFile(file.fileName) },
        [{ path: 'attachment', message: 'The image could not be read.' }],
      );
    }
    throw error;
  }
}

/** The form's text fields, or a 400 in the shape of a schema validation error (one message per field). */
function parseFields(form: MultipartForm) {
  const parsed = supportTicketFieldsSchema.safeParse(form.fields);
  if (parsed.success) return parsed.data;
  const details: Array<{ path: string; message: string }> = [];
  for (const issue of parsed.error.issues) {
    const path = String(issue.path[0] ?? 'form');
    if (!details.some((detail) => detail.path === path)) details.push({ path, message: issue.message });
  }
  throw badRequest('VALIDATION_ERROR', details[0]?.message ?? 'Check the form', details);
}

/**
 * How many replies a ticket has. The outer column is named in full: Drizzle leaves columns
 * unqualified in a query of one table, where "id" inside the subquery would be the reply's own.
 */
const replyCount = sql<number>`(select count(*)::int from ${supportReplies} where ${supportReplies}.ticket_id = "support_tickets"."id")`;

function summaryOf(row: SupportTicketRow, replies: number): SupportTicketSummary {
  return {
    id: row.id,
    subject: row.subject,
    category: row.category,
    priority: row.priority,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    respondBy: row.respondBy.toISOString(),
    replyCount: replies,
    hasAttachment: row.attachmentFileId !== null,
  };
}

/**
 * Support tickets: players raise them (with an optional attachment, encrypted at rest, and an
 * optional link to one of their own matches or transactions) and write in their thread; the team
 * answers, sets the status and assigns them, every action audited. An answer tells the player
 * through a domain event (their notification), written in the answer's own transaction.
 */
export class SupportService {
  constructor(
    private readonly db: Database,
    private readonly files: EncryptedStorage,
  ) {}

  /** A message from the public contact form, for the support team's queue. */
  async contact(message: { name: string; email: string; message: string }, ipAddress: string): Promise<void> {
    await this.db.insert(contactMessages).values({ ...message, ipAddress });
  }

  // -------------------------------------------------------------------------------------------
  // Players

  /**
   * Checks everything first (fields, attachment, links); stores the attachment only then, and
   * deletes it again when recording the ticket fails.
   */
  async create(
    user: UserRow,
    form: MultipartForm,
    language: Language = 'en',
    now = new Date(),
  ): Promise<SupportTicketDetail> {
    const fields = parseFields(form);
    const attachment = checkAttachment(form);
    if (fields.matchId) await this.ownMatch(this.db, user.id, fields.matchId);
    if (fields.transactionId) await this.ownTransaction(this.db, user.id, fields.transactionId);

    const storageKey = attachment ? `support/${user.id}/${randomUUID()}` : null;
    let ticketId: string;
    try {
      if (attachment && storageKey) await this.files.put(storageKey, attachment.bytes);
      ticketId = await this.db.transaction(async (tx) => {
        let attachmentFileId: string | null = null;
        if (attachment && storageKey) {
          attachmentFileId = await recordStoredFile(tx, {
            ownerId: user.id,
            purpose: 'support_attachment',
            fileName: attachment.fileName,
            storageKey,
            contentType: attachment.contentType,
            sizeBytes: attachment.bytes.length,
          });
        }
        const [ticket] = await tx
          .insert(supportTickets)
          .values({
            userId: user.id,
            subject: fields.subject,
            category: fields.category,
            priority: fields.priority,
            message: fields.message,
            attachmentFileId,
            matchId: fields.matchId ?? null,
            transactionId: fields.transactionId ?? null,
            respondBy: supportResponseDeadline(now, fields.priority),
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: supportTickets.id });
        if (!ticket) throw new Error('ticket insert returned no row');
        return ticket.id;
      });
    } catch (error) {
      if (storageKey) await this.files.delete(storageKey).catch(() => undefined);
      throw error;
    }
    return this.detail(ticketId, { id: user.id, isAdmin: false, language });
  }

  /** The player's tickets, newest first. */
  async listMine(userId: string): Promise<SupportTicketSummary[]> {
    const rows = await this.db
      .select({ ticket: supportTickets, replies: replyCount })
      .from(supportTickets)
      .where(eq(supportTickets.userId, userId))
      .orderBy(desc(supportTickets.createdAt))
      .limit(200);
    return rows.map((row) => summaryOf(row.ticket, row.replies));
  }

  /** One ticket with its thread, for its owner and admins; anyone else is told it does not exist. */
  async detail(
    id: string,
    viewer: { id: string; isAdmin: boolean; language?: Language },
  ): Promise<SupportTicketDetail> {
    const [ticket] = await this.db.select().from(supportTickets).where(eq(supportTickets.id, id));
    if (!ticket || (ticket.userId !== viewer.id && !viewer.isAdmin)) throw ticketNotFound();
    return this.detailOf(this.db, ticket, { namesOfTeam: false, language: viewer.language ?? 'en' });
  }

  /**
   * The player writes in their thread. An answered ticket waits for the team again, with a new
   * deadline from now; an open one keeps the deadline it has. A closed ticket takes no more.
   */
  async playerReply(
    user: UserRow,
    id: string,
    message: string,
    language: Language = 'en',
    now = new Date(),
  ): Promise<SupportTicketDetail> {
    await this.db.transaction(async (tx) => {
      const [ticket] = await tx.select().from(supportTickets).where(eq(supportTickets.id, id)).for('update');
      if (!ticket || ticket.userId !== user.id) throw ticketNotFound();
      if (ticket.status === 'closed') throw ticketClosed();
      await tx
        .insert(supportReplies)
        .values({ ticketId: id, authorId: user.id, fromSupport: false, message, createdAt: now });
      await tx
        .update(supportTickets)
        .set({
          status: 'open',
          respondBy: ticket.status === 'answered' ? supportResponseDeadline(now, ticket.priority) : ticket.respondBy,
          updatedAt: now,
        })
        .where(eq(supportTickets.id, id));
    });
    return this.detail(id, { id: user.id, isAdmin: false, language });
  }

  /** The attachment, for the ticket's owner and admins (an admin's view is audited); anyone else: 404. */
  async readAttachment(viewer: UserRow, ticketId: string, ipAddress: string | null) {
    const [row] = await this.db
      .select({ ticket: supportTickets, file: storedFiles })
      .from(supportTickets)
      .innerJoin(storedFiles, eq(storedFiles.id, supportTickets.attachmentFileId))
      .where(eq(supportTickets.id, ticketId));
    const isOwner = row?.ticket.userId === viewer.id;
    if (!row || (!isOwner && viewer.role !== 'admin')) {
      throw notFound('Attachment not found.', 'ATTACHMENT_NOT_FOUND');
    }
    if (!isOwner) {
      await recordAudit(this.db, {
        actorId: viewer.id,
        action: 'support.attachment_view',
        targetType: 'support_ticket',
        targetId: ticketId,
        after: { fileId: row.file.id },
        ipAddress,
      });
    }
    return {
      bytes: await this.files.get(row.file.storageKey),
      contentType: row.file.contentType,
      fileName: row.file.fileName,
    };
  }

  // -------------------------------------------------------------------------------------------
  // The team

  /**
   * The queue: tickets waiting for the team first, then the others, each by response deadline
   * (the most urgent on top); and the public contact form's messages, open ones first, newest first.
   */
  async queue(query: AdminSupportQueueQuery = {}, now = new Date()): Promise<AdminSupportQueue> {
    const { status, limit } = adminSupportQueueQuerySchema.parse(query);
    const statuses: SupportTicketStatus[] =
      status === 'all' ? ['open', 'answered', 'closed'] : status === 'active' ? ['open', 'answered'] : [status];
    const player = alias(users, 'player');
    const assignee = alias(users, 'assignee');
    const rows = await this.db
      .select({
        ticket: supportTickets,
        replies: replyCount,
        playerName: player.fullName,
        email: player.email,
        assigneeName: assignee.fullName,
      })
      .from(supportTickets)
      .innerJoin(player, eq(player.id, supportTickets.userId))
      .leftJoin(assignee, eq(assignee.id, supportTickets.assigneeId))
      .where(inArray(supportTickets.status, statuses))
      .orderBy(
        sql`case when ${supportTickets.status} = 'open' then 0 else 1 end`,
        asc(supportTickets.respondBy),
        asc(supportTickets.createdAt),
      )
      .limit(limit);
    const tickets: AdminSupportTicket[] = rows.map((row) => ({
      ...summaryOf(row.ticket, row.replies),
      userId: row.ticket.userId,
      playerName: row.playerName,
      email: row.email,
      assignee:
        row.ticket.assigneeId && row.assigneeName !== null
          ? { id: row.ticket.assigneeId, name: row.assigneeName }
          : null,
      overdue: isSupportTicketOverdue(row.ticket, now),
    }));

    const contactFilter: SQL | undefined =
      status === 'all' || status === 'closed' ? undefined : ne(contactMessages.status, 'closed');
    const messages = await this.db
      .select()
      .from(contactMessages)
      .where(contactFilter)
      .orderBy(sql`case when ${contactMessages.status} = 'open' then 0 else 1 end`, desc(contactMessages.createdAt))
      .limit(limit);
    const contact: AdminContactMessage[] = messages.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      message: row.message,
      status: row.status,
      userId: row.userId,
      createdAt: row.createdAt.toISOString(),
    }));
    return { tickets, contactMessages: contact };
  }

  /** One ticket for the team: the thread with names, the player's contact details, the assignee. */
  async adminDetail(id: string, now = new Date()): Promise<AdminSupportTicketDetail> {
    return this.adminDetailOf(this.db, id, now);
  }

  /**
   * The team answers: the reply, the ticket answered, an audit row and the domain event that
   * notifies the player, all in one transaction. A closed ticket is reopened first.
   */
  async adminReply(admin: UserRow, id: string, message: string, ipAddress: string | null, now = new Date()) {
    await this.db.transaction(async (tx) => {
      const ticket = await this.lockTicket(tx, id);
      if (ticket.status === 'closed') {
        throw conflict('TICKET_CLOSED', 'This ticket is closed. Reopen it before replying.');
      }
      const [reply] = await tx
        .insert(supportReplies)
        .values({ ticketId: id, authorId: admin.id, fromSupport: true, message, createdAt: now })
        .returning({ id: supportReplies.id });
      await tx.update(supportTickets).set({ status: 'answered', updatedAt: now }).where(eq(supportTickets.id, id));
      await recordAudit(tx, {
        actorId: admin.id,
        action: 'support.reply',
        targetType: 'support_ticket',
        targetId: id,
        before: { status: ticket.status },
        after: { status: 'answered', replyId: reply?.id ?? null },
        ipAddress,
      });
      await publishEvent(tx, { type: 'support.replied', ticketId: id, userId: ticket.userId, subject: ticket.subject });
    });
    return this.adminDetail(id, now);
  }

  /**
   * Sets the status by hand (closing a settled ticket, reopening one). A ticket set to open waits
   * for the team again, with a new deadline from now. Setting the status it has changes nothing.
   */
  async setStatus(admin: UserRow, id: string, status: SupportTicketStatus, ipAddress: string | null, now = new Date()) {
    await this.db.transaction(async (tx) => {
      const ticket = await this.lockTicket(tx, id);
      if (ticket.status === status) return;
      await tx
        .update(supportTickets)
        .set({
          status,
          respondBy: status === 'open' ? supportResponseDeadline(now, ticket.priority) : ticket.respondBy,
          updatedAt: now,
        })
        .where(eq(supportTickets.id, id));
      await recordAudit(tx, {
        actorId: admin.id,
        action: 'support.status',
        targetType: 'support_ticket',
        targetId: id,
        before: { status: ticket.status },
        after: { status },
        ipAddress,
      });
    });
    return this.adminDetail(id, now);
  }

  /** Assigns the ticket to an active administrator, or leaves it unassigned (null). */
  async assign(admin: UserRow, id: string, assigneeId: string | null, ipAddress: string | null, now = new Date()) {
    await this.db.transaction(async (tx) => {
      const ticket = await this.lockTicket(tx, id);
      if (assigneeId !== null) {
        const [assignee] = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.id, assigneeId), eq(users.role, 'admin'), eq(users.status, 'active')));
        if (!assignee) {
          throw badRequest('ASSIGNEE_NOT_ADMIN', 'Tickets can only be assigned to an active administrator.', [
            { path: 'assigneeId', message: 'Choose an administrator' },
          ]);
        }
      }
      if (ticket.assigneeId === assigneeId) return;
      await tx.update(supportTickets).set({ assigneeId, updatedAt: now }).where(eq(supportTickets.id, id));
      await recordAudit(tx, {
        actorId: admin.id,
        action: 'support.assign',
        targetType: 'support_ticket',
        targetId: id,
        before: { assigneeId: ticket.assigneeId },
        after: { assigneeId },
        ipAddress,
      });
    });
    return this.adminDetail(id, now);
  }

  /** Closes (or reopens) a message of the public contact form. */
  async setContactStatus(
    admin: UserRow,
    id: string,
    status: 'open' | 'closed',
    ipAddress: string | null,
  ): Promise<AdminContactMessage> {
    return this.db.transaction(async (tx) => {
      const [message] = await tx.select().from(contactMessages).where(eq(contactMessages.id, id)).for('update');
      if (!message) throw notFound('Message not found.', 'CONTACT_MESSAGE_NOT_FOUND');
      if (message.status !== status) {
        await tx.update(contactMessages).set({ status }).where(eq(contactMessages.id, id));
        await recordAudit(tx, {
          actorId: admin.id,
          action: 'support.contact_status',
          targetType: 'contact_message',
          targetId: id,
          before: { status: message.status },
          after: { status },
          ipAddress,
        });
      }
      return {
        id: message.id,
        name: message.name,
        email: message.email,
        message: message.message,
        status,
        userId: message.userId,
        createdAt: message.createdAt.toISOString(),
      };
    });
  }

  // -------------------------------------------------------------------------------------------
  // Reading

  private async lockTicket(tx: Transaction, id: string): Promise<SupportTicketRow> {
    const [ticket] = await tx.select().from(supportTickets).where(eq(supportTickets.id, id)).for('update');
    if (!ticket) throw ticketNotFound();
    return ticket;
  }

  /** A linked match, named in the reader's language. */
  private async ownMatch(db: DbOrTx, userId: string, matchId: string, language: Language = 'en'): Promise<SupportLink> {
    const match = await findPlayersMatch(db, userId, matchId);
    if (!match) {
      throw badRequest('LINKED_MATCH_NOT_FOUND', 'That match is not one of yours.', [
        { path: 'matchId', message: 'Choose one of your matches' },
      ]);
    }
    return { id: match.id, label: titleOf(match, language) };
  }

  /** A linked transaction, described in the reader's language ("Deposit of ₹500 (pay_…)"). */
  private async ownTransaction(
    db: DbOrTx,
    userId: string,
    transactionId: string,
    language: Language = 'en',
  ): Promise<SupportLink> {
    const transaction = await findHistoryRow(db, transactionId, { userId });
    if (!transaction) {
      throw badRequest('LINKED_TRANSACTION_NOT_FOUND', 'That transaction is not one of yours.', [
        { path: 'transactionId', message: 'Choose one of your transactions' },
      ]);
    }
    const label = render(
      {
        id: 'support.link.transaction',
        values: {
          type: transaction.type,
          amount: money(transaction.amountPaise),
          withReference: transaction.reference ? 'yes' : 'no',
          reference: transaction.reference ?? '',
        },
      },
      language,
    );
    return { id: transaction.id, label };
  }

  private async detailOf(
    db: DbOrTx,
    ticket: SupportTicketRow,
    { namesOfTeam, language = 'en' }: { namesOfTeam: boolean; language?: Language },
  ): Promise<SupportTicketDetail> {
    const [replyRows, file, match, transaction] = await Promise.all([
      db
        .select({ reply: supportReplies, authorName: users.fullName })
        .from(supportReplies)
        .innerJoin(users, eq(users.id, supportReplies.authorId))
        .where(eq(supportReplies.ticketId, ticket.id))
        .orderBy(asc(supportReplies.createdAt), asc(supportReplies.id)),
      ticket.attachmentFileId ? storedFile(db, ticket.attachmentFileId) : undefined,
      ticket.matchId ? this.ownMatch(db, ticket.userId, ticket.matchId, language).catch(() => null) : null,
      ticket.transactionId
        ? this.ownTransaction(db, ticket.userId, ticket.transactionId, language).catch(() => null)
        : null,
    ]);
    const replies: SupportReply[] = replyRows.map(({ reply, authorName }) => ({
      id: reply.id,
      fromSupport: reply.fromSupport,
      authorName: reply.fromSupport && !namesOfTeam ? SUPPORT_TEAM_NAME : authorName,
      message: reply.message,
      createdAt: reply.createdAt.toISOString(),
    }));
    return {
      ...summaryOf(ticket, replies.length),
      message: ticket.message,
      attachment: file
        ? {
            url: attachmentUrl(ticket.id),
            fileName: file.fileName,
            contentType: file.contentType,
            sizeBytes: file.sizeBytes,
          }
        : null,
      match,
      transaction,
      replies,
    };
  }

  private async adminDetailOf(db: DbOrTx, id: string, now: Date): Promise<AdminSupportTicketDetail> {
    const player = alias(users, 'player');
    const assignee = alias(users, 'assignee');
    const [row] = await db
      .select({ ticket: supportTickets, player, assigneeName: assignee.fullName })
      .from(supportTickets)
      .innerJoin(player, eq(player.id, supportTickets.userId))
      .leftJoin(assignee, eq(assignee.id, supportTickets.assigneeId))
      .where(eq(supportTickets.id, id));
    if (!row) throw ticketNotFound();
    const detail = await this.detailOf(db, row.ticket, { namesOfTeam: true });
    return {
      ...detail,
      userId: row.player.id,
      playerName: row.player.fullName,
      email: row.player.email,
      phone: row.player.phone,
      assignee:
        row.ticket.assigneeId && row.assigneeName !== null
          ? { id: row.ticket.assigneeId, name: row.assigneeName }
          : null,
      overdue: isSupportTicketOverdue(row.ticket, now),
    };
  }
}
