CREATE TABLE "extra_payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "extra_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_trade_no" text NOT NULL,
	"amount_fen" integer NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "extra_payments_amount_positive" CHECK ("extra_payments"."amount_fen" > 0)
);
--> statement-breakpoint
CREATE TABLE "side_effects" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "side_effects_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"dedupe_key" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"last_error" text,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "extra_payment_id" integer;--> statement-breakpoint
ALTER TABLE "extra_payments" ADD CONSTRAINT "extra_payments_order_id_payment_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."payment_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "extra_payments_trade_key" ON "extra_payments" USING btree ("order_id","provider","provider_trade_no");--> statement-breakpoint
CREATE UNIQUE INDEX "side_effects_dedupe_key_key" ON "side_effects" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "side_effects_due_idx" ON "side_effects" USING btree ("next_attempt_at") WHERE done_at is null;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_extra_payment_id_extra_payments_id_fk" FOREIGN KEY ("extra_payment_id") REFERENCES "public"."extra_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_extra_payment_key" ON "refunds" USING btree ("extra_payment_id");