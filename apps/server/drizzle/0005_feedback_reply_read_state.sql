ALTER TABLE "feedback" ADD COLUMN "reply_unread" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "feedback_replies" ADD COLUMN "staff_id" integer;--> statement-breakpoint
ALTER TABLE "feedback_replies" ADD CONSTRAINT "feedback_replies_staff_id_staff_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feedback_created_idx" ON "feedback" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);