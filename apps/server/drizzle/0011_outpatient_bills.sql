CREATE TYPE "public"."outpatient_bill_status" AS ENUM('unpaid', 'paid', 'voided', 'refunded');--> statement-breakpoint
CREATE TYPE "public"."outpatient_item_category" AS ENUM('western_medicine', 'chinese_medicine', 'lab', 'exam', 'treatment', 'material', 'other');--> statement-breakpoint
CREATE TYPE "public"."outpatient_paid_via" AS ENUM('online', 'window');--> statement-breakpoint
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
ALTER TABLE "outpatient_bill_items" ADD CONSTRAINT "outpatient_bill_items_bill_id_outpatient_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."outpatient_bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outpatient_bill_items" ADD CONSTRAINT "outpatient_bill_items_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outpatient_bills" ADD CONSTRAINT "outpatient_bills_held_by_id_outpatient_payments_id_fk" FOREIGN KEY ("held_by_id") REFERENCES "public"."outpatient_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outpatient_payment_bills" ADD CONSTRAINT "outpatient_payment_bills_payment_id_outpatient_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."outpatient_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outpatient_payment_bills" ADD CONSTRAINT "outpatient_payment_bills_bill_id_outpatient_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."outpatient_bills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outpatient_payments" ADD CONSTRAINT "outpatient_payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outpatient_payments" ADD CONSTRAINT "outpatient_payments_payment_order_id_payment_orders_id_fk" FOREIGN KEY ("payment_order_id") REFERENCES "public"."payment_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "outpatient_bill_items_line_key" ON "outpatient_bill_items" USING btree ("bill_id","line_no");--> statement-breakpoint
CREATE UNIQUE INDEX "outpatient_bills_his_id_key" ON "outpatient_bills" USING btree ("his_id");--> statement-breakpoint
CREATE INDEX "outpatient_bills_card_idx" ON "outpatient_bills" USING btree ("card_no","status");--> statement-breakpoint
CREATE INDEX "outpatient_payment_bills_bill_idx" ON "outpatient_payment_bills" USING btree ("bill_id");--> statement-breakpoint
CREATE INDEX "outpatient_payments_user_idx" ON "outpatient_payments" USING btree ("user_id","created_at");