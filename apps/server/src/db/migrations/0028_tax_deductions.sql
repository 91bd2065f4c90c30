CREATE TABLE "tax_deductions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"ref_id" uuid NOT NULL,
	"description" text NOT NULL,
	"financial_year" integer NOT NULL,
	"gross_paise" bigint NOT NULL,
	"net_winnings_paise" bigint NOT NULL,
	"tds_paise" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "tax_deductions_kind_known" CHECK ("tax_deductions"."kind" IN ('prize', 'withdrawal', 'year_end')),
	CONSTRAINT "tax_deductions_amounts" CHECK ("tax_deductions"."tds_paise" >= 0 AND "tax_deductions"."net_winnings_paise" >= 0 AND "tax_deductions"."gross_paise" >= "tax_deductions"."tds_paise")
);
--> statement-breakpoint
ALTER TABLE "tax_deductions" ADD CONSTRAINT "tax_deductions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_deductions_ref_key" ON "tax_deductions" USING btree ("kind","ref_id","user_id","financial_year");--> statement-breakpoint
CREATE INDEX "tax_deductions_user_year_idx" ON "tax_deductions" USING btree ("user_id","financial_year");--> statement-breakpoint
CREATE INDEX "tax_deductions_created_idx" ON "tax_deductions" USING btree ("created_at");