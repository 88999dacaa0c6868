CREATE TYPE "public"."admission_deposit_status" AS ENUM('pending_payment', 'paid', 'expired');--> statement-breakpoint
CREATE TYPE "public"."admission_notice_state" AS ENUM('open', 'admitted', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."discharge_document_kind" AS ENUM('electronic-bill', 'fee-list', 'medical-fee-list');--> statement-breakpoint
CREATE TYPE "public"."discharge_settlement_status" AS ENUM('awaiting_payment', 'settled', 'cancelled');--> statement-breakpoint
ALTER TYPE "public"."payment_subject_type" ADD VALUE 'admission_deposit';--> statement-breakpoint
ALTER TYPE "public"."payment_subject_type" ADD VALUE 'discharge_settlement';--> statement-breakpoint
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
CREATE TABLE "discharge_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "discharge_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"stay_id" integer NOT NULL,
	"kind" "discharge_document_kind" NOT NULL,
	"content" "bytea" NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discharge_records" (
	"stay_id" integer PRIMARY KEY NOT NULL,
	"total_fen" integer,
	"insurance_fund_fen" integer,
	"personal_account_fen" integer,
	"his_deposit_fen" integer,
	"trial_updated_at" timestamp with time zone,
	"summary" jsonb,
	CONSTRAINT "discharge_records_trial_check" CHECK ("discharge_records"."total_fen" is null or "discharge_records"."insurance_fund_fen" + "discharge_records"."personal_account_fen" <= "discharge_records"."total_fen")
);
--> statement-breakpoint
CREATE TABLE "discharge_settlements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "discharge_settlements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"stay_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"total_fen" integer NOT NULL,
	"insurance_fund_fen" integer NOT NULL,
	"personal_account_fen" integer NOT NULL,
	"deposit_fen" integer NOT NULL,
	"balance_fen" integer NOT NULL,
	"status" "discharge_settlement_status" NOT NULL,
	"payment_order_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "discharge_settlements_pay_check" CHECK ("discharge_settlements"."payment_order_id" is null or "discharge_settlements"."balance_fen" > 0)
);
--> statement-breakpoint
CREATE TABLE "discharge_settlement_refunds" (
	"settlement_id" integer NOT NULL,
	"deposit_id" integer NOT NULL,
	"amount_fen" integer NOT NULL,
	"refund_id" integer,
	"channel" text NOT NULL,
	CONSTRAINT "discharge_settlement_refunds_settlement_id_deposit_id_pk" PRIMARY KEY("settlement_id","deposit_id"),
	CONSTRAINT "discharge_settlement_refunds_amount_check" CHECK ("discharge_settlement_refunds"."amount_fen" > 0)
);
--> statement-breakpoint
ALTER TABLE "admission_deposits" ADD CONSTRAINT "admission_deposits_notice_id_admission_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."admission_notices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admission_deposits" ADD CONSTRAINT "admission_deposits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admission_deposits" ADD CONSTRAINT "admission_deposits_payment_order_id_payment_orders_id_fk" FOREIGN KEY ("payment_order_id") REFERENCES "public"."payment_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admission_notices" ADD CONSTRAINT "admission_notices_details_saved_by_users_id_fk" FOREIGN KEY ("details_saved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discharge_documents" ADD CONSTRAINT "discharge_documents_stay_id_inpatient_stays_id_fk" FOREIGN KEY ("stay_id") REFERENCES "public"."inpatient_stays"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discharge_records" ADD CONSTRAINT "discharge_records_stay_id_inpatient_stays_id_fk" FOREIGN KEY ("stay_id") REFERENCES "public"."inpatient_stays"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discharge_settlements" ADD CONSTRAINT "discharge_settlements_stay_id_inpatient_stays_id_fk" FOREIGN KEY ("stay_id") REFERENCES "public"."inpatient_stays"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discharge_settlements" ADD CONSTRAINT "discharge_settlements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discharge_settlements" ADD CONSTRAINT "discharge_settlements_payment_order_id_payment_orders_id_fk" FOREIGN KEY ("payment_order_id") REFERENCES "public"."payment_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discharge_settlement_refunds" ADD CONSTRAINT "discharge_settlement_refunds_settlement_id_discharge_settlements_id_fk" FOREIGN KEY ("settlement_id") REFERENCES "public"."discharge_settlements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discharge_settlement_refunds" ADD CONSTRAINT "discharge_settlement_refunds_deposit_id_inpatient_deposits_id_fk" FOREIGN KEY ("deposit_id") REFERENCES "public"."inpatient_deposits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discharge_settlement_refunds" ADD CONSTRAINT "discharge_settlement_refunds_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admission_deposits_notice_idx" ON "admission_deposits" USING btree ("notice_id","created_at");--> statement-breakpoint
CREATE INDEX "admission_deposits_expiry_idx" ON "admission_deposits" USING btree ("expires_at") WHERE status = 'pending_payment';--> statement-breakpoint
CREATE INDEX "admission_notices_card_idx" ON "admission_notices" USING btree ("card_no");--> statement-breakpoint
CREATE INDEX "admission_notices_saved_by_idx" ON "admission_notices" USING btree ("details_saved_by","details_saved_at");--> statement-breakpoint
CREATE UNIQUE INDEX "discharge_documents_stay_kind_key" ON "discharge_documents" USING btree ("stay_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "discharge_settlements_stay_key" ON "discharge_settlements" USING btree ("stay_id");--> statement-breakpoint
CREATE INDEX "discharge_settlements_user_idx" ON "discharge_settlements" USING btree ("user_id","created_at");