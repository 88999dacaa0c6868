ALTER TABLE "feedback" ADD COLUMN "reply_unread" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "feedback_replies" ADD COLUMN "staff_id" integer;--> statement-breakpoint
CREATE INDEX "feedback_created_idx" ON "feedback" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);