ALTER TABLE "data_exports" ALTER COLUMN "byte_size" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "data_exports" ADD COLUMN "kind" text DEFAULT 'data' NOT NULL;--> statement-breakpoint
ALTER TABLE "data_exports" ADD COLUMN "property_id" uuid;--> statement-breakpoint
ALTER TABLE "data_exports" ADD COLUMN "originals" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "data_exports" ADD CONSTRAINT "data_exports_kind_check" CHECK (("data_exports"."kind" = 'data' and "data_exports"."property_id" is null and not "data_exports"."originals") or ("data_exports"."kind" = 'evidence-bundle' and "data_exports"."property_id" is not null));