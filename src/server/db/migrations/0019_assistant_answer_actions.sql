ALTER TABLE "conversation_messages" ADD COLUMN "clarify" jsonb;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD COLUMN "next_steps" jsonb;