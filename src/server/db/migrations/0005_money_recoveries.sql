CREATE TABLE "money_recoveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"source" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"status" text DEFAULT 'found' NOT NULL,
	"deadline" date,
	"is_example" boolean DEFAULT false NOT NULL,
	"example_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "money_recoveries" ADD CONSTRAINT "money_recoveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "money_recoveries_user_idx" ON "money_recoveries" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "money_recoveries_example_idx" ON "money_recoveries" USING btree ("user_id","example_key");