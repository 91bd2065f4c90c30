CREATE TABLE "game_actions" (
	"match_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"player" integer NOT NULL,
	"kind" text NOT NULL,
	"value" integer,
	"after_roll" integer NOT NULL,
	"auto" boolean DEFAULT false NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_actions_match_id_seq_pk" PRIMARY KEY("match_id","seq")
);
--> statement-breakpoint
CREATE TABLE "games" (
	"match_id" uuid PRIMARY KEY NOT NULL,
	"variant" text NOT NULL,
	"teams" boolean DEFAULT false NOT NULL,
	"player_ids" uuid[] NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seeds" jsonb NOT NULL,
	"server_made_seeds" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"state" jsonb NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"last_roll" jsonb,
	"turn_deadline_at" timestamp with time zone,
	"away_since" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "games_players" CHECK (cardinality("games"."player_ids") BETWEEN 2 AND 4)
);
--> statement-breakpoint
ALTER TABLE "matches" DROP CONSTRAINT "matches_room_code_present";--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "mode" text DEFAULT 'external' NOT NULL;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "variant" text;--> statement-breakpoint
ALTER TABLE "game_actions" ADD CONSTRAINT "game_actions_match_id_games_match_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."games"("match_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "games_turn_deadline_idx" ON "games" USING btree ("turn_deadline_at") WHERE "games"."finished_at" IS NULL;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_variant_with_platform" CHECK (("matches"."mode" = 'platform') = ("matches"."variant" IS NOT NULL));--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_room_code_present" CHECK ("matches"."room_code" IS NOT NULL OR "matches"."tournament_id" IS NOT NULL OR "matches"."mode" = 'platform');