CREATE TABLE "tournament_games" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tournament_id" uuid NOT NULL,
	"round" integer NOT NULL,
	"number" integer NOT NULL,
	"player_ids" uuid[] NOT NULL,
	"bye" boolean DEFAULT false NOT NULL,
	"match_id" uuid,
	"placings" jsonb,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tournament_games_round_positive" CHECK ("tournament_games"."round" >= 1),
	CONSTRAINT "tournament_games_bye_alone" CHECK ("tournament_games"."bye" = (cardinality("tournament_games"."player_ids") = 1)),
	CONSTRAINT "tournament_games_match_unless_decided" CHECK ("tournament_games"."bye" OR "tournament_games"."match_id" IS NOT NULL OR "tournament_games"."decided_at" IS NOT NULL),
	CONSTRAINT "tournament_games_decided_placed" CHECK (("tournament_games"."decided_at" IS NULL) = ("tournament_games"."placings" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "matches" DROP CONSTRAINT "matches_stake_positive";--> statement-breakpoint
ALTER TABLE "match_results" ALTER COLUMN "claim" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "matches" ALTER COLUMN "room_code" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "match_results" ADD COLUMN "position" integer;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "tournament_id" uuid;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "tournament_round" integer;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "tournament_table" integer;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "title" text;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "seat_ids" uuid[];--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "code_deadline_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "placings" jsonb;--> statement-breakpoint
ALTER TABLE "tournament_entries" ADD COLUMN "disqualified_reason" text;--> statement-breakpoint
ALTER TABLE "tournament_entries" ADD COLUMN "place" integer;--> statement-breakpoint
ALTER TABLE "tournament_entries" ADD COLUMN "prize_paise" bigint;--> statement-breakpoint
ALTER TABLE "tournament_entries" ADD COLUMN "tds_paise" bigint;--> statement-breakpoint
ALTER TABLE "tournament_entries" ADD COLUMN "points_numerator" integer;--> statement-breakpoint
ALTER TABLE "tournament_entries" ADD COLUMN "points_denominator" integer;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "current_round" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tournament_games" ADD CONSTRAINT "tournament_games_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tournament_games_number_key" ON "tournament_games" USING btree ("tournament_id","round","number");--> statement-breakpoint
CREATE UNIQUE INDEX "tournament_games_match_key" ON "tournament_games" USING btree ("match_id") WHERE "tournament_games"."match_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "matches_tournament_idx" ON "matches" USING btree ("tournament_id","tournament_round");--> statement-breakpoint
CREATE INDEX "matches_code_deadline_idx" ON "matches" USING btree ("code_deadline_at") WHERE "matches"."status" = 'active' AND "matches"."room_code" IS NULL;--> statement-breakpoint
CREATE INDEX "matches_seats_idx" ON "matches" USING gin ("seat_ids");--> statement-breakpoint
ALTER TABLE "match_results" ADD CONSTRAINT "match_results_claim_or_position" CHECK (("match_results"."claim" IS NULL) <> ("match_results"."position" IS NULL));--> statement-breakpoint
ALTER TABLE "match_results" ADD CONSTRAINT "match_results_position_range" CHECK ("match_results"."position" IS NULL OR "match_results"."position" BETWEEN 1 AND 4);--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_room_code_present" CHECK ("matches"."room_code" IS NOT NULL OR "matches"."tournament_id" IS NOT NULL);--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_tournament_seats" CHECK ("matches"."tournament_id" IS NULL OR ("matches"."seat_ids" IS NOT NULL AND cardinality("matches"."seat_ids") BETWEEN 2 AND 4 AND "matches"."tournament_round" >= 1));--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_stake_positive" CHECK ("matches"."stake_paise" > 0 OR ("matches"."tournament_id" IS NOT NULL AND "matches"."stake_paise" = 0));