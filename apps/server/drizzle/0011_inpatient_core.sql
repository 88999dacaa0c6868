CREATE TYPE "public"."inpatient_discharge_step" AS ENUM('medicine_returned', 'exams_settled', 'nurse_station_cleared');--> statement-breakpoint
CREATE TYPE "public"."inpatient_deposit_source" AS ENUM('window', 'online');--> statement-breakpoint
CREATE TYPE "public"."inpatient_deposit_status" AS ENUM('pending_payment', 'paid', 'closed');--> statement-breakpoint
CREATE TYPE "public"."inpatient_stay_status" AS ENUM('in_hospital', 'discharge_ordered', 'settled');--> statement-breakpoint
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
ALTER TABLE "inpatient_bindings" ADD CONSTRAINT "inpatient_bindings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inpatient_bindings" ADD CONSTRAINT "inpatient_bindings_stay_id_inpatient_stays_id_fk" FOREIGN KEY ("stay_id") REFERENCES "public"."inpatient_stays"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inpatient_cost_items" ADD CONSTRAINT "inpatient_cost_items_stay_id_inpatient_stays_id_fk" FOREIGN KEY ("stay_id") REFERENCES "public"."inpatient_stays"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inpatient_deposits" ADD CONSTRAINT "inpatient_deposits_stay_id_inpatient_stays_id_fk" FOREIGN KEY ("stay_id") REFERENCES "public"."inpatient_stays"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inpatient_deposits" ADD CONSTRAINT "inpatient_deposits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inpatient_deposits" ADD CONSTRAINT "inpatient_deposits_payment_order_id_payment_orders_id_fk" FOREIGN KEY ("payment_order_id") REFERENCES "public"."payment_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inpatient_discharge_steps" ADD CONSTRAINT "inpatient_discharge_steps_stay_id_inpatient_stays_id_fk" FOREIGN KEY ("stay_id") REFERENCES "public"."inpatient_stays"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "inpatient_cost_items_his_id_key" ON "inpatient_cost_items" USING btree ("his_id");--> statement-breakpoint
CREATE INDEX "inpatient_cost_items_stay_day_idx" ON "inpatient_cost_items" USING btree ("stay_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "inpatient_deposits_his_id_key" ON "inpatient_deposits" USING btree ("his_id");--> statement-breakpoint
CREATE UNIQUE INDEX "inpatient_deposits_payment_order_key" ON "inpatient_deposits" USING btree ("payment_order_id");--> statement-breakpoint
CREATE INDEX "inpatient_deposits_stay_idx" ON "inpatient_deposits" USING btree ("stay_id","paid_at");--> statement-breakpoint
CREATE UNIQUE INDEX "inpatient_stays_inpatient_no_key" ON "inpatient_stays" USING btree ("inpatient_no");--> statement-breakpoint
CREATE INDEX "inpatient_stays_patient_code_idx" ON "inpatient_stays" USING btree ("patient_code");