import { z } from 'zod';
import { multiLineText } from '../text';

/**
 * Reviews ("What Our Players Say"): players who have played a few games rate the platform, admins
 * approve and feature them, and the landing page shows featured ones with the player's initials and
 * a role from their record. No review is ever invented.
 */

/** Games a player has finished (1v1 matches and tournaments) before they may write a review. */
export const REVIEW_MIN_GAMES = 3;
export const REVIEW_TEXT_MAX = 280;
/** Featured reviews the landing page shows. */
export const FEATURED_REVIEWS = 3;

export const reviewStatusSchema = z.enum(['pending', 'approved', 'rejected']);
export type ReviewStatus = z.infer<typeof reviewStatusSchema>;

/** PUT /api/reviews/mine: a new review, or a change to one's own (which goes back for approval). */
export const reviewBodySchema = z.object({
  rating: z
    .number({ error: 'Choose a rating from 1 to 5 stars' })
    .int('Choose a rating from 1 to 5 stars')
    .min(1, 'Choose a rating from 1 to 5 stars')
    .max(5, 'Choose a rating from 1 to 5 stars'),
  text: multiLineText({
    label: 'Your review',
    required: 'Write a few words about your experience',
    min: { length: 10, message: 'Write at least 10 characters' },
    max: { length: REVIEW_TEXT_MAX, message: `Keep it to ${REVIEW_TEXT_MAX} characters` },
  }),
});
export type ReviewBody = z.infer<typeof reviewBodySchema>;

export const myReviewSchema = z.object({
  id: z.string(),
  rating: z.number().int(),
  text: z.string(),
  status: reviewStatusSchema,
  featured: z.boolean(),
  updatedAt: z.string(),
});
export type MyReview = z.infer<typeof myReviewSchema>;

/** GET /api/reviews/mine: whether the player may review yet, and their review if they wrote one. */
export const myReviewResponseSchema = z.object({
  eligible: z.boolean(),
  gamesPlayed: z.number().int(),
  gamesNeeded: z.number().int(),
  review: myReviewSchema.nullable(),
});
export type MyReviewResponse = z.infer<typeof myReviewResponseSchema>;

/** GET /api/reviews/featured (public): no name, email or id of the player, only initials and a role. */
export const featuredReviewSchema = z.object({
  id: z.string(),
  initials: z.string(),
  role: z.string(),
  rating: z.number().int(),
  text: z.string(),
});
export type FeaturedReview = z.infer<typeof featuredReviewSchema>;
export const featuredReviewsResponseSchema = z.object({ reviews: z.array(featuredReviewSchema) });
export type FeaturedReviewsResponse = z.infer<typeof featuredReviewsResponseSchema>;

/** The admin console's list. */
export const adminReviewSchema = myReviewSchema.extend({
  playerName: z.string(),
  email: z.string(),
  role: z.string(),
  createdAt: z.string(),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;
export const adminReviewListQuerySchema = z.object({ status: reviewStatusSchema.optional() });
export const adminReviewListSchema = z.object({ reviews: z.array(adminReviewSchema) });
export type AdminReviewList = z.infer<typeof adminReviewListSchema>;

/** POST /api/admin/reviews/{id}: approve (and feature, or not) or reject. */
export const reviewDecisionBodySchema = z
  .object({
    status: z.enum(['approved', 'rejected'], { error: 'Approve or reject the review' }),
    featured: z.boolean().default(false),
  })
  .refine((body) => !body.featured || body.status === 'approved', {
    path: ['featured'],
    message: 'Only an approved review can be featured',
  });
export type ReviewDecisionBody = z.input<typeof reviewDecisionBodySchema>;
export const reviewIdParamsSchema = z.object({ id: z.uuid('Review not found') });
