CREATE TABLE "verification_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"recipient_email" text,
	"token_hash" text NOT NULL,
	"data_to_share" jsonb NOT NULL,
	"report_options" jsonb,
	"status" text DEFAULT 'pending' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"viewed_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "verification_requests_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "verification_requests_kind_check" CHECK ("verification_requests"."kind" in ('rental-verification', 'report')),
	CONSTRAINT "verification_requests_status_check" CHECK ("verification_requests"."status" in ('pending', 'viewed', 'revoked')),
	CONSTRAINT "verification_requests_recipient_check" CHECK ("verification_requests"."kind" = 'report' or "verification_requests"."recipient_email" is not null)
);
--> statement-breakpoint
CREATE TABLE "verification_views" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"viewed_at" timestamp with time zone NOT NULL,
	"browser" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "verification_requests" ADD CONSTRAINT "verification_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_views" ADD CONSTRAINT "verification_views_request_id_verification_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."verification_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "verification_requests_user_idx" ON "verification_requests" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "verification_views_request_idx" ON "verification_views" USING btree ("request_id","viewed_at");