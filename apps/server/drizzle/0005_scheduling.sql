CREATE TABLE "media_images" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "media_images_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"file_id" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "media_images_file_id_key" UNIQUE("file_id")
);
--> statement-breakpoint
ALTER TABLE "departments" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;