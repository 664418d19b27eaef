CREATE TABLE "inspection_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"inspection_id" uuid NOT NULL,
	"room_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inspection_ratings" (
	"item_id" uuid NOT NULL,
	"stage" text NOT NULL,
	"condition" text NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"rated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "inspection_ratings_item_id_stage_pk" PRIMARY KEY("item_id","stage"),
	CONSTRAINT "inspection_ratings_stage_check" CHECK ("inspection_ratings"."stage" in ('move-in', 'move-out')),
	CONSTRAINT "inspection_ratings_condition_check" CHECK ("inspection_ratings"."condition" in ('good', 'fair', 'poor', 'damaged', 'not-inspected'))
);
--> statement-breakpoint
CREATE TABLE "inspection_rooms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"inspection_id" uuid NOT NULL,
	"walkthrough_room_id" uuid,
	"position" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inspections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"property_id" uuid NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"frozen_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inspections_property_id_unique" UNIQUE("property_id")
);
--> statement-breakpoint
CREATE TABLE "report_signatures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"inspection_id" uuid NOT NULL,
	"role" text NOT NULL,
	"method" text NOT NULL,
	"request_id" uuid,
	"company_id" uuid,
	"company_name" text,
	"signer_user_id" text,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"consent_text" text NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	"report_json" text NOT NULL,
	"report_sha256" text NOT NULL,
	"manifest_json" text NOT NULL,
	"manifest_sha256" text NOT NULL,
	"disagreements" jsonb NOT NULL,
	CONSTRAINT "report_signatures_role_check" CHECK ("report_signatures"."role" in ('landlord', 'renter')),
	CONSTRAINT "report_signatures_method_check" CHECK ("report_signatures"."method" in ('email-code', 'account', 'landlord-portal'))
);
--> statement-breakpoint
CREATE TABLE "signature_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"inspection_id" uuid NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"signed_at" timestamp with time zone,
	"code_hash" text,
	"code_expires_at" timestamp with time zone,
	"code_attempts" integer DEFAULT 0 NOT NULL,
	"code_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "signature_requests_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "photo_markups" (
	"photo_id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"layer" text NOT NULL,
	"sha256" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "videos" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"property_id" uuid NOT NULL,
	"stage" text NOT NULL,
	"area" text DEFAULT '' NOT NULL,
	"inspection_item_id" uuid,
	"storage_key" text NOT NULL,
	"original_name" text NOT NULL,
	"container" text NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"served_byte_size" integer NOT NULL,
	"duration_ms" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"sha256" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"captured_at" timestamp with time zone,
	"device_captured_at" timestamp with time zone,
	CONSTRAINT "videos_stage_check" CHECK ("videos"."stage" in ('move-in', 'move-out')),
	CONSTRAINT "videos_container_check" CHECK ("videos"."container" in ('mp4', 'webm', 'mov'))
);
--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "inspection_item_id" uuid;--> statement-breakpoint
ALTER TABLE "inspection_items" ADD CONSTRAINT "inspection_items_inspection_id_inspections_id_fk" FOREIGN KEY ("inspection_id") REFERENCES "public"."inspections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_items" ADD CONSTRAINT "inspection_items_room_id_inspection_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."inspection_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_ratings" ADD CONSTRAINT "inspection_ratings_item_id_inspection_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."inspection_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_rooms" ADD CONSTRAINT "inspection_rooms_inspection_id_inspections_id_fk" FOREIGN KEY ("inspection_id") REFERENCES "public"."inspections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_rooms" ADD CONSTRAINT "inspection_rooms_walkthrough_room_id_walkthrough_rooms_id_fk" FOREIGN KEY ("walkthrough_room_id") REFERENCES "public"."walkthrough_rooms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_signatures" ADD CONSTRAINT "report_signatures_inspection_id_inspections_id_fk" FOREIGN KEY ("inspection_id") REFERENCES "public"."inspections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_signatures" ADD CONSTRAINT "report_signatures_request_id_signature_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."signature_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_signatures" ADD CONSTRAINT "report_signatures_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_signatures" ADD CONSTRAINT "report_signatures_signer_user_id_users_id_fk" FOREIGN KEY ("signer_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_requests" ADD CONSTRAINT "signature_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_requests" ADD CONSTRAINT "signature_requests_inspection_id_inspections_id_fk" FOREIGN KEY ("inspection_id") REFERENCES "public"."inspections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_markups" ADD CONSTRAINT "photo_markups_photo_id_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_markups" ADD CONSTRAINT "photo_markups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_inspection_item_id_inspection_items_id_fk" FOREIGN KEY ("inspection_item_id") REFERENCES "public"."inspection_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inspection_items_inspection_idx" ON "inspection_items" USING btree ("inspection_id");--> statement-breakpoint
CREATE INDEX "inspection_items_room_idx" ON "inspection_items" USING btree ("room_id","position");--> statement-breakpoint
CREATE INDEX "inspection_rooms_inspection_idx" ON "inspection_rooms" USING btree ("inspection_id","position");--> statement-breakpoint
CREATE INDEX "inspections_user_idx" ON "inspections" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "report_signatures_inspection_idx" ON "report_signatures" USING btree ("inspection_id","signed_at");--> statement-breakpoint
CREATE INDEX "signature_requests_inspection_idx" ON "signature_requests" USING btree ("inspection_id","created_at");--> statement-breakpoint
CREATE INDEX "videos_property_idx" ON "videos" USING btree ("property_id","stage","received_at");--> statement-breakpoint
CREATE INDEX "videos_user_received_idx" ON "videos" USING btree ("user_id","received_at","id");--> statement-breakpoint
CREATE INDEX "videos_inspection_item_idx" ON "videos" USING btree ("inspection_item_id");--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_inspection_item_id_inspection_items_id_fk" FOREIGN KEY ("inspection_item_id") REFERENCES "public"."inspection_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "photos_inspection_item_idx" ON "photos" USING btree ("inspection_item_id");