CREATE TYPE "public"."nat_order_status" AS ENUM('pending_payment', 'paid', 'expired', 'refunded');--> statement-breakpoint
CREATE TYPE "public"."nat_sample_kind" AS ENUM('single', 'pooled');--> statement-breakpoint
CREATE TABLE "nat_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "nat_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"his_id" text NOT NULL,
	"name" text NOT NULL,
	"sample_kind" "nat_sample_kind" NOT NULL,
	"pool_size" integer NOT NULL,
	"price_fen" integer NOT NULL,
	"place" text NOT NULL,
	"hours" text NOT NULL,
	"emergency" boolean NOT NULL,
	"active" boolean NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "nat_items_price_check" CHECK ("nat_items"."price_fen" > 0),
	CONSTRAINT "nat_items_pool_size_check" CHECK ("nat_items"."pool_size" between 1 and 20)
);
--> statement-breakpoint
CREATE TABLE "nat_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "nat_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"patient_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"price_fen" integer NOT NULL,
	"status" "nat_order_status" DEFAULT 'pending_payment' NOT NULL,
	"payment_order_id" integer,
	"pre_record_id" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "nat_orders_price_check" CHECK ("nat_orders"."price_fen" > 0)
);
--> statement-breakpoint
CREATE TABLE "nat_pre_records" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "nat_pre_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"patient_id" integer NOT NULL,
	"sheet" jsonb NOT NULL,
	"risk" boolean NOT NULL,
	"reasons" jsonb NOT NULL,
	"saved_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "nat_orders" ADD CONSTRAINT "nat_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nat_orders" ADD CONSTRAINT "nat_orders_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nat_orders" ADD CONSTRAINT "nat_orders_item_id_nat_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."nat_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nat_orders" ADD CONSTRAINT "nat_orders_payment_order_id_payment_orders_id_fk" FOREIGN KEY ("payment_order_id") REFERENCES "public"."payment_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nat_orders" ADD CONSTRAINT "nat_orders_pre_record_id_nat_pre_records_id_fk" FOREIGN KEY ("pre_record_id") REFERENCES "public"."nat_pre_records"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nat_pre_records" ADD CONSTRAINT "nat_pre_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nat_pre_records" ADD CONSTRAINT "nat_pre_records_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "nat_items_his_id_key" ON "nat_items" USING btree ("his_id");--> statement-breakpoint
CREATE INDEX "nat_orders_user_idx" ON "nat_orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "nat_orders_expiry_idx" ON "nat_orders" USING btree ("expires_at") WHERE status = 'pending_payment';--> statement-breakpoint
CREATE INDEX "nat_pre_records_user_idx" ON "nat_pre_records" USING btree ("user_id","saved_at");