ALTER TABLE "tournaments" ADD COLUMN "play_mode" text DEFAULT 'external' NOT NULL;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "game_variant" text;--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_variant_with_platform" CHECK (("tournaments"."play_mode" = 'platform') = ("tournaments"."game_variant" IS NOT NULL));