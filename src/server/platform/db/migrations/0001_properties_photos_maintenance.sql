CREATE TABLE "maintenance_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"property_id" uuid NOT NULL,
	"item" text NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"cost" numeric(12, 2),
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "maintenance_status_check" CHECK ("maintenance_items"."status" in ('pending', 'in-progress', 'completed')),
	CONSTRAINT "maintenance_cost_check" CHECK ("maintenance_items"."cost" is null or "maintenance_items"."cost" >= 0)
);
--> statement-breakpoint
CREATE TABLE "photos" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"property_id" uuid NOT NULL,
	"stage" text NOT NULL,
	"maintenance_item_id" uuid,
	"area" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"storage_key" text NOT NULL,
	"original_name" text NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"sha256" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"captured_at" text,
	CONSTRAINT "photos_stage_check" CHECK ("photos"."stage" in ('move-in', 'move-out', 'maintenance')),
	CONSTRAINT "photos_maintenance_item_check" CHECK (("photos"."stage" = 'maintenance') = ("photos"."maintenance_item_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "properties" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"type" text DEFAULT 'apartment' NOT NULL,
	"management" text DEFAULT '' NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "properties_type_check" CHECK ("properties"."type" in ('apartment', 'house', 'condo', 'townhouse', 'other'))
);
--> statement-breakpoint
ALTER TABLE "maintenance_items" ADD CONSTRAINT "maintenance_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_items" ADD CONSTRAINT "maintenance_items_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_maintenance_item_id_maintenance_items_id_fk" FOREIGN KEY ("maintenance_item_id") REFERENCES "public"."maintenance_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "maintenance_user_created_idx" ON "maintenance_items" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "maintenance_property_idx" ON "maintenance_items" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "photos_user_received_idx" ON "photos" USING btree ("user_id","received_at","id");--> statement-breakpoint
CREATE INDEX "photos_property_idx" ON "photos" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "photos_maintenance_item_idx" ON "photos" USING btree ("maintenance_item_id");--> statement-breakpoint
CREATE INDEX "properties_user_created_idx" ON "properties" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "properties_one_demo_per_user_idx" ON "properties" USING btree ("user_id") WHERE "properties"."is_demo";