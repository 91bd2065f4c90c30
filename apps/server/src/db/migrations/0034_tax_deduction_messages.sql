ALTER TABLE "tax_deductions" ADD COLUMN "message" jsonb;--> statement-breakpoint
-- Deductions recorded before kept only their English; their messages are read back from it (the
-- code wrote it in these four forms), so a statement of an earlier year is worded for its reader too.
UPDATE "tax_deductions"
  SET "message" = jsonb_build_object('id', 'tax.deduction.prize', 'values', jsonb_build_object(
    'place', (regexp_match("description", '^Prize for place (\d+), '))[1]::integer,
    'title', regexp_replace("description", '^Prize for place \d+, ', '')))
  WHERE "kind" = 'prize' AND "description" ~ '^Prize for place \d+, ';--> statement-breakpoint
UPDATE "tax_deductions"
  SET "message" = jsonb_build_object('id', 'tax.deduction.toUpi', 'values', jsonb_build_object(
    'upiId', substr("description", length('To UPI ') + 1)))
  WHERE "kind" = 'withdrawal' AND "description" LIKE 'To UPI %';--> statement-breakpoint
UPDATE "tax_deductions"
  SET "message" = jsonb_build_object('id', 'tax.deduction.toBank', 'values', jsonb_build_object(
    'account', (regexp_match("description", '^To A/c (XXXXXX[^,]*), (.*)$'))[1],
    'ifsc', (regexp_match("description", '^To A/c (XXXXXX[^,]*), (.*)$'))[2]))
  WHERE "kind" = 'withdrawal' AND "description" ~ '^To A/c XXXXXX[^,]*, ';--> statement-breakpoint
-- A year's end taxed the balance of 31 March, which is the deduction's gross.
UPDATE "tax_deductions"
  SET "message" = jsonb_build_object('id', 'tax.deduction.yearEnd', 'values', jsonb_build_object(
    'balance', jsonb_build_object('paise', "gross_paise")))
  WHERE "kind" = 'year_end' AND "description" ~ '^Balance of .+ on 31 March$';
