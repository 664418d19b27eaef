CREATE TABLE "landlord_deductions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"tenancy_id" uuid NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"reason" text NOT NULL,
	"room" text DEFAULT '' NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deposit_deductions" ADD COLUMN "landlord_deduction_id" uuid;--> statement-breakpoint
ALTER TABLE "landlord_deductions" ADD CONSTRAINT "landlord_deductions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "landlord_deductions" ADD CONSTRAINT "landlord_deductions_tenancy_id_tenancies_id_fk" FOREIGN KEY ("tenancy_id") REFERENCES "public"."tenancies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "landlord_deductions" ADD CONSTRAINT "landlord_deductions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "landlord_deductions_tenancy_idx" ON "landlord_deductions" USING btree ("tenancy_id","created_at","id");--> statement-breakpoint
ALTER TABLE "deposit_deductions" ADD CONSTRAINT "deposit_deductions_landlord_deduction_id_landlord_deductions_id_fk" FOREIGN KEY ("landlord_deduction_id") REFERENCES "public"."landlord_deductions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_deductions" ADD CONSTRAINT "deposit_deductions_landlord_unique" UNIQUE("deposit_id","landlord_deduction_id");