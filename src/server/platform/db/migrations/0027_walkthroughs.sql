CREATE TABLE "photo_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"move_in_photo_id" uuid NOT NULL,
	"move_out_photo_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"alignment" jsonb,
	"regions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_at" timestamp with time zone,
	"checked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "photo_changes_pair_unique" UNIQUE("move_in_photo_id","move_out_photo_id"),
	CONSTRAINT "photo_changes_status_check" CHECK ("photo_changes"."status" in ('pending', 'done', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "walkthrough_rooms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"walkthrough_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "walkthrough_shots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"walkthrough_id" uuid NOT NULL,
	"room_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "walkthrough_skips" (
	"shot_id" uuid NOT NULL,
	"stage" text NOT NULL,
	"skipped_at" timestamp with time zone NOT NULL,
	CONSTRAINT "walkthrough_skips_shot_id_stage_pk" PRIMARY KEY("shot_id","stage"),
	CONSTRAINT "walkthrough_skips_stage_check" CHECK ("walkthrough_skips"."stage" in ('move-in', 'move-out'))
);
--> statement-breakpoint
CREATE TABLE "walkthroughs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"property_id" uuid NOT NULL,
	"template_kind" text NOT NULL,
	"template_bedrooms" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "walkthroughs_property_id_unique" UNIQUE("property_id"),
	CONSTRAINT "walkthroughs_template_kind_check" CHECK ("walkthroughs"."template_kind" in ('studio', 'apartment', 'house', 'hotel-room'))
);
--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "walkthrough_shot_id" uuid;--> statement-breakpoint
ALTER TABLE "photo_changes" ADD CONSTRAINT "photo_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_changes" ADD CONSTRAINT "photo_changes_move_in_photo_id_photos_id_fk" FOREIGN KEY ("move_in_photo_id") REFERENCES "public"."photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_changes" ADD CONSTRAINT "photo_changes_move_out_photo_id_photos_id_fk" FOREIGN KEY ("move_out_photo_id") REFERENCES "public"."photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "walkthrough_rooms" ADD CONSTRAINT "walkthrough_rooms_walkthrough_id_walkthroughs_id_fk" FOREIGN KEY ("walkthrough_id") REFERENCES "public"."walkthroughs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "walkthrough_shots" ADD CONSTRAINT "walkthrough_shots_walkthrough_id_walkthroughs_id_fk" FOREIGN KEY ("walkthrough_id") REFERENCES "public"."walkthroughs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "walkthrough_shots" ADD CONSTRAINT "walkthrough_shots_room_id_walkthrough_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."walkthrough_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "walkthrough_skips" ADD CONSTRAINT "walkthrough_skips_shot_id_walkthrough_shots_id_fk" FOREIGN KEY ("shot_id") REFERENCES "public"."walkthrough_shots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "walkthroughs" ADD CONSTRAINT "walkthroughs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "walkthroughs" ADD CONSTRAINT "walkthroughs_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "photo_changes_move_out_idx" ON "photo_changes" USING btree ("move_out_photo_id");--> statement-breakpoint
CREATE INDEX "photo_changes_pending_idx" ON "photo_changes" USING btree ("created_at") WHERE "photo_changes"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "walkthrough_rooms_walkthrough_idx" ON "walkthrough_rooms" USING btree ("walkthrough_id","position");--> statement-breakpoint
CREATE INDEX "walkthrough_shots_walkthrough_idx" ON "walkthrough_shots" USING btree ("walkthrough_id");--> statement-breakpoint
CREATE INDEX "walkthrough_shots_room_idx" ON "walkthrough_shots" USING btree ("room_id","position");--> statement-breakpoint
CREATE INDEX "walkthroughs_user_idx" ON "walkthroughs" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_walkthrough_shot_id_walkthrough_shots_id_fk" FOREIGN KEY ("walkthrough_shot_id") REFERENCES "public"."walkthrough_shots"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "photos_walkthrough_shot_idx" ON "photos" USING btree ("walkthrough_shot_id");