CREATE TYPE "public"."nat_order_status" AS ENUM('pending_payment', 'paid', 'expired', 'refunded');--> statement-breakpoint
CREATE TYPE "public"."nat_sample_kind" AS ENUM('single', 'pooled');--> statement-breakpoint
CREATE TABLE "questionnaire_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "questionnaire_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"version" integer NOT NULL,
	"title" text NOT NULL,
	"questions" jsonb NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"edited_by" integer,
	"edited_at" timestamp with time zone NOT NULL,
	CONSTRAINT "questionnaire_versions_key_version" UNIQUE("key","version"),
	CONSTRAINT "questionnaire_versions_version_positive" CHECK ("questionnaire_versions"."version" > 0)
);
--> statement-breakpoint
CREATE TABLE "health_records" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "health_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"patient_id" integer NOT NULL,
	"kind" text NOT NULL,
	"questionnaire_key" text NOT NULL,
	"questionnaire_version" integer NOT NULL,
	"snapshot" jsonb NOT NULL,
	"reasons" jsonb NOT NULL,
	"colour" text NOT NULL,
	"inpatient" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "health_records_inpatient_of_carer" CHECK (("health_records"."kind" = 'carer') = ("health_records"."inpatient" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "fever_records" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fever_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"patient_id" integer NOT NULL,
	"version" integer NOT NULL,
	"sheet" jsonb NOT NULL,
	"risk" boolean NOT NULL,
	"reasons" jsonb NOT NULL,
	"saved_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
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
CREATE TABLE "exam_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "exam_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"his_id" text NOT NULL,
	"card_no" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"room_id" integer NOT NULL,
	"preparation" text NOT NULL,
	"fasting" boolean NOT NULL,
	"group_key" text,
	"period_id" integer,
	"reserved_at" timestamp with time zone,
	CONSTRAINT "exam_orders_his_id_key" UNIQUE("his_id")
);
--> statement-breakpoint
CREATE TABLE "exam_periods" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "exam_periods_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"his_id" text NOT NULL,
	"room_id" integer NOT NULL,
	"date" date NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"capacity" integer NOT NULL,
	"remaining" integer NOT NULL,
	"morning" boolean NOT NULL,
	CONSTRAINT "exam_periods_his_id_key" UNIQUE("his_id"),
	CONSTRAINT "exam_periods_remaining_check" CHECK ("exam_periods"."remaining" >= 0 and "exam_periods"."remaining" <= "exam_periods"."capacity")
);
--> statement-breakpoint
CREATE TABLE "exam_rooms" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "exam_rooms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"his_id" text NOT NULL,
	"name" text NOT NULL,
	"building" text NOT NULL,
	"floor" text NOT NULL,
	CONSTRAINT "exam_rooms_his_id_key" UNIQUE("his_id")
);
--> statement-breakpoint
ALTER TABLE "questionnaire_versions" ADD CONSTRAINT "questionnaire_versions_edited_by_staff_users_id_fk" FOREIGN KEY ("edited_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_records" ADD CONSTRAINT "health_records_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_records" ADD CONSTRAINT "health_records_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fever_records" ADD CONSTRAINT "fever_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fever_records" ADD CONSTRAINT "fever_records_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nat_orders" ADD CONSTRAINT "nat_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nat_orders" ADD CONSTRAINT "nat_orders_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nat_orders" ADD CONSTRAINT "nat_orders_item_id_nat_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."nat_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nat_orders" ADD CONSTRAINT "nat_orders_payment_order_id_payment_orders_id_fk" FOREIGN KEY ("payment_order_id") REFERENCES "public"."payment_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nat_orders" ADD CONSTRAINT "nat_orders_pre_record_id_nat_pre_records_id_fk" FOREIGN KEY ("pre_record_id") REFERENCES "public"."nat_pre_records"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nat_pre_records" ADD CONSTRAINT "nat_pre_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nat_pre_records" ADD CONSTRAINT "nat_pre_records_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_orders" ADD CONSTRAINT "exam_orders_room_id_exam_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."exam_rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_orders" ADD CONSTRAINT "exam_orders_period_id_exam_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."exam_periods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_periods" ADD CONSTRAINT "exam_periods_room_id_exam_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."exam_rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "health_records_owner_idx" ON "health_records" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "fever_records_user" ON "fever_records" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "nat_items_his_id_key" ON "nat_items" USING btree ("his_id");--> statement-breakpoint
CREATE INDEX "nat_orders_user_idx" ON "nat_orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "nat_orders_expiry_idx" ON "nat_orders" USING btree ("expires_at") WHERE status = 'pending_payment';--> statement-breakpoint
CREATE INDEX "nat_pre_records_user_idx" ON "nat_pre_records" USING btree ("user_id","saved_at");--> statement-breakpoint
CREATE INDEX "exam_orders_card_idx" ON "exam_orders" USING btree ("card_no");--> statement-breakpoint
CREATE INDEX "exam_orders_period_idx" ON "exam_orders" USING btree ("period_id");--> statement-breakpoint
CREATE INDEX "exam_periods_room_date_idx" ON "exam_periods" USING btree ("room_id","date");