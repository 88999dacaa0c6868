CREATE TABLE "questionnaire_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "questionnaire_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"version" integer NOT NULL,
	"title" text NOT NULL,
	"questions" jsonb NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"edited_by" integer,
	"edited_at" timestamp with time zone NOT NULL,
	CONSTRAINT "questionnaire_versions_key_version" UNIQUE("key","version"),
	CONSTRAINT "questionnaire_versions_version_positive" CHECK ("questionnaire_versions"."version" > 0)
);
--> statement-breakpoint
ALTER TABLE "questionnaire_versions" ADD CONSTRAINT "questionnaire_versions_edited_by_staff_users_id_fk" FOREIGN KEY ("edited_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;