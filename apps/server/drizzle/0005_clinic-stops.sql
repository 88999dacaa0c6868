CREATE TYPE "public"."appointment_cancel_reason" AS ENUM('clinic_stopped');--> statement-breakpoint
CREATE TABLE "clinic_stops" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "clinic_stops_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"schedule_id" integer NOT NULL,
	"reason" text NOT NULL,
	"actor" text NOT NULL,
	"stopped_at" timestamp with time zone NOT NULL,
	"refunded" integer NOT NULL,
	"canceled" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_messages" ADD COLUMN "rebook" jsonb;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "cancel_reason" "appointment_cancel_reason";--> statement-breakpoint
ALTER TABLE "clinic_stops" ADD CONSTRAINT "clinic_stops_schedule_id_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."schedules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "clinic_stops_schedule_key" ON "clinic_stops" USING btree ("schedule_id");