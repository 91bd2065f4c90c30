ALTER TABLE "withdrawals" ADD COLUMN "tds_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "net_winnings_paise" bigint DEFAULT 0 NOT NULL;