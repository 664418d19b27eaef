CREATE TABLE "deposit_deductions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"deposit_id" uuid NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"reason" text NOT NULL,
	"room" text DEFAULT '' NOT NULL,
	"position" text DEFAULT 'dispute' NOT NULL,
	"accepted_amount" numeric(12, 2),
	"comment" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposit_deductions_position_check" CHECK ("deposit_deductions"."position" in ('dispute', 'accept', 'partly')),
	CONSTRAINT "deposit_deductions_partly_check" CHECK (("deposit_deductions"."position" = 'partly') = ("deposit_deductions"."accepted_amount" is not null))
);
--> statement-breakpoint
CREATE TABLE "deposit_evidence" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"deduction_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"photo_change_id" uuid,
	"photo_id" uuid,
	"maintenance_item_id" uuid,
	"document_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposit_evidence_pair_unique" UNIQUE("deduction_id","photo_change_id"),
	CONSTRAINT "deposit_evidence_photo_unique" UNIQUE("deduction_id","photo_id"),
	CONSTRAINT "deposit_evidence_maintenance_unique" UNIQUE("deduction_id","maintenance_item_id"),
	CONSTRAINT "deposit_evidence_document_unique" UNIQUE("deduction_id","document_id"),
	CONSTRAINT "deposit_evidence_kind_check" CHECK ("deposit_evidence"."kind" in ('pair', 'photo', 'maintenance', 'document')),
	CONSTRAINT "deposit_evidence_one_record_check" CHECK ((case "deposit_evidence"."kind"
        when 'pair' then "deposit_evidence"."photo_change_id" is not null
        when 'photo' then "deposit_evidence"."photo_id" is not null
        when 'maintenance' then "deposit_evidence"."maintenance_item_id" is not null
        else "deposit_evidence"."document_id" is not null end)
        and num_nonnulls("deposit_evidence"."photo_change_id", "deposit_evidence"."photo_id", "deposit_evidence"."maintenance_item_id", "deposit_evidence"."document_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "deposits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"property_id" uuid NOT NULL,
	"lease_id" uuid,
	"amount" numeric(12, 2) NOT NULL,
	"paid_on" date,
	"move_out_date" date NOT NULL,
	"tenancy_end_date" date,
	"forwarding_address_given_on" date,
	"forwarding_address" text DEFAULT '' NOT NULL,
	"jurisdiction" text NOT NULL,
	"custom_deadline" date,
	"landlord_name" text DEFAULT '' NOT NULL,
	"statement" text DEFAULT '' NOT NULL,
	"returned_amount" numeric(12, 2),
	"returned_on" date,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposits_property_unique" UNIQUE("property_id"),
	CONSTRAINT "deposits_jurisdiction_check" CHECK ("deposits"."jurisdiction" in ('DC', 'MD', 'VA', 'other')),
	CONSTRAINT "deposits_custom_deadline_check" CHECK (("deposits"."jurisdiction" = 'other') = ("deposits"."custom_deadline" is not null)),
	CONSTRAINT "deposits_outcome_check" CHECK (("deposits"."returned_amount" is null) = ("deposits"."returned_on" is null))
);
--> statement-breakpoint
ALTER TABLE "verification_requests" DROP CONSTRAINT "verification_requests_kind_check";--> statement-breakpoint
ALTER TABLE "verification_requests" DROP CONSTRAINT "verification_requests_recipient_check";--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "timestamp_batch_id" uuid;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "merkle_path" jsonb;--> statement-breakpoint
ALTER TABLE "reminders" ADD COLUMN "deposit_id" uuid;--> statement-breakpoint
ALTER TABLE "verification_requests" ADD COLUMN "deposit_id" uuid;--> statement-breakpoint
ALTER TABLE "deposit_deductions" ADD CONSTRAINT "deposit_deductions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_deductions" ADD CONSTRAINT "deposit_deductions_deposit_id_deposits_id_fk" FOREIGN KEY ("deposit_id") REFERENCES "public"."deposits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_evidence" ADD CONSTRAINT "deposit_evidence_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_evidence" ADD CONSTRAINT "deposit_evidence_deduction_id_deposit_deductions_id_fk" FOREIGN KEY ("deduction_id") REFERENCES "public"."deposit_deductions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_evidence" ADD CONSTRAINT "deposit_evidence_photo_change_id_photo_changes_id_fk" FOREIGN KEY ("photo_change_id") REFERENCES "public"."photo_changes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_evidence" ADD CONSTRAINT "deposit_evidence_photo_id_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_evidence" ADD CONSTRAINT "deposit_evidence_maintenance_item_id_maintenance_items_id_fk" FOREIGN KEY ("maintenance_item_id") REFERENCES "public"."maintenance_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_evidence" ADD CONSTRAINT "deposit_evidence_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_lease_id_leases_id_fk" FOREIGN KEY ("lease_id") REFERENCES "public"."leases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deposit_deductions_deposit_idx" ON "deposit_deductions" USING btree ("deposit_id","created_at","id");--> statement-breakpoint
CREATE INDEX "deposit_evidence_deduction_idx" ON "deposit_evidence" USING btree ("deduction_id","created_at");--> statement-breakpoint
CREATE INDEX "deposits_user_idx" ON "deposits" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_timestamp_batch_id_timestamp_batches_id_fk" FOREIGN KEY ("timestamp_batch_id") REFERENCES "public"."timestamp_batches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_deposit_id_deposits_id_fk" FOREIGN KEY ("deposit_id") REFERENCES "public"."deposits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_requests" ADD CONSTRAINT "verification_requests_deposit_id_deposits_id_fk" FOREIGN KEY ("deposit_id") REFERENCES "public"."deposits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reminders_deposit_idx" ON "reminders" USING btree ("deposit_id");--> statement-breakpoint
ALTER TABLE "verification_requests" ADD CONSTRAINT "verification_requests_deposit_check" CHECK (("verification_requests"."kind" = 'deposit-dispute') = ("verification_requests"."deposit_id" is not null));--> statement-breakpoint
ALTER TABLE "verification_requests" ADD CONSTRAINT "verification_requests_kind_check" CHECK ("verification_requests"."kind" in ('rental-verification', 'report', 'deposit-dispute'));--> statement-breakpoint
ALTER TABLE "verification_requests" ADD CONSTRAINT "verification_requests_recipient_check" CHECK ("verification_requests"."kind" <> 'rental-verification' or "verification_requests"."recipient_email" is not null);