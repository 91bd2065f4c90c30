ALTER TABLE "matches" ADD COLUMN "seats" smallint DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "teams" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "prize_shares" jsonb;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_room_seats" CHECK ("matches"."seats" = 2 OR ("matches"."mode" = 'platform' AND "matches"."tournament_id" IS NULL AND "matches"."seats" BETWEEN 3 AND 4 AND "matches"."seat_ids" IS NOT NULL AND cardinality("matches"."seat_ids") <= "matches"."seats"));--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_room_teams" CHECK (NOT "matches"."teams" OR "matches"."seats" = 4);