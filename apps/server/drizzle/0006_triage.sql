CREATE TABLE "prechecks" (
	"appointment_id" integer PRIMARY KEY NOT NULL,
	"version_number" integer NOT NULL,
	"answers" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"red_flag" jsonb,
	"saved_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "triage_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "triage_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"number" integer,
	"status" text NOT NULL,
	"content" jsonb NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"edited_by" integer,
	"edited_at" timestamp with time zone NOT NULL,
	"published_by" integer,
	"published_at" timestamp with time zone,
	CONSTRAINT "triage_versions_number_unique" UNIQUE("number"),
	CONSTRAINT "triage_versions_number_when_published" CHECK (("triage_versions"."status" = 'draft') = ("triage_versions"."number" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "prechecks" ADD CONSTRAINT "prechecks_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prechecks" ADD CONSTRAINT "prechecks_version_number_triage_versions_number_fk" FOREIGN KEY ("version_number") REFERENCES "public"."triage_versions"("number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "triage_versions" ADD CONSTRAINT "triage_versions_edited_by_staff_users_id_fk" FOREIGN KEY ("edited_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "triage_versions" ADD CONSTRAINT "triage_versions_published_by_staff_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "triage_versions_one_draft" ON "triage_versions" USING btree ("status") WHERE "triage_versions"."status" = 'draft';--> statement-breakpoint
CREATE UNIQUE INDEX "triage_versions_one_published" ON "triage_versions" USING btree ("status") WHERE "triage_versions"."status" = 'published';