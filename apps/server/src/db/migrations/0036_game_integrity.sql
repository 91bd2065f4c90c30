CREATE INDEX "games_live_seed_idx" ON "games" USING btree ("server_seed_hash") WHERE "games"."finished_at" IS NULL;--> statement-breakpoint
-- A game's actions are its transcript, which anyone may check: never edited or removed once written.
CREATE FUNCTION game_actions_are_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'game actions are immutable: % on %', TG_OP, TG_TABLE_NAME;
END
$$;
--> statement-breakpoint
CREATE TRIGGER game_actions_immutable BEFORE UPDATE OR DELETE ON "game_actions"
  FOR EACH ROW EXECUTE FUNCTION game_actions_are_immutable();
