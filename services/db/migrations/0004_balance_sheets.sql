CREATE TABLE "balance_sheet_rows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"balance_sheet_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"position" integer NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"amount" numeric(19, 6) NOT NULL,
	"quantity" numeric(19, 6),
	"years" numeric(19, 6),
	"life_years" numeric(19, 6),
	CONSTRAINT "balance_sheet_rows_kind_valid" CHECK (kind in ('cib_rows', 'client_rows', 'inventory_rows', 'cash_advance_rows', 'loan_rows', 'other_asset_rows', 'building_rows', 'supplier_rows', 'other_loan_rows', 'investment_rows')),
	CONSTRAINT "balance_sheet_rows_amount_min" CHECK ("balance_sheet_rows"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "balance_sheets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"created_by" uuid NOT NULL,
	"balance_date" date NOT NULL,
	"currency" text NOT NULL,
	"cash_on_hand" numeric(19, 6) NOT NULL,
	"total_assets" numeric(20, 2) NOT NULL,
	"total_liabilities" numeric(20, 2) NOT NULL,
	"owner_investment" numeric(20, 2) NOT NULL,
	"retained_earnings" numeric(20, 2) NOT NULL,
	"total_equity" numeric(20, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "balance_sheets_cash_on_hand_min" CHECK ("balance_sheets"."cash_on_hand" >= 0)
);
--> statement-breakpoint
ALTER TABLE "balance_sheet_rows" ADD CONSTRAINT "balance_sheet_rows_balance_sheet_id_balance_sheets_id_fk" FOREIGN KEY ("balance_sheet_id") REFERENCES "public"."balance_sheets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_sheets" ADD CONSTRAINT "balance_sheets_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_sheets" ADD CONSTRAINT "balance_sheets_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "balance_sheet_rows_sheet_idx" ON "balance_sheet_rows" USING btree ("balance_sheet_id","kind","position");--> statement-breakpoint
CREATE INDEX "balance_sheets_company_id_created_at_idx" ON "balance_sheets" USING btree ("company_id","created_at");