CREATE TABLE "amenities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"property_id" uuid NOT NULL,
	"name" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "photos" DROP CONSTRAINT "photos_stage_check";--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "amenity_id" uuid;--> statement-breakpoint
ALTER TABLE "amenities" ADD CONSTRAINT "amenities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "amenities" ADD CONSTRAINT "amenities_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "amenities_user_created_idx" ON "amenities" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "amenities_property_idx" ON "amenities" USING btree ("property_id");--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_amenity_id_amenities_id_fk" FOREIGN KEY ("amenity_id") REFERENCES "public"."amenities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "photos_amenity_idx" ON "photos" USING btree ("amenity_id");--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_amenity_check" CHECK (("photos"."stage" in ('amenity-before', 'amenity-after')) = ("photos"."amenity_id" is not null));--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_stage_check" CHECK ("photos"."stage" in ('move-in', 'move-out', 'maintenance', 'amenity-before', 'amenity-after'));