ALTER TABLE "extra_payments" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "extra_payments_settled_idx" ON "extra_payments" USING btree ("settled_at","id") WHERE settled_at is not null;--> statement-breakpoint
CREATE INDEX "payment_orders_settled_idx" ON "payment_orders" USING btree ("settled_at","id") WHERE settled_at is not null;--> statement-breakpoint
CREATE INDEX "refunds_succeeded_idx" ON "refunds" USING btree ("succeeded_at","id") WHERE succeeded_at is not null;--> statement-breakpoint
CREATE INDEX "reports_card_kind_reported_idx" ON "reports" USING btree ("card_no","kind","reported_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "his_access_tokens_expires_idx" ON "his_access_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "webhook_events_occurred_idx" ON "webhook_events" USING btree ("occurred_at");