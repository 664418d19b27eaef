ALTER TABLE "properties" ADD COLUMN "photo_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "move_in_photo_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "maintenance_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "open_maintenance_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "maintenance_cost" numeric DEFAULT '0' NOT NULL;--> statement-breakpoint
-- The counters are kept by triggers, not by the code that writes the rows: a trigger also runs for
-- the rows a cascade deletes (a property, a maintenance item, an amenity, an account), in the same
-- transaction, and each change is a relative update under the property row's lock, so concurrent
-- uploads and deletes cannot lose one (decision 026). They run once per statement over its
-- transition tables: one update per property the statement touched, however many rows (a row
-- trigger would rewrite a property row once per row, along an ever longer chain of its versions
-- within a bulk insert). An update takes the old rows off and puts the new ones on, whatever
-- changed; a statement that changes no figure writes nothing.
CREATE FUNCTION "count_property_photos"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- PL/pgSQL plans a statement when it first runs it, so each branch names only the transition
  -- tables its trigger has.
  IF TG_OP = 'INSERT' THEN
  UPDATE "properties" AS p
    SET "photo_count" = p."photo_count" + d."photos",
        "move_in_photo_count" = p."move_in_photo_count" + d."move_ins"
    FROM (SELECT "property_id", sum("n")::int AS "photos",
            sum("n" * ("stage" = 'move-in')::int)::int AS "move_ins"
          FROM (SELECT "property_id", "stage", 1 AS "n" FROM "new_rows") AS c GROUP BY "property_id") AS d
    WHERE p."id" = d."property_id" AND (d."photos" <> 0 OR d."move_ins" <> 0);
  ELSIF TG_OP = 'DELETE' THEN
  UPDATE "properties" AS p
    SET "photo_count" = p."photo_count" + d."photos",
        "move_in_photo_count" = p."move_in_photo_count" + d."move_ins"
    FROM (SELECT "property_id", sum("n")::int AS "photos",
            sum("n" * ("stage" = 'move-in')::int)::int AS "move_ins"
          FROM (SELECT "property_id", "stage", -1 AS "n" FROM "old_rows") AS c GROUP BY "property_id") AS d
    WHERE p."id" = d."property_id" AND (d."photos" <> 0 OR d."move_ins" <> 0);
  ELSE
  UPDATE "properties" AS p
    SET "photo_count" = p."photo_count" + d."photos",
        "move_in_photo_count" = p."move_in_photo_count" + d."move_ins"
    FROM (SELECT "property_id", sum("n")::int AS "photos",
            sum("n" * ("stage" = 'move-in')::int)::int AS "move_ins"
          FROM (SELECT "property_id", "stage", 1 AS "n" FROM "new_rows" UNION ALL SELECT "property_id", "stage", -1 FROM "old_rows") AS c GROUP BY "property_id") AS d
    WHERE p."id" = d."property_id" AND (d."photos" <> 0 OR d."move_ins" <> 0);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "photos_count_property_insert" AFTER INSERT ON "photos" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "count_property_photos"();--> statement-breakpoint
CREATE TRIGGER "photos_count_property_delete" AFTER DELETE ON "photos" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "count_property_photos"();--> statement-breakpoint
CREATE TRIGGER "photos_count_property_update" AFTER UPDATE ON "photos" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "count_property_photos"();--> statement-breakpoint
CREATE FUNCTION "count_property_maintenance"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- PL/pgSQL plans a statement when it first runs it, so each branch names only the transition
  -- tables its trigger has.
  IF TG_OP = 'INSERT' THEN
  UPDATE "properties" AS p
    SET "maintenance_count" = p."maintenance_count" + d."items",
        "open_maintenance_count" = p."open_maintenance_count" + d."open",
        "maintenance_cost" = p."maintenance_cost" + d."cost"
    FROM (SELECT "property_id", sum("n")::int AS "items",
            sum("n" * ("status" <> 'completed')::int)::int AS "open",
            coalesce(sum("n" * "cost"), 0) AS "cost"
          FROM (SELECT "property_id", "status", "cost", 1 AS "n" FROM "new_rows") AS c GROUP BY "property_id") AS d
    WHERE p."id" = d."property_id" AND (d."items" <> 0 OR d."open" <> 0 OR d."cost" <> 0);
  ELSIF TG_OP = 'DELETE' THEN
  UPDATE "properties" AS p
    SET "maintenance_count" = p."maintenance_count" + d."items",
        "open_maintenance_count" = p."open_maintenance_count" + d."open",
        "maintenance_cost" = p."maintenance_cost" + d."cost"
    FROM (SELECT "property_id", sum("n")::int AS "items",
            sum("n" * ("status" <> 'completed')::int)::int AS "open",
            coalesce(sum("n" * "cost"), 0) AS "cost"
          FROM (SELECT "property_id", "status", "cost", -1 AS "n" FROM "old_rows") AS c GROUP BY "property_id") AS d
    WHERE p."id" = d."property_id" AND (d."items" <> 0 OR d."open" <> 0 OR d."cost" <> 0);
  ELSE
  UPDATE "properties" AS p
    SET "maintenance_count" = p."maintenance_count" + d."items",
        "open_maintenance_count" = p."open_maintenance_count" + d."open",
        "maintenance_cost" = p."maintenance_cost" + d."cost"
    FROM (SELECT "property_id", sum("n")::int AS "items",
            sum("n" * ("status" <> 'completed')::int)::int AS "open",
            coalesce(sum("n" * "cost"), 0) AS "cost"
          FROM (SELECT "property_id", "status", "cost", 1 AS "n" FROM "new_rows" UNION ALL SELECT "property_id", "status", "cost", -1 FROM "old_rows") AS c GROUP BY "property_id") AS d
    WHERE p."id" = d."property_id" AND (d."items" <> 0 OR d."open" <> 0 OR d."cost" <> 0);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "maintenance_items_count_property_insert" AFTER INSERT ON "maintenance_items" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "count_property_maintenance"();--> statement-breakpoint
CREATE TRIGGER "maintenance_items_count_property_delete" AFTER DELETE ON "maintenance_items" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "count_property_maintenance"();--> statement-breakpoint
CREATE TRIGGER "maintenance_items_count_property_update" AFTER UPDATE ON "maintenance_items" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "count_property_maintenance"();--> statement-breakpoint
-- Existing rows, counted once; the triggers above keep the figures from here on.
UPDATE "properties" SET
  "photo_count" = (SELECT count(*)::int FROM "photos" WHERE "photos"."property_id" = "properties"."id"),
  "move_in_photo_count" = (SELECT count(*)::int FROM "photos"
    WHERE "photos"."property_id" = "properties"."id" AND "photos"."stage" = 'move-in'),
  "maintenance_count" = (SELECT count(*)::int FROM "maintenance_items"
    WHERE "maintenance_items"."property_id" = "properties"."id"),
  "open_maintenance_count" = (SELECT count(*)::int FROM "maintenance_items"
    WHERE "maintenance_items"."property_id" = "properties"."id" AND "maintenance_items"."status" <> 'completed'),
  "maintenance_cost" = (SELECT coalesce(sum("cost"), 0) FROM "maintenance_items"
    WHERE "maintenance_items"."property_id" = "properties"."id");
