ALTER TABLE "chat_sessions" DROP CONSTRAINT "chat_sessions_user_content_key";--> statement-breakpoint
DROP INDEX "chat_sessions_user_created_idx";--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD COLUMN "company_id" uuid;--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD CONSTRAINT "chat_sessions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_sessions_user_company_created_idx" ON "chat_sessions" USING btree ("user_id","company_id","created_at");--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD CONSTRAINT "chat_sessions_user_company_content_key" UNIQUE NULLS NOT DISTINCT("user_id","company_id","content_hash");