CREATE TABLE "document_versions" (
	"document_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"title" text NOT NULL,
	"template_data" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "document_versions_document_id_number_pk" PRIMARY KEY("document_id","number")
);
--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "document_versions" ADD CONSTRAINT "document_versions_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;