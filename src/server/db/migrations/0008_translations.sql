CREATE TABLE "translations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"original_file_name" text,
	"source" text NOT NULL,
	"original_content" text NOT NULL,
	"simplified_content" text NOT NULL,
	"key_points" jsonb NOT NULL,
	"legal_terms" jsonb NOT NULL,
	"complexity" text NOT NULL,
	"reading_grade" jsonb NOT NULL,
	"rewritten_by" text DEFAULT 'local' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "translations" ADD CONSTRAINT "translations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "translations_user_idx" ON "translations" USING btree ("user_id","created_at");