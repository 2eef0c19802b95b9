ALTER TABLE "bank_transactions" DROP CONSTRAINT "bank_transactions_company_id_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "bank_transactions" DROP CONSTRAINT "bank_transactions_bank_account_id_bank_accounts_id_fk";
