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
ALTER TABLE "reports" ALTER COLUMN "patient_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "his_id" text;--> statement-breakpoint
ALTER TABLE "news_categories" ADD COLUMN "his_id" text;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "his_id" text;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "his_id" text;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "card_no" text;--> statement-breakpoint
ALTER TABLE "surveys" ADD COLUMN "his_id" text;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_his_id_unique" UNIQUE("his_id");--> statement-breakpoint
ALTER TABLE "news_categories" ADD CONSTRAINT "news_categories_his_id_unique" UNIQUE("his_id");--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_his_id_unique" UNIQUE("his_id");--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_his_id_unique" UNIQUE("his_id");--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_his_id_unique" UNIQUE("his_id");--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_patient_or_card_check" CHECK ("reports"."patient_id" is not null or "reports"."card_no" is not null);