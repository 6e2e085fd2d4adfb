DROP INDEX "conversation_messages_conversation_idx";--> statement-breakpoint
DROP INDEX "conversations_user_idx";--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD COLUMN "sources" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD COLUMN "follow_up_questions" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD COLUMN "confidence" double precision;--> statement-breakpoint
CREATE INDEX "conversation_messages_conversation_idx" ON "conversation_messages" USING btree ("conversation_id","created_at");--> statement-breakpoint
CREATE INDEX "conversations_user_idx" ON "conversations" USING btree ("user_id","updated_at");