CREATE TABLE "deposit_limits" (
	"user_id" uuid NOT NULL,
	"period" text NOT NULL,
	"amount_paise" bigint,
	"pending_amount_paise" bigint,
	"pending_from" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposit_limits_user_id_period_pk" PRIMARY KEY("user_id","period"),
	CONSTRAINT "deposit_limits_period_known" CHECK ("deposit_limits"."period" IN ('day', 'week', 'month')),
	CONSTRAINT "deposit_limits_amounts_positive" CHECK (coalesce("deposit_limits"."amount_paise", 1) > 0 AND coalesce("deposit_limits"."pending_amount_paise", 1) > 0),
	CONSTRAINT "deposit_limits_pending_whole" CHECK ("deposit_limits"."pending_from" IS NOT NULL OR "deposit_limits"."pending_amount_paise" IS NULL)
);
--> statement-breakpoint
CREATE TABLE "exclusions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"starts_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "exclusions_kind_known" CHECK ("exclusions"."kind" IN ('cool_off', 'self_exclusion')),
	CONSTRAINT "exclusions_ends_after_start" CHECK ("exclusions"."ends_at" > "exclusions"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "deposit_limits" ADD CONSTRAINT "deposit_limits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exclusions" ADD CONSTRAINT "exclusions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exclusions_user_idx" ON "exclusions" USING btree ("user_id","ends_at");--> statement-breakpoint
CREATE INDEX "exclusions_ends_idx" ON "exclusions" USING btree ("ends_at");