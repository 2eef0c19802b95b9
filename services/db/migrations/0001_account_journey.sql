CREATE TABLE "onboarding_info" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"language" text DEFAULT '' NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"profile" text[] DEFAULT '{}'::text[] NOT NULL,
	"use_case" text[] DEFAULT '{}'::text[] NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"referral_source" text DEFAULT '' NOT NULL,
	"preferences" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_info" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"products" text DEFAULT '' NOT NULL,
	"services" text DEFAULT '' NOT NULL,
	"total_no_products" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_info_total_no_products_min" CHECK ("product_info"."total_no_products" >= 0)
);
--> statement-breakpoint
ALTER TABLE "onboarding_info" ADD CONSTRAINT "onboarding_info_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_info" ADD CONSTRAINT "product_info_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;