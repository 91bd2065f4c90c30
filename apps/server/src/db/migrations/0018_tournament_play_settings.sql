ALTER TABLE "tournaments" ADD COLUMN "swiss_rounds" integer;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "table_advance" integer;--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_swiss_rounds" CHECK ("tournaments"."swiss_rounds" IS NULL OR ("tournaments"."format" = 'swiss' AND "tournaments"."swiss_rounds" BETWEEN 1 AND 20));--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_table_advance" CHECK ("tournaments"."table_advance" IS NULL OR ("tournaments"."format" = 'multi_table' AND "tournaments"."table_advance" IN (1, 2)));