CREATE TABLE "maintenance_updates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"maintenance_item_id" uuid NOT NULL,
	"company_id" uuid,
	"author_name" text NOT NULL,
	"company_name" text NOT NULL,
	"author_id" text,
	"status" text NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenancies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"company_property_id" uuid NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" text,
	"invited_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"tenant_id" text,
	"tenant_property_id" uuid,
	"accepted_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"share_move_in" boolean DEFAULT false NOT NULL,
	"share_move_out" boolean DEFAULT false NOT NULL,
	"share_maintenance" boolean DEFAULT false NOT NULL,
	CONSTRAINT "tenancies_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "tenancies_accepted_check" CHECK ("tenancies"."accepted_at" is null or "tenancies"."tenant_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "tenancy_documents" (
	"tenancy_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"shared_at" timestamp with time zone NOT NULL,
	CONSTRAINT "tenancy_documents_tenancy_id_document_id_pk" PRIMARY KEY("tenancy_id","document_id")
);
--> statement-breakpoint
ALTER TABLE "maintenance_updates" ADD CONSTRAINT "maintenance_updates_maintenance_item_id_maintenance_items_id_fk" FOREIGN KEY ("maintenance_item_id") REFERENCES "public"."maintenance_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_updates" ADD CONSTRAINT "maintenance_updates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_updates" ADD CONSTRAINT "maintenance_updates_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenancies" ADD CONSTRAINT "tenancies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenancies" ADD CONSTRAINT "tenancies_company_property_id_company_properties_id_fk" FOREIGN KEY ("company_property_id") REFERENCES "public"."company_properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenancies" ADD CONSTRAINT "tenancies_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenancies" ADD CONSTRAINT "tenancies_tenant_id_users_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenancies" ADD CONSTRAINT "tenancies_tenant_property_id_properties_id_fk" FOREIGN KEY ("tenant_property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenancy_documents" ADD CONSTRAINT "tenancy_documents_tenancy_id_tenancies_id_fk" FOREIGN KEY ("tenancy_id") REFERENCES "public"."tenancies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenancy_documents" ADD CONSTRAINT "tenancy_documents_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "maintenance_updates_item_idx" ON "maintenance_updates" USING btree ("maintenance_item_id","created_at");--> statement-breakpoint
CREATE INDEX "tenancies_company_idx" ON "tenancies" USING btree ("company_id","invited_at");--> statement-breakpoint
CREATE INDEX "tenancies_tenant_idx" ON "tenancies" USING btree ("tenant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tenancies_pending_idx" ON "tenancies" USING btree ("company_property_id","email") WHERE "tenancies"."accepted_at" is null and "tenancies"."ended_at" is null;