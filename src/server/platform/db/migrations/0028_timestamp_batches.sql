CREATE TABLE "timestamp_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"root" text NOT NULL,
	"leaf_count" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"token" "bytea",
	"tsa" text,
	"tsa_url" text,
	"stamped_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "timestamp_batches_status_check" CHECK ("timestamp_batches"."status" in ('pending', 'stamped'))
);
--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "timestamp_batch_id" uuid;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "merkle_path" jsonb;--> statement-breakpoint
CREATE INDEX "timestamp_batches_pending_idx" ON "timestamp_batches" USING btree ("created_at") WHERE "timestamp_batches"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_timestamp_batch_id_timestamp_batches_id_fk" FOREIGN KEY ("timestamp_batch_id") REFERENCES "public"."timestamp_batches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "photos_timestamp_batch_idx" ON "photos" USING btree ("timestamp_batch_id");--> statement-breakpoint
CREATE INDEX "photos_unbatched_idx" ON "photos" USING btree ("received_at","id") WHERE "photos"."timestamp_batch_id" is null;