CREATE TABLE "payroll_employees" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"salary" numeric(18, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payroll_employees_salary_not_negative" CHECK ("payroll_employees"."salary" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payrolls" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"currency" text NOT NULL,
	"payday" text NOT NULL,
	"custom_days" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payrolls_payday_valid" CHECK ("payrolls"."payday" in ('Every 15th and 30th of the month', 'Every 5th and 20th of the month', 'Every end of the month', 'Others'))
);
--> statement-breakpoint
CREATE TABLE "purchase_requisition_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"requisition_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"item" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"quantity" numeric NOT NULL,
	"rate" numeric NOT NULL,
	"amount" numeric(18, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_requisitions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"created_by" uuid NOT NULL,
	"requisition_number" integer NOT NULL,
	"currency" text NOT NULL,
	"requisitioned_by" text DEFAULT '' NOT NULL,
	"department" text DEFAULT '' NOT NULL,
	"purpose" text NOT NULL,
	"date" date NOT NULL,
	"date_needed" date,
	"charge_to" text DEFAULT '' NOT NULL,
	"ship_via" text DEFAULT '' NOT NULL,
	"supplier_code" text DEFAULT '' NOT NULL,
	"supplier_in_mexico" boolean DEFAULT false NOT NULL,
	"vendor_name" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"point_of_contact" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"urgency" text DEFAULT '' NOT NULL,
	"payment_terms" text DEFAULT '' NOT NULL,
	"shipping_terms" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"discount_in_percent" numeric NOT NULL,
	"tax_in_percent" numeric NOT NULL,
	"sub_total" numeric(18, 2) NOT NULL,
	"discount" numeric(18, 2) NOT NULL,
	"tax" numeric(18, 2) NOT NULL,
	"shipping_cost" numeric(18, 2) NOT NULL,
	"total" numeric(18, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchase_requisitions_company_number_key" UNIQUE("company_id","requisition_number"),
	CONSTRAINT "purchase_requisitions_number_positive" CHECK ("purchase_requisitions"."requisition_number" > 0),
	CONSTRAINT "purchase_requisitions_total_not_negative" CHECK ("purchase_requisitions"."total" >= 0)
);
--> statement-breakpoint
ALTER TABLE "payroll_employees" ADD CONSTRAINT "payroll_employees_company_id_payrolls_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."payrolls"("company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payrolls" ADD CONSTRAINT "payrolls_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_requisition_items" ADD CONSTRAINT "purchase_requisition_items_requisition_id_purchase_requisitions_id_fk" FOREIGN KEY ("requisition_id") REFERENCES "public"."purchase_requisitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_requisitions" ADD CONSTRAINT "purchase_requisitions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_requisitions" ADD CONSTRAINT "purchase_requisitions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payroll_employees_company_idx" ON "payroll_employees" USING btree ("company_id","position");--> statement-breakpoint
CREATE INDEX "purchase_requisition_items_requisition_idx" ON "purchase_requisition_items" USING btree ("requisition_id","position");