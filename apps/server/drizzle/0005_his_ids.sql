ALTER TABLE "departments" ADD COLUMN "his_id" text;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "his_id" text;--> statement-breakpoint
ALTER TABLE "schedules" ADD COLUMN "his_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "departments_his_id_key" ON "departments" USING btree ("his_id");--> statement-breakpoint
CREATE UNIQUE INDEX "doctors_his_id_key" ON "doctors" USING btree ("his_id");--> statement-breakpoint
CREATE UNIQUE INDEX "schedules_his_id_key" ON "schedules" USING btree ("his_id");