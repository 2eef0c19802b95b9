CREATE TABLE "budget_workflows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"created_by" uuid NOT NULL,
	"kind" text NOT NULL,
	"answers" jsonb NOT NULL,
	"engine_input" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "budget_workflows_kind_valid" CHECK ("budget_workflows"."kind" in ('existing', 'new'))
);
--> statement-breakpoint
CREATE TABLE "kpi_preferences" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"kpis" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loan_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"created_by" uuid NOT NULL,
	"amount" numeric(20, 2) NOT NULL,
	"currency" text NOT NULL,
	"term" text NOT NULL,
	"purpose" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loan_applications_status_valid" CHECK (status in ('submitted', 'in_review', 'approved', 'declined')),
	CONSTRAINT "loan_applications_amount_positive" CHECK ("loan_applications"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "planning_scenarios" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"created_by" uuid NOT NULL,
	"name" text NOT NULL,
	"growth_rate" numeric(10, 4) NOT NULL,
	"price_change_percent" numeric(10, 4) NOT NULL,
	"days_to_collect" integer NOT NULL,
	"hire_start_shift_months" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "solution_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"created_by" uuid NOT NULL,
	"solutions" jsonb NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "solution_applications_status_valid" CHECK (status in ('submitted', 'in_review', 'approved', 'declined'))
);
--> statement-breakpoint
ALTER TABLE "budget_workflows" ADD CONSTRAINT "budget_workflows_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_workflows" ADD CONSTRAINT "budget_workflows_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kpi_preferences" ADD CONSTRAINT "kpi_preferences_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_applications" ADD CONSTRAINT "loan_applications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_applications" ADD CONSTRAINT "loan_applications_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planning_scenarios" ADD CONSTRAINT "planning_scenarios_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planning_scenarios" ADD CONSTRAINT "planning_scenarios_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solution_applications" ADD CONSTRAINT "solution_applications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solution_applications" ADD CONSTRAINT "solution_applications_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "budget_workflows_company_created_idx" ON "budget_workflows" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "loan_applications_company_created_idx" ON "loan_applications" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "planning_scenarios_company_created_idx" ON "planning_scenarios" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "solution_applications_company_created_idx" ON "solution_applications" USING btree ("company_id","created_at");