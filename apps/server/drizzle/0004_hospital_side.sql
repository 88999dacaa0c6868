CREATE TYPE "public"."appointment_cancel_reason" AS ENUM('clinic_stopped');--> statement-breakpoint
CREATE TYPE "public"."webhook_delivery_status" AS ENUM('pending', 'delivered', 'failed');--> statement-breakpoint
CREATE TABLE "patient_cards" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "patient_cards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"card_no" text NOT NULL,
	"name" text NOT NULL,
	"id_number" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "patient_cards_card_no_key" UNIQUE("card_no")
);
--> statement-breakpoint
CREATE TABLE "staff_sessions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"staff_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "staff_users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"username" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text NOT NULL,
	"roles" text[] NOT NULL,
	"totp_secret" text,
	"totp_confirmed_at" timestamp with time zone,
	"totp_last_step" integer,
	"disabled_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "staff_users_roles_check" CHECK (cardinality("staff_users"."roles") > 0 and "staff_users"."roles" <@ array['admin','scheduling','finance','content','service']::text[])
);
--> statement-breakpoint
CREATE TABLE "his_access_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "his_access_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"token_hash" text NOT NULL,
	"client_id" text NOT NULL,
	"scopes" text[] NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "his_clients" (
	"client_id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"secret_hash" text NOT NULL,
	"scopes" text[] NOT NULL,
	"disabled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "webhook_deliveries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_id" text NOT NULL,
	"subscription_id" integer NOT NULL,
	"status" "webhook_delivery_status" DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"last_status" integer,
	"last_error" text,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_subscriptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "webhook_subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"url" text NOT NULL,
	"secret" text NOT NULL,
	"event_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
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
ALTER TABLE "audit_log" ALTER COLUMN "entity_id" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "reports" ALTER COLUMN "patient_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "departments" ADD COLUMN "his_id" text;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "his_id" text;--> statement-breakpoint
ALTER TABLE "schedules" ADD COLUMN "his_id" text;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "his_id" text;--> statement-breakpoint
ALTER TABLE "news_categories" ADD COLUMN "his_id" text;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "his_id" text;--> statement-breakpoint
ALTER TABLE "user_messages" ADD COLUMN "rebook" jsonb;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "before" jsonb;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "after" jsonb;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "request_id" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "cancel_reason" "appointment_cancel_reason";--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "his_id" text;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "card_no" text;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "reply_unread" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "feedback_replies" ADD COLUMN "staff_id" integer;--> statement-breakpoint
ALTER TABLE "surveys" ADD COLUMN "his_id" text;--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD CONSTRAINT "staff_sessions_staff_id_staff_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "his_access_tokens" ADD CONSTRAINT "his_access_tokens_client_id_his_clients_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."his_clients"("client_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_event_id_webhook_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."webhook_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_subscription_id_webhook_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."webhook_subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinic_stops" ADD CONSTRAINT "clinic_stops_schedule_id_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."schedules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_sessions_token_key" ON "staff_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "staff_sessions_staff_idx" ON "staff_sessions" USING btree ("staff_id");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_users_username_key" ON "staff_users" USING btree ("username");--> statement-breakpoint
CREATE UNIQUE INDEX "his_access_tokens_token_hash_key" ON "his_access_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_deliveries_event_subscription_key" ON "webhook_deliveries" USING btree ("event_id","subscription_id");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_due_idx" ON "webhook_deliveries" USING btree ("next_attempt_at") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "webhook_deliveries_status_idx" ON "webhook_deliveries" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "webhook_events_type_idx" ON "webhook_events" USING btree ("type","occurred_at");--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_subscriptions_name_key" ON "webhook_subscriptions" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "clinic_stops_schedule_key" ON "clinic_stops" USING btree ("schedule_id");--> statement-breakpoint
ALTER TABLE "feedback_replies" ADD CONSTRAINT "feedback_replies_staff_id_staff_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "departments_his_id_key" ON "departments" USING btree ("his_id");--> statement-breakpoint
CREATE UNIQUE INDEX "doctors_his_id_key" ON "doctors" USING btree ("his_id");--> statement-breakpoint
CREATE UNIQUE INDEX "schedules_his_id_key" ON "schedules" USING btree ("his_id");--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor","created_at");--> statement-breakpoint
CREATE INDEX "feedback_created_idx" ON "feedback" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_his_id_unique" UNIQUE("his_id");--> statement-breakpoint
ALTER TABLE "news_categories" ADD CONSTRAINT "news_categories_his_id_unique" UNIQUE("his_id");--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_his_id_unique" UNIQUE("his_id");--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_his_id_unique" UNIQUE("his_id");--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_his_id_unique" UNIQUE("his_id");--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_patient_or_card_check" CHECK ("reports"."patient_id" is not null or "reports"."card_no" is not null);