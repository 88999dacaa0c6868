CREATE TYPE "public"."refund_request_status" AS ENUM('pending_approval', 'refunded', 'rejected');--> statement-breakpoint
CREATE TABLE "media_images" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "media_images_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"file_id" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "media_images_file_id_key" UNIQUE("file_id")
);
--> statement-breakpoint
CREATE TABLE "refund_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "refund_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"out_refund_no" text NOT NULL,
	"amount_fen" integer NOT NULL,
	"reason" text NOT NULL,
	"status" "refund_request_status" NOT NULL,
	"requested_by" integer NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"decision_note" text,
	"refund_id" integer,
	CONSTRAINT "refund_requests_amount_positive" CHECK ("refund_requests"."amount_fen" > 0)
);
--> statement-breakpoint
CREATE TABLE "demo_his_webhook_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"payload" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "departments" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "hospital_settings" ADD COLUMN "refund_approval_threshold_fen" integer DEFAULT 50000 NOT NULL;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "extra_payments" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sandbox_refunds" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_order_id_payment_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."payment_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_requested_by_staff_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_decided_by_staff_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "refund_requests_out_refund_no_key" ON "refund_requests" USING btree ("out_refund_no");--> statement-breakpoint
CREATE INDEX "refund_requests_status_idx" ON "refund_requests" USING btree ("status","requested_at");--> statement-breakpoint
CREATE INDEX "refund_requests_order_idx" ON "refund_requests" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "extra_payments_settled_idx" ON "extra_payments" USING btree ("settled_at","id") WHERE settled_at is not null;--> statement-breakpoint
CREATE INDEX "payment_orders_settled_idx" ON "payment_orders" USING btree ("settled_at","id") WHERE settled_at is not null;--> statement-breakpoint
CREATE INDEX "refunds_succeeded_idx" ON "refunds" USING btree ("succeeded_at","id") WHERE succeeded_at is not null;--> statement-breakpoint
CREATE INDEX "reports_card_kind_reported_idx" ON "reports" USING btree ("card_no","kind","reported_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "his_access_tokens_expires_idx" ON "his_access_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "webhook_events_occurred_idx" ON "webhook_events" USING btree ("occurred_at");--> statement-breakpoint
ALTER TABLE "hospital_settings" ADD CONSTRAINT "hospital_settings_refund_threshold_check" CHECK ("hospital_settings"."refund_approval_threshold_fen" >= 0);--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_status_check" CHECK ("news"."status" in ('draft', 'published', 'withdrawn'));--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_status_check" CHECK ("notices"."status" in ('draft', 'published', 'withdrawn'));