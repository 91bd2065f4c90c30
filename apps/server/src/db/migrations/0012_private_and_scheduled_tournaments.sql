CREATE TABLE "tournament_schedules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"format" text NOT NULL,
	"entry_fee_paise" bigint NOT NULL,
	"max_players" integer NOT NULL,
	"min_players" integer NOT NULL,
	"start_minute_ist" integer NOT NULL,
	"weekdays" integer[] NOT NULL,
	"opens_hours_before" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tournament_schedules_minute_range" CHECK ("tournament_schedules"."start_minute_ist" BETWEEN 0 AND 1439),
	CONSTRAINT "tournament_schedules_fee_positive" CHECK ("tournament_schedules"."entry_fee_paise" > 0),
	CONSTRAINT "tournament_schedules_players" CHECK ("tournament_schedules"."min_players" >= 2 AND "tournament_schedules"."min_players" <= "tournament_schedules"."max_players"),
	CONSTRAINT "tournament_schedules_opens" CHECK ("tournament_schedules"."opens_hours_before" BETWEEN 1 AND 168)
);
--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "visibility" text DEFAULT 'public' NOT NULL;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "invite_code" text;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "schedule_id" uuid;--> statement-breakpoint
ALTER TABLE "tournament_schedules" ADD CONSTRAINT "tournament_schedules_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tournaments_invite_code_key" ON "tournaments" USING btree ("invite_code") WHERE "tournaments"."invite_code" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "tournaments_schedule_start_key" ON "tournaments" USING btree ("schedule_id","start_time") WHERE "tournaments"."schedule_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_private_invite" CHECK (("tournaments"."visibility" = 'private') = ("tournaments"."invite_code" IS NOT NULL));