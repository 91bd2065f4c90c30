ALTER TABLE "matches" ADD COLUMN "show_deadline_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "checked_in_ids" uuid[];--> statement-breakpoint
CREATE INDEX "matches_show_deadline_idx" ON "matches" USING btree ("show_deadline_at") WHERE "matches"."status" = 'active' AND "matches"."show_deadline_at" IS NOT NULL;