CREATE TYPE "public"."admission_deposit_status" AS ENUM('pending_payment', 'paid', 'expired');--> statement-breakpoint
CREATE TYPE "public"."admission_notice_state" AS ENUM('open', 'admitted', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."inpatient_discharge_step" AS ENUM('medicine_returned', 'exams_settled', 'nurse_station_cleared');--> statement-breakpoint
CREATE TYPE "public"."inpatient_deposit_source" AS ENUM('window', 'online');--> statement-breakpoint
CREATE TYPE "public"."inpatient_deposit_status" AS ENUM('pending_payment', 'paid', 'closed');--> statement-breakpoint
CREATE TYPE "public"."inpatient_stay_status" AS ENUM('in_hospital', 'discharge_ordered', 'settled');--> statement-breakpoint
CREATE TYPE "public"."outpatient_bill_status" AS ENUM('unpaid', 'paid', 'voided', 'refunded');--> statement-breakpoint
CREATE TYPE "public"."outpatient_item_category" AS ENUM('western_medicine', 'chinese_medicine', 'lab', 'exam', 'treatment', 'material', 'other');--> statement-breakpoint
CREATE TYPE "public"."outpatient_paid_via" AS ENUM('online', 'window');--> statement-breakpoint
CREATE TYPE "public"."discharge_document_kind" AS ENUM('electronic-bill', 'fee-list', 'medical-fee-list');--> statement-breakpoint
CREATE TYPE "public"."discharge_settlement_status" AS ENUM('awaiting_payment', 'settled', 'cancelled');--> statement-breakpoint
ALTER TYPE "public"."payment_channel" ADD VALUE 'wechat_medicare';--> statement-breakpoint
ALTER TYPE "public"."payment_channel" ADD VALUE 'hcare';--> statement-breakpoint
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
CREATE TABLE "inpatient_bindings" (
	"user_id" integer NOT NULL,
	"stay_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inpatient_bindings_user_id_stay_id_pk" PRIMARY KEY("user_id","stay_id")
);
--> statement-breakpoint
CREATE TABLE "inpatient_cost_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inpatient_cost_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"his_id" text NOT NULL,
	"stay_id" integer NOT NULL,
	"day" date NOT NULL,
	"item" text NOT NULL,
	"category" text NOT NULL,
	"quantity" numeric(12, 3) NOT NULL,
	"unit" text NOT NULL,
	"unit_price_fen" integer NOT NULL,
	"amount_fen" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inpatient_deposits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inpatient_deposits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"stay_id" integer NOT NULL,
	"source" "inpatient_deposit_source" NOT NULL,
	"his_id" text,
	"user_id" integer,
	"amount_fen" integer NOT NULL,
	"window_channel" text,
	"payment_order_id" integer,
	"status" "inpatient_deposit_status" NOT NULL,
	"refunded_fen" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "inpatient_deposits_amount_check" CHECK ("inpatient_deposits"."amount_fen" > 0),
	CONSTRAINT "inpatient_deposits_refunded_check" CHECK ("inpatient_deposits"."refunded_fen" between 0 and "inpatient_deposits"."amount_fen"),
	CONSTRAINT "inpatient_deposits_source_check" CHECK (("inpatient_deposits"."source" = 'window') = ("inpatient_deposits"."his_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "inpatient_discharge_steps" (
	"stay_id" integer NOT NULL,
	"step" "inpatient_discharge_step" NOT NULL,
	"done" boolean NOT NULL,
	"done_at" timestamp with time zone,
	CONSTRAINT "inpatient_discharge_steps_stay_id_step_pk" PRIMARY KEY("stay_id","step"),
	CONSTRAINT "inpatient_discharge_steps_done_check" CHECK ("inpatient_discharge_steps"."done" = ("inpatient_discharge_steps"."done_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "inpatient_stays" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inpatient_stays_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"inpatient_no" text NOT NULL,
	"patient_code" text NOT NULL,
	"patient_name" text NOT NULL,
	"department" text NOT NULL,
	"ward" text NOT NULL,
	"bed" text NOT NULL,
	"doctor" text NOT NULL,
	"admitted_at" timestamp with time zone NOT NULL,
	"discharged_at" timestamp with time zone,
	"status" "inpatient_stay_status" NOT NULL,
	"required_deposit_fen" integer NOT NULL,
	"low_balance_fen" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "inpatient_stays_required_check" CHECK ("inpatient_stays"."required_deposit_fen" >= 0),
	CONSTRAINT "inpatient_stays_low_balance_check" CHECK ("inpatient_stays"."low_balance_fen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "insurance_settlements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "insurance_settlements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"patient_id" integer NOT NULL,
	"channel" text NOT NULL,
	"status" text NOT NULL,
	"auth_code" text,
	"pay_auth_no" text NOT NULL,
	"acct_used" boolean NOT NULL,
	"pay_ord_id" text NOT NULL,
	"total_fen" integer NOT NULL,
	"fund_fen" integer NOT NULL,
	"psn_acct_fen" integer NOT NULL,
	"cash_fen" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "insurance_settlements_split_sums" CHECK ("insurance_settlements"."fund_fen" + "insurance_settlements"."psn_acct_fen" + "insurance_settlements"."cash_fen" = "insurance_settlements"."total_fen" and least("insurance_settlements"."fund_fen", "insurance_settlements"."psn_acct_fen", "insurance_settlements"."cash_fen") >= 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_insurance_auths" (
	"auth_code" text PRIMARY KEY NOT NULL,
	"pay_auth_no" text NOT NULL,
	"person_key" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "sandbox_insurance_auths_pay_auth_no_unique" UNIQUE("pay_auth_no")
);
--> statement-breakpoint
CREATE TABLE "sandbox_insurance_orders" (
	"pay_ord_id" text PRIMARY KEY NOT NULL,
	"person_key" text NOT NULL,
	"acct_used" boolean NOT NULL,
	"total_fen" integer NOT NULL,
	"fund_fen" integer NOT NULL,
	"psn_acct_fen" integer NOT NULL,
	"cash_fen" integer NOT NULL,
	"deductible_fen" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"out_trade_no" text,
	"mix_status" text,
	"insurance_status" text,
	"cash_status" text,
	"med_trans_id" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_insurance_refunds" (
	"out_refund_no" text NOT NULL,
	"part" text NOT NULL,
	"pay_ord_id" text NOT NULL,
	"amount_fen" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_insurance_refunds_out_refund_no_part_pk" PRIMARY KEY("out_refund_no","part")
);
--> statement-breakpoint
CREATE TABLE "sandbox_insured_persons" (
	"person_key" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"balance_fen" integer NOT NULL,
	"deductible_left_fen" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outpatient_bill_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outpatient_bill_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"bill_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"name" text NOT NULL,
	"specification" text NOT NULL,
	"quantity" numeric(12, 3) NOT NULL,
	"unit" text NOT NULL,
	"unit_price_fen" integer NOT NULL,
	"amount_fen" integer NOT NULL,
	"category" "outpatient_item_category" NOT NULL,
	"exec_department" text NOT NULL,
	"building" text NOT NULL,
	"floor" text NOT NULL,
	"place" text NOT NULL,
	"refund_id" integer,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "outpatient_bill_items_amount_check" CHECK ("outpatient_bill_items"."amount_fen" > 0)
);
--> statement-breakpoint
CREATE TABLE "outpatient_bills" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outpatient_bills_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"his_id" text NOT NULL,
	"card_no" text NOT NULL,
	"visit_date" date NOT NULL,
	"department" text NOT NULL,
	"doctor" text NOT NULL,
	"visit_no" text NOT NULL,
	"total_fen" integer NOT NULL,
	"status" "outpatient_bill_status" DEFAULT 'unpaid' NOT NULL,
	"held_by_id" integer,
	"paid_via" "outpatient_paid_via",
	"paid_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outpatient_bills_total_check" CHECK ("outpatient_bills"."total_fen" > 0),
	CONSTRAINT "outpatient_bills_paid_check" CHECK (("outpatient_bills"."status" in ('paid', 'refunded')) = ("outpatient_bills"."paid_at" is not null and "outpatient_bills"."paid_via" is not null))
);
--> statement-breakpoint
CREATE TABLE "outpatient_payment_bills" (
	"payment_id" integer NOT NULL,
	"bill_id" integer NOT NULL,
	CONSTRAINT "outpatient_payment_bills_payment_id_bill_id_pk" PRIMARY KEY("payment_id","bill_id")
);
--> statement-breakpoint
CREATE TABLE "outpatient_payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outpatient_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"card_no" text NOT NULL,
	"amount_fen" integer NOT NULL,
	"payment_order_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "outpatient_payments_amount_check" CHECK ("outpatient_payments"."amount_fen" > 0)
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
ALTER TABLE "inpatient_bindings" ADD CONSTRAINT "inpatient_bindings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inpatient_bindings" ADD CONSTRAINT "inpatient_bindings_stay_id_inpatient_stays_id_fk" FOREIGN KEY ("stay_id") REFERENCES "public"."inpatient_stays"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inpatient_cost_items" ADD CONSTRAINT "inpatient_cost_items_stay_id_inpatient_stays_id_fk" FOREIGN KEY ("stay_id") REFERENCES "public"."inpatient_stays"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inpatient_deposits" ADD CONSTRAINT "inpatient_deposits_stay_id_inpatient_stays_id_fk" FOREIGN KEY ("stay_id") REFERENCES "public"."inpatient_stays"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inpatient_deposits" ADD CONSTRAINT "inpatient_deposits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inpatient_deposits" ADD CONSTRAINT "inpatient_deposits_payment_order_id_payment_orders_id_fk" FOREIGN KEY ("payment_order_id") REFERENCES "public"."payment_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inpatient_discharge_steps" ADD CONSTRAINT "inpatient_discharge_steps_stay_id_inpatient_stays_id_fk" FOREIGN KEY ("stay_id") REFERENCES "public"."inpatient_stays"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_settlements" ADD CONSTRAINT "insurance_settlements_order_id_payment_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."payment_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_settlements" ADD CONSTRAINT "insurance_settlements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_settlements" ADD CONSTRAINT "insurance_settlements_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_insurance_auths" ADD CONSTRAINT "sandbox_insurance_auths_person_key_sandbox_insured_persons_person_key_fk" FOREIGN KEY ("person_key") REFERENCES "public"."sandbox_insured_persons"("person_key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_insurance_orders" ADD CONSTRAINT "sandbox_insurance_orders_person_key_sandbox_insured_persons_person_key_fk" FOREIGN KEY ("person_key") REFERENCES "public"."sandbox_insured_persons"("person_key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_insurance_refunds" ADD CONSTRAINT "sandbox_insurance_refunds_pay_ord_id_sandbox_insurance_orders_pay_ord_id_fk" FOREIGN KEY ("pay_ord_id") REFERENCES "public"."sandbox_insurance_orders"("pay_ord_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outpatient_bill_items" ADD CONSTRAINT "outpatient_bill_items_bill_id_outpatient_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."outpatient_bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outpatient_bill_items" ADD CONSTRAINT "outpatient_bill_items_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outpatient_bills" ADD CONSTRAINT "outpatient_bills_held_by_id_outpatient_payments_id_fk" FOREIGN KEY ("held_by_id") REFERENCES "public"."outpatient_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outpatient_payment_bills" ADD CONSTRAINT "outpatient_payment_bills_payment_id_outpatient_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."outpatient_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outpatient_payment_bills" ADD CONSTRAINT "outpatient_payment_bills_bill_id_outpatient_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."outpatient_bills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outpatient_payments" ADD CONSTRAINT "outpatient_payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outpatient_payments" ADD CONSTRAINT "outpatient_payments_payment_order_id_payment_orders_id_fk" FOREIGN KEY ("payment_order_id") REFERENCES "public"."payment_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
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
CREATE UNIQUE INDEX "inpatient_cost_items_his_id_key" ON "inpatient_cost_items" USING btree ("his_id");--> statement-breakpoint
CREATE INDEX "inpatient_cost_items_stay_day_idx" ON "inpatient_cost_items" USING btree ("stay_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "inpatient_deposits_his_id_key" ON "inpatient_deposits" USING btree ("his_id");--> statement-breakpoint
CREATE UNIQUE INDEX "inpatient_deposits_payment_order_key" ON "inpatient_deposits" USING btree ("payment_order_id");--> statement-breakpoint
CREATE INDEX "inpatient_deposits_stay_idx" ON "inpatient_deposits" USING btree ("stay_id","paid_at");--> statement-breakpoint
CREATE UNIQUE INDEX "inpatient_stays_inpatient_no_key" ON "inpatient_stays" USING btree ("inpatient_no");--> statement-breakpoint
CREATE INDEX "inpatient_stays_patient_code_idx" ON "inpatient_stays" USING btree ("patient_code");--> statement-breakpoint
CREATE INDEX "insurance_settlements_order_idx" ON "insurance_settlements" USING btree ("order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "insurance_settlements_pay_ord_id_key" ON "insurance_settlements" USING btree ("pay_ord_id");--> statement-breakpoint
CREATE INDEX "sandbox_insurance_orders_trade_idx" ON "sandbox_insurance_orders" USING btree ("out_trade_no");--> statement-breakpoint
CREATE UNIQUE INDEX "outpatient_bill_items_line_key" ON "outpatient_bill_items" USING btree ("bill_id","line_no");--> statement-breakpoint
CREATE UNIQUE INDEX "outpatient_bills_his_id_key" ON "outpatient_bills" USING btree ("his_id");--> statement-breakpoint
CREATE INDEX "outpatient_bills_card_idx" ON "outpatient_bills" USING btree ("card_no","status");--> statement-breakpoint
CREATE INDEX "outpatient_payment_bills_bill_idx" ON "outpatient_payment_bills" USING btree ("bill_id");--> statement-breakpoint
CREATE INDEX "outpatient_payments_user_idx" ON "outpatient_payments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "discharge_documents_stay_kind_key" ON "discharge_documents" USING btree ("stay_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "discharge_settlements_stay_key" ON "discharge_settlements" USING btree ("stay_id");--> statement-breakpoint
CREATE INDEX "discharge_settlements_user_idx" ON "discharge_settlements" USING btree ("user_id","created_at");