CREATE TABLE "sandbox_keys" (
	"name" text PRIMARY KEY NOT NULL,
	"secrets" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_refunds" (
	"trade_id" text NOT NULL,
	"out_refund_no" text NOT NULL,
	"refund_id" text NOT NULL,
	"amount_fen" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_refunds_trade_id_out_refund_no_pk" PRIMARY KEY("trade_id","out_refund_no")
);
--> statement-breakpoint
CREATE TABLE "sandbox_trades" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"out_trade_no" text NOT NULL,
	"amount_fen" integer NOT NULL,
	"description" text NOT NULL,
	"notify_url" text NOT NULL,
	"payer" text NOT NULL,
	"status" text NOT NULL,
	"transaction_id" text NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_trades_amount_positive" CHECK ("sandbox_trades"."amount_fen" > 0)
);
--> statement-breakpoint
ALTER TABLE "sandbox_refunds" ADD CONSTRAINT "sandbox_refunds_trade_id_sandbox_trades_id_fk" FOREIGN KEY ("trade_id") REFERENCES "public"."sandbox_trades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_trades_out_trade_no_key" ON "sandbox_trades" USING btree ("provider","out_trade_no");