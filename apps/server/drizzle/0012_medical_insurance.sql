ALTER TYPE "public"."payment_channel" ADD VALUE 'wechat_medicare';--> statement-breakpoint
ALTER TYPE "public"."payment_channel" ADD VALUE 'hcare';--> statement-breakpoint
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
ALTER TABLE "insurance_settlements" ADD CONSTRAINT "insurance_settlements_order_id_payment_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."payment_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_settlements" ADD CONSTRAINT "insurance_settlements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_settlements" ADD CONSTRAINT "insurance_settlements_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_insurance_auths" ADD CONSTRAINT "sandbox_insurance_auths_person_key_sandbox_insured_persons_person_key_fk" FOREIGN KEY ("person_key") REFERENCES "public"."sandbox_insured_persons"("person_key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_insurance_orders" ADD CONSTRAINT "sandbox_insurance_orders_person_key_sandbox_insured_persons_person_key_fk" FOREIGN KEY ("person_key") REFERENCES "public"."sandbox_insured_persons"("person_key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_insurance_refunds" ADD CONSTRAINT "sandbox_insurance_refunds_pay_ord_id_sandbox_insurance_orders_pay_ord_id_fk" FOREIGN KEY ("pay_ord_id") REFERENCES "public"."sandbox_insurance_orders"("pay_ord_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "insurance_settlements_order_idx" ON "insurance_settlements" USING btree ("order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "insurance_settlements_pay_ord_id_key" ON "insurance_settlements" USING btree ("pay_ord_id");--> statement-breakpoint
CREATE INDEX "sandbox_insurance_orders_trade_idx" ON "sandbox_insurance_orders" USING btree ("out_trade_no");