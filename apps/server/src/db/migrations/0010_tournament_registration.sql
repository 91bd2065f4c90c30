ALTER TABLE "tournament_entries" ADD COLUMN "status" text DEFAULT 'registered' NOT NULL;--> statement-breakpoint
-- Entries made before entry fees were taken paid nothing: 0 for them, and no default for new ones.
ALTER TABLE "tournament_entries" ADD COLUMN "entry_fee_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tournament_entries" ALTER COLUMN "entry_fee_paise" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "tournament_entries" ADD COLUMN "seed" integer;--> statement-breakpoint
ALTER TABLE "tournament_entries" ADD COLUMN "registrations" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "tournament_entries" ADD COLUMN "registered_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "tournament_entries" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "format" text DEFAULT 'knockout' NOT NULL;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "min_players" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "cancelled_reason" text;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "finished_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- The API's statuses: a tournament that has been played is 'finished'. Rows from before this
-- migration have no start or finish times of their own: their scheduled start stands in for both,
-- and a cancelled one gets a stated reason, so the checks below hold for them.
UPDATE "tournaments" SET "status" = 'finished' WHERE "status" = 'completed';--> statement-breakpoint
UPDATE "tournaments" SET "started_at" = "start_time" WHERE "status" IN ('running', 'finished');--> statement-breakpoint
UPDATE "tournaments" SET "finished_at" = "start_time" WHERE "status" = 'finished';--> statement-breakpoint
UPDATE "tournaments" SET "cancelled_reason" = 'Cancelled before reasons were recorded.' WHERE "status" = 'cancelled';--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tournament_entries_seed_key" ON "tournament_entries" USING btree ("tournament_id","seed") WHERE "tournament_entries"."seed" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "tournament_entries_field_idx" ON "tournament_entries" USING btree ("tournament_id","status","registered_at");--> statement-breakpoint
CREATE INDEX "tournament_entries_user_idx" ON "tournament_entries" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "tournaments_start_idx" ON "tournaments" USING btree ("start_time");--> statement-breakpoint
ALTER TABLE "tournament_entries" ADD CONSTRAINT "tournament_entries_status_known" CHECK ("tournament_entries"."status" IN ('registered', 'withdrawn', 'disqualified'));--> statement-breakpoint
ALTER TABLE "tournament_entries" ADD CONSTRAINT "tournament_entries_fee_non_negative" CHECK ("tournament_entries"."entry_fee_paise" >= 0);--> statement-breakpoint
ALTER TABLE "tournament_entries" ADD CONSTRAINT "tournament_entries_seed_positive" CHECK ("tournament_entries"."seed" IS NULL OR "tournament_entries"."seed" >= 1);--> statement-breakpoint
ALTER TABLE "tournament_entries" ADD CONSTRAINT "tournament_entries_registrations_positive" CHECK ("tournament_entries"."registrations" >= 1);--> statement-breakpoint
ALTER TABLE "tournament_entries" ADD CONSTRAINT "tournament_entries_withdrawn_unseeded" CHECK ("tournament_entries"."status" <> 'withdrawn' OR "tournament_entries"."seed" IS NULL);--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_status_known" CHECK ("tournaments"."status" IN ('upcoming', 'registering', 'running', 'finished', 'cancelled'));--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_format_known" CHECK ("tournaments"."format" IN ('knockout', 'round_robin', 'swiss', 'multi_table'));--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_entry_fee_positive" CHECK ("tournaments"."entry_fee_paise" > 0);--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_max_players_range" CHECK ("tournaments"."max_players" BETWEEN 2 AND 1024);--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_min_players_range" CHECK ("tournaments"."min_players" BETWEEN 2 AND "tournaments"."max_players");--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_cancelled_reason" CHECK (("tournaments"."status" = 'cancelled') = ("tournaments"."cancelled_reason" IS NOT NULL));--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_started_at" CHECK ("tournaments"."status" NOT IN ('running', 'finished') OR "tournaments"."started_at" IS NOT NULL);--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_finished_at" CHECK (("tournaments"."status" = 'finished') = ("tournaments"."finished_at" IS NOT NULL));