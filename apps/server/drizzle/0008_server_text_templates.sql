ALTER TABLE "user_messages" ADD COLUMN "template_key" text;--> statement-breakpoint
ALTER TABLE "user_messages" ADD COLUMN "template_params" jsonb;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "description_key" text;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "description_params" jsonb;