CREATE TABLE "report_maintenance_rollups" (
	"user_id" text NOT NULL,
	"property_id" uuid NOT NULL,
	"status" text NOT NULL,
	"category" text NOT NULL,
	"item_count" integer NOT NULL,
	"cost" numeric NOT NULL,
	CONSTRAINT "report_maintenance_rollups_user_id_property_id_status_category_pk" PRIMARY KEY("user_id","property_id","status","category")
);
--> statement-breakpoint
CREATE TABLE "report_photo_rollups" (
	"user_id" text NOT NULL,
	"property_id" uuid NOT NULL,
	"stage" text NOT NULL,
	"area_key" text NOT NULL,
	"photo_count" integer NOT NULL,
	"first_area" text,
	"first_received_at" timestamp with time zone,
	"first_photo_id" uuid,
	CONSTRAINT "report_photo_rollups_user_id_property_id_stage_area_key_pk" PRIMARY KEY("user_id","property_id","stage","area_key")
);
--> statement-breakpoint
CREATE TABLE "report_record_rollups" (
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"record_count" integer NOT NULL,
	CONSTRAINT "report_record_rollups_user_id_kind_pk" PRIMARY KEY("user_id","kind")
);
--> statement-breakpoint
CREATE TABLE "report_transaction_rollups" (
	"user_id" text NOT NULL,
	"property_id" uuid NOT NULL,
	"transaction_type" text NOT NULL,
	"status" text NOT NULL,
	"month" date NOT NULL,
	"transaction_count" integer NOT NULL,
	"amount" numeric NOT NULL,
	CONSTRAINT "report_transaction_rollups_user_id_property_id_transaction_type_status_month_pk" PRIMARY KEY("user_id","property_id","transaction_type","status","month")
);
--> statement-breakpoint
ALTER TABLE "report_maintenance_rollups" ADD CONSTRAINT "report_maintenance_rollups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_photo_rollups" ADD CONSTRAINT "report_photo_rollups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_record_rollups" ADD CONSTRAINT "report_record_rollups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_transaction_rollups" ADD CONSTRAINT "report_transaction_rollups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "financial_transactions_user_day_idx" ON "financial_transactions" USING btree ("user_id",coalesce("paid_date", "due_date"));--> statement-breakpoint
CREATE INDEX "photos_property_stage_area_idx" ON "photos" USING btree ("property_id","stage",lower(regexp_replace(trim("area"), '\s+', ' ', 'g')),"received_at","id");--> statement-breakpoint
CREATE INDEX "photos_user_stage_area_idx" ON "photos" USING btree ("user_id","stage",lower(regexp_replace(trim("area"), '\s+', ' ', 'g')),"received_at","id");--> statement-breakpoint
-- The report rollups (decision 027) are kept as the property counters of 0023 are: by statement
-- triggers in the same transaction as the rows, cascades included, each change relative. A
-- statement's rows become a list of changes (+1 for a row that arrives, -1 for one that leaves; an
-- update is the rows that differ, old off and new on), which one function per table applies to
-- the rollups: each change counts under its property and under the whole account (the nil UUID),
-- in one upsert ordered by key, so that concurrent writers take the rollup rows' locks in the same
-- order and cannot deadlock; a group left empty is deleted. A group whose user is being deleted
-- is skipped: its rows go with the user by cascade.
CREATE TYPE "report_photo_change" AS ("user_id" text, "property_id" uuid, "stage" text, "area" text,
  "received_at" timestamp with time zone, "id" uuid, "n" integer);--> statement-breakpoint
CREATE FUNCTION "apply_report_photo_changes"("changes" "report_photo_change"[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality("changes") = 0 THEN RETURN; END IF;
  -- An area is named by its first photo in (received_at, id) order: an arriving photo takes the
  -- name when it comes before the group's first.
  INSERT INTO "report_photo_rollups" AS r ("user_id", "property_id", "stage", "area_key", "photo_count",
      "first_area", "first_received_at", "first_photo_id")
    SELECT g."user_id", g."property_id", g."stage", g."area_key", g."photos", g."first_area",
        g."first_received_at", g."first_photo_id"
      FROM (SELECT c."user_id", s."property_id", c."stage", lower(c."label") AS "area_key",
              sum(c."n")::int AS "photos",
              (array_agg(c."label" ORDER BY c."received_at", c."id") FILTER (WHERE c."n" > 0))[1] AS "first_area",
              min(c."received_at") FILTER (WHERE c."n" > 0) AS "first_received_at",
              (array_agg(c."id" ORDER BY c."received_at", c."id") FILTER (WHERE c."n" > 0))[1] AS "first_photo_id"
            FROM (SELECT *, regexp_replace(trim("area"), '\s+', ' ', 'g') AS "label" FROM unnest("changes")) AS c
              CROSS JOIN LATERAL (VALUES (c."property_id"), ('00000000-0000-0000-0000-000000000000'::uuid)) AS s("property_id")
            GROUP BY 1, 2, 3, 4) AS g
      WHERE EXISTS (SELECT 1 FROM "users" AS u WHERE u."id" = g."user_id")
      ORDER BY 1, 2, 3, 4
    ON CONFLICT ("user_id", "property_id", "stage", "area_key") DO UPDATE SET
      "photo_count" = r."photo_count" + excluded."photo_count",
      "first_area" = CASE WHEN excluded."first_photo_id" IS NOT NULL AND (r."first_photo_id" IS NULL
          OR (excluded."first_received_at", excluded."first_photo_id") < (r."first_received_at", r."first_photo_id"))
        THEN excluded."first_area" ELSE r."first_area" END,
      "first_received_at" = CASE WHEN excluded."first_photo_id" IS NOT NULL AND (r."first_photo_id" IS NULL
          OR (excluded."first_received_at", excluded."first_photo_id") < (r."first_received_at", r."first_photo_id"))
        THEN excluded."first_received_at" ELSE r."first_received_at" END,
      "first_photo_id" = CASE WHEN excluded."first_photo_id" IS NOT NULL AND (r."first_photo_id" IS NULL
          OR (excluded."first_received_at", excluded."first_photo_id") < (r."first_received_at", r."first_photo_id"))
        THEN excluded."first_photo_id" ELSE r."first_photo_id" END;
  DELETE FROM "report_photo_rollups" AS r
    USING unnest("changes") AS c
      CROSS JOIN LATERAL (VALUES (c."property_id"), ('00000000-0000-0000-0000-000000000000'::uuid)) AS s("property_id")
    WHERE c."n" < 0 AND r."user_id" = c."user_id" AND r."property_id" = s."property_id" AND r."stage" = c."stage"
      AND r."area_key" = lower(regexp_replace(trim(c."area"), '\s+', ' ', 'g')) AND r."photo_count" = 0;
  -- When the photo that named a group leaves it, the group's new first photo is read through an
  -- index (photos_user_stage_area_idx, photos_property_stage_area_idx), one row, no sort. The rows
  -- are already locked by the upsert above, and this statement sees what committed meanwhile.
  UPDATE "report_photo_rollups" AS r
    SET ("first_area", "first_received_at", "first_photo_id") = (
      SELECT regexp_replace(trim(p."area"), '\s+', ' ', 'g'), p."received_at", p."id" FROM "photos" AS p
        WHERE p."user_id" = r."user_id" AND p."stage" = r."stage"
          AND lower(regexp_replace(trim(p."area"), '\s+', ' ', 'g')) = r."area_key"
        ORDER BY p."received_at", p."id" LIMIT 1)
    FROM unnest("changes") AS c
    WHERE c."n" < 0 AND r."user_id" = c."user_id" AND r."property_id" = '00000000-0000-0000-0000-000000000000'
      AND r."stage" = c."stage" AND r."area_key" = lower(regexp_replace(trim(c."area"), '\s+', ' ', 'g'))
      AND r."first_photo_id" = c."id";
  UPDATE "report_photo_rollups" AS r
    SET ("first_area", "first_received_at", "first_photo_id") = (
      SELECT regexp_replace(trim(p."area"), '\s+', ' ', 'g'), p."received_at", p."id" FROM "photos" AS p
        WHERE p."property_id" = r."property_id" AND p."stage" = r."stage"
          AND lower(regexp_replace(trim(p."area"), '\s+', ' ', 'g')) = r."area_key" AND p."user_id" = r."user_id"
        ORDER BY p."received_at", p."id" LIMIT 1)
    FROM unnest("changes") AS c
    WHERE c."n" < 0 AND r."user_id" = c."user_id" AND r."property_id" = c."property_id"
      AND r."stage" = c."stage" AND r."area_key" = lower(regexp_replace(trim(c."area"), '\s+', ' ', 'g'))
      AND r."first_photo_id" = c."id";
END
$$;--> statement-breakpoint
CREATE FUNCTION "roll_up_report_photos"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- PL/pgSQL plans a statement when it first runs it, so each branch names only the transition
  -- tables its trigger has.
  IF TG_OP = 'INSERT' THEN
    PERFORM "apply_report_photo_changes"(ARRAY(SELECT ROW("user_id", "property_id", "stage", "area",
      "received_at", "id", 1)::"report_photo_change" FROM "new_rows"));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "apply_report_photo_changes"(ARRAY(SELECT ROW("user_id", "property_id", "stage", "area",
      "received_at", "id", -1)::"report_photo_change" FROM "old_rows"));
  ELSE
    PERFORM "apply_report_photo_changes"(ARRAY(
      SELECT ROW(c.*, 1)::"report_photo_change"
        FROM (SELECT "user_id", "property_id", "stage", "area", "received_at", "id" FROM "new_rows"
              EXCEPT ALL SELECT "user_id", "property_id", "stage", "area", "received_at", "id" FROM "old_rows") AS c
      UNION ALL
      SELECT ROW(c.*, -1)::"report_photo_change"
        FROM (SELECT "user_id", "property_id", "stage", "area", "received_at", "id" FROM "old_rows"
              EXCEPT ALL SELECT "user_id", "property_id", "stage", "area", "received_at", "id" FROM "new_rows") AS c));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "photos_roll_up_reports_insert" AFTER INSERT ON "photos" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "roll_up_report_photos"();--> statement-breakpoint
CREATE TRIGGER "photos_roll_up_reports_delete" AFTER DELETE ON "photos" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "roll_up_report_photos"();--> statement-breakpoint
CREATE TRIGGER "photos_roll_up_reports_update" AFTER UPDATE ON "photos" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "roll_up_report_photos"();--> statement-breakpoint
CREATE TYPE "report_maintenance_change" AS ("user_id" text, "property_id" uuid, "status" text, "category" text,
  "cost" numeric, "n" integer);--> statement-breakpoint
CREATE FUNCTION "apply_report_maintenance_changes"("changes" "report_maintenance_change"[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality("changes") = 0 THEN RETURN; END IF;
  INSERT INTO "report_maintenance_rollups" AS r ("user_id", "property_id", "status", "category", "item_count", "cost")
    SELECT g."user_id", g."property_id", g."status", g."category", g."items", g."cost"
      FROM (SELECT c."user_id", s."property_id", c."status", c."category", sum(c."n")::int AS "items",
              coalesce(sum(c."n" * c."cost"), 0) AS "cost"
            FROM unnest("changes") AS c
              CROSS JOIN LATERAL (VALUES (c."property_id"), ('00000000-0000-0000-0000-000000000000'::uuid)) AS s("property_id")
            GROUP BY 1, 2, 3, 4) AS g
      WHERE EXISTS (SELECT 1 FROM "users" AS u WHERE u."id" = g."user_id")
      ORDER BY 1, 2, 3, 4
    ON CONFLICT ("user_id", "property_id", "status", "category") DO UPDATE SET
      "item_count" = r."item_count" + excluded."item_count",
      "cost" = r."cost" + excluded."cost";
  DELETE FROM "report_maintenance_rollups" AS r
    USING unnest("changes") AS c
      CROSS JOIN LATERAL (VALUES (c."property_id"), ('00000000-0000-0000-0000-000000000000'::uuid)) AS s("property_id")
    WHERE c."n" < 0 AND r."user_id" = c."user_id" AND r."property_id" = s."property_id"
      AND r."status" = c."status" AND r."category" = c."category" AND r."item_count" = 0;
END
$$;--> statement-breakpoint
CREATE FUNCTION "roll_up_report_maintenance"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "apply_report_maintenance_changes"(ARRAY(SELECT ROW("user_id", "property_id", "status", "category",
      "cost", 1)::"report_maintenance_change" FROM "new_rows"));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "apply_report_maintenance_changes"(ARRAY(SELECT ROW("user_id", "property_id", "status", "category",
      "cost", -1)::"report_maintenance_change" FROM "old_rows"));
  ELSE
    PERFORM "apply_report_maintenance_changes"(ARRAY(
      SELECT ROW(c.*, 1)::"report_maintenance_change"
        FROM (SELECT "user_id", "property_id", "status", "category", "cost" FROM "new_rows"
              EXCEPT ALL SELECT "user_id", "property_id", "status", "category", "cost" FROM "old_rows") AS c
      UNION ALL
      SELECT ROW(c.*, -1)::"report_maintenance_change"
        FROM (SELECT "user_id", "property_id", "status", "category", "cost" FROM "old_rows"
              EXCEPT ALL SELECT "user_id", "property_id", "status", "category", "cost" FROM "new_rows") AS c));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "maintenance_items_roll_up_reports_insert" AFTER INSERT ON "maintenance_items" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "roll_up_report_maintenance"();--> statement-breakpoint
CREATE TRIGGER "maintenance_items_roll_up_reports_delete" AFTER DELETE ON "maintenance_items" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "roll_up_report_maintenance"();--> statement-breakpoint
CREATE TRIGGER "maintenance_items_roll_up_reports_update" AFTER UPDATE ON "maintenance_items" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "roll_up_report_maintenance"();--> statement-breakpoint
-- A transaction's month is that of its paid date once paid, else of its due date (transactionDay in
-- finance-figures-sql.ts); one without a property counts only account-wide.
CREATE TYPE "report_transaction_change" AS ("user_id" text, "property_id" uuid, "transaction_type" text,
  "status" text, "month" date, "amount" numeric, "n" integer);--> statement-breakpoint
CREATE FUNCTION "apply_report_transaction_changes"("changes" "report_transaction_change"[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality("changes") = 0 THEN RETURN; END IF;
  INSERT INTO "report_transaction_rollups" AS r ("user_id", "property_id", "transaction_type", "status", "month",
      "transaction_count", "amount")
    SELECT g."user_id", g."property_id", g."transaction_type", g."status", g."month", g."transactions", g."amount"
      FROM (SELECT c."user_id", s."property_id", c."transaction_type", c."status", c."month",
              sum(c."n")::int AS "transactions", sum(c."n" * c."amount") AS "amount"
            FROM unnest("changes") AS c
              CROSS JOIN LATERAL (VALUES (c."property_id"), ('00000000-0000-0000-0000-000000000000'::uuid)) AS s("property_id")
            WHERE s."property_id" IS NOT NULL
            GROUP BY 1, 2, 3, 4, 5) AS g
      WHERE EXISTS (SELECT 1 FROM "users" AS u WHERE u."id" = g."user_id")
      ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT ("user_id", "property_id", "transaction_type", "status", "month") DO UPDATE SET
      "transaction_count" = r."transaction_count" + excluded."transaction_count",
      "amount" = r."amount" + excluded."amount";
  DELETE FROM "report_transaction_rollups" AS r
    USING unnest("changes") AS c
      CROSS JOIN LATERAL (VALUES (c."property_id"), ('00000000-0000-0000-0000-000000000000'::uuid)) AS s("property_id")
    WHERE c."n" < 0 AND r."user_id" = c."user_id" AND r."property_id" = s."property_id"
      AND r."transaction_type" = c."transaction_type" AND r."status" = c."status" AND r."month" = c."month"
      AND r."transaction_count" = 0;
END
$$;--> statement-breakpoint
CREATE FUNCTION "roll_up_report_transactions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "apply_report_transaction_changes"(ARRAY(SELECT ROW("user_id", "property_id", "transaction_type", "status",
      date_trunc('month', coalesce("paid_date", "due_date")::timestamp)::date, "amount", 1)::"report_transaction_change"
      FROM "new_rows"));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "apply_report_transaction_changes"(ARRAY(SELECT ROW("user_id", "property_id", "transaction_type", "status",
      date_trunc('month', coalesce("paid_date", "due_date")::timestamp)::date, "amount", -1)::"report_transaction_change"
      FROM "old_rows"));
  ELSE
    PERFORM "apply_report_transaction_changes"(ARRAY(
      SELECT ROW(c.*, 1)::"report_transaction_change"
        FROM (SELECT "user_id", "property_id", "transaction_type", "status",
                date_trunc('month', coalesce("paid_date", "due_date")::timestamp)::date, "amount" FROM "new_rows"
              EXCEPT ALL SELECT "user_id", "property_id", "transaction_type", "status",
                date_trunc('month', coalesce("paid_date", "due_date")::timestamp)::date, "amount" FROM "old_rows") AS c
      UNION ALL
      SELECT ROW(c.*, -1)::"report_transaction_change"
        FROM (SELECT "user_id", "property_id", "transaction_type", "status",
                date_trunc('month', coalesce("paid_date", "due_date")::timestamp)::date, "amount" FROM "old_rows"
              EXCEPT ALL SELECT "user_id", "property_id", "transaction_type", "status",
                date_trunc('month', coalesce("paid_date", "due_date")::timestamp)::date, "amount" FROM "new_rows") AS c));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "financial_transactions_roll_up_reports_insert" AFTER INSERT ON "financial_transactions" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "roll_up_report_transactions"();--> statement-breakpoint
CREATE TRIGGER "financial_transactions_roll_up_reports_delete" AFTER DELETE ON "financial_transactions" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "roll_up_report_transactions"();--> statement-breakpoint
CREATE TRIGGER "financial_transactions_roll_up_reports_update" AFTER UPDATE ON "financial_transactions" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "roll_up_report_transactions"();--> statement-breakpoint
-- The account's homes and stays, for a report over all time: one row per kind.
CREATE TYPE "report_record_change" AS ("user_id" text, "kind" text, "n" integer);--> statement-breakpoint
CREATE FUNCTION "apply_report_record_changes"("changes" "report_record_change"[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality("changes") = 0 THEN RETURN; END IF;
  INSERT INTO "report_record_rollups" AS r ("user_id", "kind", "record_count")
    SELECT g."user_id", g."kind", g."records"
      FROM (SELECT "user_id", "kind", sum("n")::int AS "records" FROM unnest("changes") GROUP BY 1, 2) AS g
      WHERE EXISTS (SELECT 1 FROM "users" AS u WHERE u."id" = g."user_id")
      ORDER BY 1, 2
    ON CONFLICT ("user_id", "kind") DO UPDATE SET "record_count" = r."record_count" + excluded."record_count";
  DELETE FROM "report_record_rollups" AS r USING unnest("changes") AS c
    WHERE c."n" < 0 AND r."user_id" = c."user_id" AND r."kind" = c."kind" AND r."record_count" = 0;
END
$$;--> statement-breakpoint
-- Homes are the properties of kind 'home'. The counters of 0023 update property rows on every
-- photo and item written; such an update changes no user nor kind, so it applies nothing.
CREATE FUNCTION "roll_up_report_homes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "apply_report_record_changes"(ARRAY(SELECT ROW("user_id", "kind", 1)::"report_record_change"
      FROM "new_rows" WHERE "kind" = 'home'));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "apply_report_record_changes"(ARRAY(SELECT ROW("user_id", "kind", -1)::"report_record_change"
      FROM "old_rows" WHERE "kind" = 'home'));
  ELSE
    PERFORM "apply_report_record_changes"(ARRAY(
      SELECT ROW(c.*, 1)::"report_record_change"
        FROM (SELECT "user_id", "kind" FROM "new_rows" WHERE "kind" = 'home'
              EXCEPT ALL SELECT "user_id", "kind" FROM "old_rows" WHERE "kind" = 'home') AS c
      UNION ALL
      SELECT ROW(c.*, -1)::"report_record_change"
        FROM (SELECT "user_id", "kind" FROM "old_rows" WHERE "kind" = 'home'
              EXCEPT ALL SELECT "user_id", "kind" FROM "new_rows" WHERE "kind" = 'home') AS c));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "properties_roll_up_reports_insert" AFTER INSERT ON "properties" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "roll_up_report_homes"();--> statement-breakpoint
CREATE TRIGGER "properties_roll_up_reports_delete" AFTER DELETE ON "properties" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "roll_up_report_homes"();--> statement-breakpoint
CREATE TRIGGER "properties_roll_up_reports_update" AFTER UPDATE ON "properties" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "roll_up_report_homes"();--> statement-breakpoint
CREATE FUNCTION "roll_up_report_stays"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "apply_report_record_changes"(ARRAY(SELECT ROW("user_id", 'stay', 1)::"report_record_change"
      FROM "new_rows"));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "apply_report_record_changes"(ARRAY(SELECT ROW("user_id", 'stay', -1)::"report_record_change"
      FROM "old_rows"));
  ELSE
    PERFORM "apply_report_record_changes"(ARRAY(
      SELECT ROW(c."user_id", 'stay', 1)::"report_record_change"
        FROM (SELECT "user_id" FROM "new_rows" EXCEPT ALL SELECT "user_id" FROM "old_rows") AS c
      UNION ALL
      SELECT ROW(c."user_id", 'stay', -1)::"report_record_change"
        FROM (SELECT "user_id" FROM "old_rows" EXCEPT ALL SELECT "user_id" FROM "new_rows") AS c));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "stays_roll_up_reports_insert" AFTER INSERT ON "stays" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "roll_up_report_stays"();--> statement-breakpoint
CREATE TRIGGER "stays_roll_up_reports_delete" AFTER DELETE ON "stays" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "roll_up_report_stays"();--> statement-breakpoint
CREATE TRIGGER "stays_roll_up_reports_update" AFTER UPDATE ON "stays" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "roll_up_report_stays"();--> statement-breakpoint
-- Existing rows, rolled up once; the triggers above keep the rollups from here on.
INSERT INTO "report_photo_rollups" ("user_id", "property_id", "stage", "area_key", "photo_count", "first_area",
    "first_received_at", "first_photo_id")
  SELECT c."user_id", s."property_id", c."stage", lower(c."label"), count(*)::int,
      (array_agg(c."label" ORDER BY c."received_at", c."id"))[1], min(c."received_at"),
      (array_agg(c."id" ORDER BY c."received_at", c."id"))[1]
    FROM (SELECT *, regexp_replace(trim("area"), '\s+', ' ', 'g') AS "label" FROM "photos") AS c
      CROSS JOIN LATERAL (VALUES (c."property_id"), ('00000000-0000-0000-0000-000000000000'::uuid)) AS s("property_id")
    GROUP BY 1, 2, 3, 4;--> statement-breakpoint
INSERT INTO "report_maintenance_rollups" ("user_id", "property_id", "status", "category", "item_count", "cost")
  SELECT c."user_id", s."property_id", c."status", c."category", count(*)::int, coalesce(sum(c."cost"), 0)
    FROM "maintenance_items" AS c
      CROSS JOIN LATERAL (VALUES (c."property_id"), ('00000000-0000-0000-0000-000000000000'::uuid)) AS s("property_id")
    GROUP BY 1, 2, 3, 4;--> statement-breakpoint
INSERT INTO "report_transaction_rollups" ("user_id", "property_id", "transaction_type", "status", "month",
    "transaction_count", "amount")
  SELECT c."user_id", s."property_id", c."transaction_type", c."status",
      date_trunc('month', coalesce(c."paid_date", c."due_date")::timestamp)::date, count(*)::int, sum(c."amount")
    FROM "financial_transactions" AS c
      CROSS JOIN LATERAL (VALUES (c."property_id"), ('00000000-0000-0000-0000-000000000000'::uuid)) AS s("property_id")
    WHERE s."property_id" IS NOT NULL
    GROUP BY 1, 2, 3, 4, 5;--> statement-breakpoint
INSERT INTO "report_record_rollups" ("user_id", "kind", "record_count")
  SELECT "user_id", 'home', count(*)::int FROM "properties" WHERE "kind" = 'home' GROUP BY 1
  UNION ALL
  SELECT "user_id", 'stay', count(*)::int FROM "stays" GROUP BY 1;
