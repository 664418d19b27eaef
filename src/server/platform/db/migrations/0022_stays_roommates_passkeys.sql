CREATE TABLE "passkeys" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text,
	"public_key" text NOT NULL,
	"user_id" text NOT NULL,
	"credential_id" text NOT NULL,
	"counter" integer NOT NULL,
	"device_type" text NOT NULL,
	"backed_up" boolean NOT NULL,
	"transports" text,
	"created_at" timestamp with time zone,
	"aaguid" text
);
--> statement-breakpoint
CREATE TABLE "roommate_chores" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"household_id" uuid NOT NULL,
	"title" text NOT NULL,
	"assignee_id" text,
	"due_date" date,
	"done_at" timestamp with time zone,
	"done_by" text,
	"created_by" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "roommate_expense_shares" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"expense_id" uuid NOT NULL,
	"user_id" text,
	"amount" numeric(12, 2) NOT NULL,
	CONSTRAINT "roommate_expense_shares_amount_check" CHECK ("roommate_expense_shares"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "roommate_expenses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"household_id" uuid NOT NULL,
	"description" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"paid_by" text,
	"spent_on" date NOT NULL,
	"split" text NOT NULL,
	"created_by" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "roommate_expenses_amount_check" CHECK ("roommate_expenses"."amount" > 0),
	CONSTRAINT "roommate_expenses_split_check" CHECK ("roommate_expenses"."split" in ('equal', 'custom'))
);
--> statement-breakpoint
CREATE TABLE "roommate_households" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid,
	"name" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "roommate_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"household_id" uuid NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" text,
	"invited_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" text,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "roommate_invitations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "roommate_members" (
	"household_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "roommate_members_household_id_user_id_pk" PRIMARY KEY("household_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "roommate_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"household_id" uuid NOT NULL,
	"author_id" text,
	"body" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "roommate_settlements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"household_id" uuid NOT NULL,
	"from_user_id" text,
	"to_user_id" text,
	"amount" numeric(12, 2) NOT NULL,
	"settled_on" date NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "roommate_settlements_amount_check" CHECK ("roommate_settlements"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "stays" (
	"property_id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"check_in_date" date NOT NULL,
	"check_out_date" date NOT NULL,
	"host" text DEFAULT '' NOT NULL,
	"booking_reference" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	CONSTRAINT "stays_dates_check" CHECK ("stays"."check_out_date" >= "stays"."check_in_date")
);
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "kind" text DEFAULT 'home' NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD COLUMN "roommate_emails" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "passkeys" ADD CONSTRAINT "passkeys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roommate_chores" ADD CONSTRAINT "roommate_chores_household_id_roommate_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."roommate_households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roommate_chores" ADD CONSTRAINT "roommate_chores_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roommate_chores" ADD CONSTRAINT "roommate_chores_done_by_users_id_fk" FOREIGN KEY ("done_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roommate_chores" ADD CONSTRAINT "roommate_chores_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roommate_expense_shares" ADD CONSTRAINT "roommate_expense_shares_expense_id_roommate_expenses_id_fk" FOREIGN KEY ("expense_id") REFERENCES "public"."roommate_expenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roommate_expense_shares" ADD CONSTRAINT "roommate_expense_shares_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roommate_expenses" ADD CONSTRAINT "roommate_expenses_household_id_roommate_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."roommate_households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roommate_expenses" ADD CONSTRAINT "roommate_expenses_paid_by_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roommate_expenses" ADD CONSTRAINT "roommate_expenses_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roommate_households" ADD CONSTRAINT "roommate_households_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roommate_households" ADD CONSTRAINT "roommate_households_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roommate_invitations" ADD CONSTRAINT "roommate_invitations_household_id_roommate_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."roommate_households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roommate_invitations" ADD CONSTRAINT "roommate_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roommate_invitations" ADD CONSTRAINT "roommate_invitations_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roommate_members" ADD CONSTRAINT "roommate_members_household_id_roommate_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."roommate_households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roommate_members" ADD CONSTRAINT "roommate_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roommate_notes" ADD CONSTRAINT "roommate_notes_household_id_roommate_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."roommate_households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roommate_notes" ADD CONSTRAINT "roommate_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roommate_settlements" ADD CONSTRAINT "roommate_settlements_household_id_roommate_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."roommate_households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roommate_settlements" ADD CONSTRAINT "roommate_settlements_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roommate_settlements" ADD CONSTRAINT "roommate_settlements_to_user_id_users_id_fk" FOREIGN KEY ("to_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roommate_settlements" ADD CONSTRAINT "roommate_settlements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stays" ADD CONSTRAINT "stays_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stays" ADD CONSTRAINT "stays_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "passkeys_user_id_idx" ON "passkeys" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "passkeys_credential_id_idx" ON "passkeys" USING btree ("credential_id");--> statement-breakpoint
CREATE INDEX "roommate_chores_household_idx" ON "roommate_chores" USING btree ("household_id","created_at","id");--> statement-breakpoint
CREATE INDEX "roommate_expense_shares_expense_idx" ON "roommate_expense_shares" USING btree ("expense_id");--> statement-breakpoint
CREATE INDEX "roommate_expenses_household_idx" ON "roommate_expenses" USING btree ("household_id","spent_on","id");--> statement-breakpoint
CREATE UNIQUE INDEX "roommate_households_property_idx" ON "roommate_households" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "roommate_invitations_household_idx" ON "roommate_invitations" USING btree ("household_id","invited_at");--> statement-breakpoint
CREATE UNIQUE INDEX "roommate_invitations_pending_idx" ON "roommate_invitations" USING btree ("household_id","email") WHERE "roommate_invitations"."accepted_at" is null and "roommate_invitations"."cancelled_at" is null;--> statement-breakpoint
CREATE INDEX "roommate_members_user_idx" ON "roommate_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "roommate_notes_household_idx" ON "roommate_notes" USING btree ("household_id","created_at","id");--> statement-breakpoint
CREATE INDEX "roommate_settlements_household_idx" ON "roommate_settlements" USING btree ("household_id","settled_on","id");--> statement-breakpoint
CREATE INDEX "stays_user_check_in_idx" ON "stays" USING btree ("user_id","check_in_date");--> statement-breakpoint
CREATE INDEX "properties_user_kind_idx" ON "properties" USING btree ("user_id","kind","created_at");--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_kind_check" CHECK ("properties"."kind" in ('home', 'stay'));