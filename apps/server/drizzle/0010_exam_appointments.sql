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
ALTER TABLE "exam_orders" ADD CONSTRAINT "exam_orders_room_id_exam_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."exam_rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_orders" ADD CONSTRAINT "exam_orders_period_id_exam_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."exam_periods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_periods" ADD CONSTRAINT "exam_periods_room_id_exam_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."exam_rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exam_orders_card_idx" ON "exam_orders" USING btree ("card_no");--> statement-breakpoint
CREATE INDEX "exam_orders_period_idx" ON "exam_orders" USING btree ("period_id");--> statement-breakpoint
CREATE INDEX "exam_periods_room_date_idx" ON "exam_periods" USING btree ("room_id","date");