import {
  type AdminReview,
  FEATURED_REVIEWS,
  type FeaturedReview,
  type MyReview,
  type MyReviewResponse,
  REVIEW_MIN_GAMES,
  type ReviewBody,
  type ReviewDecisionBody,
  type ReviewStatus,
} from '@ludo/shared/reviews/reviews.schemas';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type ReviewRow, reviews, users } from '../../db/schema';
import type { AccountClosureParticipant } from '../../lib/account-closure';
import { AppError, notFound } from '../../lib/errors';
import { recordAudit } from '../audit/audit.service';
import { mayReview, type ReviewerRecord, reviewerInitials, reviewerRole } from './review-rules';

/** How reviews learn a player's record, from the modules that keep it (matches, tournaments). */
export type ReviewerRecords = (userId: string) => Promise<Omit<ReviewerRecord, 'memberSince'>>;

const myView = (row: ReviewRow): MyReview => ({
  id: row.id,
  rating: row.rating,
  text: row.text,
  status: row.status,
  featured: row.featured,
  updatedAt: row.updatedAt.toISOString(),
});

const reviewNotFound = () => notFound('This review does not exist.', 'REVIEW_NOT_FOUND');

export class ReviewsService {
  constructor(
    private readonly db: Database,
    private readonly recordOf: ReviewerRecords,
  ) {}

  async mine(userId: string): Promise<MyReviewResponse> {
    const record = await this.recordOf(userId);
    const [row] = await this.db.select().from(reviews).where(eq(reviews.userId, userId));
    return {
      eligible: mayReview(record),
      gamesPlayed: record.gamesPlayed,
      gamesNeeded: REVIEW_MIN_GAMES,
      review: row ? myView(row) : null,
    };
  }

  /** Writes the player's review, or changes it; either way it waits for an admin again. */
  async save(userId: string, body: ReviewBody): Promise<MyReview> {
    const record = await this.recordOf(userId);
    if (!mayReview(record)) {
      throw new AppError(422, 'REVIEW_NOT_YET', {
        id: 'error.review.notYet',
        values: { needed: REVIEW_MIN_GAMES, played: record.gamesPlayed },
      });
    }
    const now = new Date();
    const [row] = await this.db
      .insert(reviews)
      .values({ userId, rating: body.rating, text: body.text })
      .onConflictDoUpdate({
        target: reviews.userId,
        set: {
          rating: body.rating,
          text: body.text,
          status: 'pending',
          featured: false,
          reviewedBy: null,
          reviewedAt: null,
          updatedAt: now,
        },
      })
      .returning();
    if (!row) throw new Error('review upsert returned no row');
    return myView(row);
  }

  /** The landing page's featured reviews, newest first: initials and a role, never a name. */
  async featured(): Promise<FeaturedReview[]> {
    const rows = await this.db
      .select({ review: reviews, fullName: users.fullName, memberSince: users.createdAt, userId: users.id })
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userId))
      .where(and(eq(reviews.featured, true), eq(reviews.status, 'approved'), eq(users.status, 'active')))
      .orderBy(desc(reviews.updatedAt))
      .limit(FEATURED_REVIEWS);
    const out: FeaturedReview[] = [];
    for (const row of rows) {
      const record = await this.recordOf(row.userId);
      out.push({
        id: row.review.id,
        initials: reviewerInitials(row.fullName),
        role: reviewerRole({ ...record, memberSince: row.memberSince }),
        rating: row.review.rating,
        text: row.review.text,
      });
    }
    return out;
  }

  async adminList(status: ReviewStatus | undefined): Promise<AdminReview[]> {
    const rows = await this.db
      .select({ review: reviews, fullName: users.fullName, email: users.email, memberSince: users.createdAt })
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userId))
      .where(status ? eq(reviews.status, status) : undefined)
      .orderBy(desc(reviews.updatedAt))
      .limit(200);
    const out: AdminReview[] = [];
    for (const row of rows) {
      const record = await this.recordOf(row.review.userId);
      out.push({
        ...myView(row.review),
        playerName: row.fullName,
        email: row.email,
        role: reviewerRole({ ...record, memberSince: row.memberSince }),
        createdAt: row.review.createdAt.toISOString(),
      });
    }
    return out;
  }

  /** An admin approves (featuring it or not) or rejects a review; audited. */
  async decide(
    actor: { adminId: string; ipAddress: string | null },
    reviewId: string,
    body: ReviewDecisionBody,
  ): Promise<MyReview> {
    return this.db.transaction(async (tx) => {
      const [before] = await tx.select().from(reviews).where(eq(reviews.id, reviewId)).for('update');
      if (!before) throw reviewNotFound();
      const featured = body.status === 'approved' && (body.featured ?? false);
      const [row] = await tx
        .update(reviews)
        .set({ status: body.status, featured, reviewedBy: actor.adminId, reviewedAt: new Date() })
        .where(eq(reviews.id, reviewId))
        .returning();
      if (!row) throw reviewNotFound();
      await recordAudit(tx, {
        actorId: actor.adminId,
        action: 'review.decide',
        targetType: 'review',
        targetId: reviewId,
        before: { status: before.status, featured: before.featured },
        after: { status: row.status, featured: row.featured },
        ipAddress: actor.ipAddress,
      });
      return myView(row);
    });
  }
}

/** A closed account's review goes with it (it quoted the person). */
export const reviewClosure: AccountClosureParticipant = {
  async erase(tx, userId) {
    await tx.delete(reviews).where(eq(reviews.userId, userId));
    return [];
  },
};
