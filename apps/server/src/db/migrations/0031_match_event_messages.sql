ALTER TABLE "match_events" ADD COLUMN "message" jsonb;--> statement-breakpoint
ALTER TABLE "match_messages" ADD COLUMN "message" jsonb;