CREATE TYPE "public"."admission_deposit_status" AS ENUM('pending_payment', 'paid', 'expired');--> statement-breakpoint
CREATE TYPE "public"."admission_notice_state" AS ENUM('open', 'admitted', 'cancelled');--> statement-breakpoint
ALTER TYPE "public"."payment_subject_type" ADD VALUE 'admission_deposit';--> statement-breakpoint
CREATE TABLE "admission_deposits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "admission_deposits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"notice_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"amount_fen" integer NOT NULL,
	"status" "admission_deposit_status" DEFAULT 'pending_payment' NOT NULL,
	"payment_order_id" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "admission_deposits_amount_check" CHECK ("admission_deposits"."amount_fen" > 0)
);
--> statement-breakpoint
CREATE TABLE "admission_notices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "admission_notices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"his_id" text NOT NULL,
	"card_no" text NOT NULL,
	"patient_name" text NOT NULL,
	"department" text NOT NULL,
	"ward" text NOT NULL,
	"bed" text,
	"doctor" text NOT NULL,
	"diagnosis" text,
	"planned_date" date NOT NULL,
	"deposit_fen" integer NOT NULL,
	"notes" text NOT NULL,
	"state" "admission_notice_state" NOT NULL,
	"contact_name" text,
	"contact_phone" text,
	"contact_relation" text,
	"region" text,
	"address" text,
	"details_saved_at" timestamp with time zone,
	"details_saved_by" integer,
	CONSTRAINT "admission_notices_his_id_key" UNIQUE("his_id"),
	CONSTRAINT "admission_notices_deposit_check" CHECK ("admission_notices"."deposit_fen" >= 0)
);
--> statement-breakpoint
ALTER TABLE "admission_deposits" ADD CONSTRAINT "admission_deposits_notice_id_admission_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."admission_notices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admission_deposits" ADD CONSTRAINT "admission_deposits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admission_deposits" ADD CONSTRAINT "admission_deposits_payment_order_id_payment_orders_id_fk" FOREIGN KEY ("payment_order_id") REFERENCES "public"."payment_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admission_notices" ADD CONSTRAINT "admission_notices_details_saved_by_users_id_fk" FOREIGN KEY ("details_saved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admission_deposits_notice_idx" ON "admission_deposits" USING btree ("notice_id","created_at");--> statement-breakpoint
CREATE INDEX "admission_deposits_expiry_idx" ON "admission_deposits" USING btree ("expires_at") WHERE status = 'pending_payment';--> statement-breakpoint
CREATE INDEX "admission_notices_card_idx" ON "admission_notices" USING btree ("card_no");--> statement-breakpoint
CREATE INDEX "admission_notices_saved_by_idx" ON "admission_notices" USING btree ("details_saved_by","details_saved_at");