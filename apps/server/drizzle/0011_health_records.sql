CREATE TABLE "health_records" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "health_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"patient_id" integer NOT NULL,
	"kind" text NOT NULL,
	"questionnaire_key" text NOT NULL,
	"questionnaire_version" integer NOT NULL,
	"snapshot" jsonb NOT NULL,
	"reasons" jsonb NOT NULL,
	"colour" text NOT NULL,
	"inpatient" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "health_records_inpatient_of_carer" CHECK (("health_records"."kind" = 'carer') = ("health_records"."inpatient" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "health_records" ADD CONSTRAINT "health_records_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_records" ADD CONSTRAINT "health_records_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "health_records_owner_idx" ON "health_records" USING btree ("owner_id","created_at");