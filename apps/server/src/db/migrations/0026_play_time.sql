CREATE TABLE "play_reminders" (
	"user_id" uuid NOT NULL,
	"day" text NOT NULL,
	"reminded_minutes" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "play_reminders_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "play_time_limits" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"minutes" integer,
	"pending_minutes" integer,
	"pending_from" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "play_time_limits_positive" CHECK (coalesce("play_time_limits"."minutes", 1) > 0 AND coalesce("play_time_limits"."pending_minutes", 1) > 0),
	CONSTRAINT "play_time_limits_pending_whole" CHECK ("play_time_limits"."pending_from" IS NOT NULL OR "play_time_limits"."pending_minutes" IS NULL)
);
--> statement-breakpoint
ALTER TABLE "play_reminders" ADD CONSTRAINT "play_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "play_time_limits" ADD CONSTRAINT "play_time_limits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;