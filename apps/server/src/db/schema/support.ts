import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { storedFiles } from './files';
import { matches } from './matches';
import { users } from './users';
import { walletTransactions } from './wallet';

/** Messages sent through the public contact form, kept for the support team. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    userId: uuid('user_id').references(() => users.id),
    ipAddress: text('ip_address'),
    status: text('status', { enum: ['open', 'closed'] })
      .notNull()
      .default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('contact_messages_created_at_idx').on(table.createdAt)],
);

/**
 * A signed-in player's support ticket. `respondBy` is when the team owes an answer: the priority's
 * response time after the ticket started waiting (its creation, or the player's message after an
 * answer); kept as a column so the queue is ordered by it in SQL.
 */
export const supportTickets = pgTable(
  'support_tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    subject: text('subject').notNull(),
    category: text('category', { enum: ['account', 'tournament', 'payment', 'technical', 'other'] }).notNull(),
    priority: text('priority', { enum: ['low', 'medium', 'high'] }).notNull(),
    message: text('message').notNull(),
    status: text('status', { enum: ['open', 'answered', 'closed'] })
      .notNull()
      .default('open'),
    /** A screenshot or PDF (a stored file of purpose support_attachment), encrypted at rest. */
    attachmentFileId: uuid('attachment_file_id').references(() => storedFiles.id),
    /** One of the player's own matches or wallet transactions the ticket is about. */
    matchId: uuid('match_id').references(() => matches.id),
    transactionId: uuid('transaction_id').references(() => walletTransactions.id),
    /** The administrator working on it. */
    assigneeId: uuid('assignee_id').references(() => users.id),
    respondBy: timestamp('respond_by', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('support_tickets_status_known', sql`${table.status} IN ('open', 'answered', 'closed')`),
    check('support_tickets_priority_known', sql`${table.priority} IN ('low', 'medium', 'high')`),
    check(
      'support_tickets_category_known',
      sql`${table.category} IN ('account', 'tournament', 'payment', 'technical', 'other')`,
    ),
    index('support_tickets_user_idx').on(table.userId, table.createdAt),
    // The admin queue: by status, most urgent first.
    index('support_tickets_queue_idx').on(table.status, table.respondBy),
  ],
);
export type SupportTicketRow = typeof supportTickets.$inferSelect;

/** A ticket's thread after its first message: the player's follow-ups and the team's answers. */
export const supportReplies = pgTable(
  'support_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => supportTickets.id),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id),
    /** Written by the team (an admin answering), not by the ticket's player. */
    fromSupport: boolean('from_support').notNull(),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('support_replies_ticket_idx').on(table.ticketId, table.createdAt)],
);
