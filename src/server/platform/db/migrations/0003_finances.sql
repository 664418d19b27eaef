CREATE TABLE "financial_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"property_id" uuid,
	"transaction_type" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"due_date" date NOT NULL,
	"status" text NOT NULL,
	"paid_date" date,
	"receipt_document_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "financial_transactions_type_check" CHECK ("financial_transactions"."transaction_type" in ('Rent', 'Utilities', 'Security Deposit', 'Security Deposit Return', 'Other')),
	CONSTRAINT "financial_transactions_status_check" CHECK ("financial_transactions"."status" in ('Paid', 'Due', 'Overdue')),
	CONSTRAINT "financial_transactions_amount_check" CHECK ("financial_transactions"."amount" > 0),
	CONSTRAINT "financial_transactions_paid_check" CHECK (("financial_transactions"."status" = 'Paid') = ("financial_transactions"."paid_date" is not null))
);
--> statement-breakpoint
ALTER TABLE "financial_transactions" ADD CONSTRAINT "financial_transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financial_transactions" ADD CONSTRAINT "financial_transactions_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financial_transactions" ADD CONSTRAINT "financial_transactions_receipt_document_id_documents_id_fk" FOREIGN KEY ("receipt_document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "financial_transactions_user_due_idx" ON "financial_transactions" USING btree ("user_id","due_date","created_at");