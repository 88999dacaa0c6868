ALTER TYPE "public"."outpatient_bill_status" ADD VALUE 'credited';--> statement-breakpoint
CREATE TABLE "outpatient_credit_lines" (
	"card_no" text PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"limit_fen" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "outpatient_credit_lines_limit_check" CHECK ("outpatient_credit_lines"."limit_fen" >= 0)
);
--> statement-breakpoint
ALTER TABLE "sandbox_insurance_orders" ADD COLUMN "notify_url" text;--> statement-breakpoint
ALTER TABLE "outpatient_bills" ADD COLUMN "credited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outpatient_payments" ADD COLUMN "credited_at" timestamp with time zone;