CREATE TABLE "product_counts" (
	"supplier_id" integer PRIMARY KEY NOT NULL,
	"active" bigint DEFAULT 0 NOT NULL,
	"inactive" bigint DEFAULT 0 NOT NULL,
	"changes" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "selection_versions" (
	"client_id" integer PRIMARY KEY NOT NULL,
	"changes" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Decision 035: exact catalogue totals kept by statement triggers, in the transaction of the write.
-- Written by hand after the generated tables (drizzle-kit does not generate triggers). No product write
-- may run between filling the counts and the triggers existing: this migration's transaction holds
-- products and selections against writes until it commits.
LOCK TABLE "products", "selections" IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
CREATE FUNCTION "product_counts_after_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- One upsert per supplier, in supplier order: two statements lock their rows in the same order.
  INSERT INTO product_counts AS c (supplier_id, active, inactive, changes)
  SELECT supplier_id, count(*) FILTER (WHERE status = 'active'), count(*) FILTER (WHERE status = 'inactive'), count(*)
  FROM new_rows GROUP BY supplier_id ORDER BY supplier_id
  ON CONFLICT (supplier_id) DO UPDATE SET active = c.active + excluded.active,
    inactive = c.inactive + excluded.inactive, changes = c.changes + excluded.changes;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "product_counts_after_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_counts AS c (supplier_id, active, inactive, changes)
  SELECT supplier_id, -count(*) FILTER (WHERE status = 'active'), -count(*) FILTER (WHERE status = 'inactive'), count(*)
  FROM old_rows GROUP BY supplier_id ORDER BY supplier_id
  ON CONFLICT (supplier_id) DO UPDATE SET active = c.active + excluded.active,
    inactive = c.inactive + excluded.inactive, changes = c.changes + excluded.changes;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "product_counts_after_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Only rows changed in what a filter or a search reads. Stock, reserved and sync times are left out on
  -- purpose: shipments move them product by product, and touching a supplier's row there would make two
  -- shipments of different suppliers lock the rows in opposite orders.
  INSERT INTO product_counts AS c (supplier_id, active, inactive, changes)
  SELECT supplier_id, sum(active), sum(inactive), count(*)
  FROM (
    SELECT side.supplier_id, side.sign * (side.status = 'active')::int AS active,
           side.sign * (side.status = 'inactive')::int AS inactive
    FROM old_rows o JOIN new_rows n ON n.id = o.id
    CROSS JOIN LATERAL (VALUES (-1, o.supplier_id, o.status), (1, n.supplier_id, n.status)) AS side(sign, supplier_id, status)
    WHERE (o.supplier_id, o.status, o.name, o.sku, o.gtin, o.price_cents, o.category)
      IS DISTINCT FROM (n.supplier_id, n.status, n.name, n.sku, n.gtin, n.price_cents, n.category)
  ) d
  GROUP BY supplier_id ORDER BY supplier_id
  ON CONFLICT (supplier_id) DO UPDATE SET active = c.active + excluded.active,
    inactive = c.inactive + excluded.inactive, changes = c.changes + excluded.changes;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "product_counts_after_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Rows stay (a version must never go back to a value it had): counts to zero, versions forward.
  UPDATE product_counts SET active = 0, inactive = 0, changes = changes + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "products_counts_insert" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "product_counts_after_insert"();
--> statement-breakpoint
CREATE TRIGGER "products_counts_delete" AFTER DELETE ON "products"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "product_counts_after_delete"();
--> statement-breakpoint
CREATE TRIGGER "products_counts_update" AFTER UPDATE ON "products"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "product_counts_after_update"();
--> statement-breakpoint
CREATE TRIGGER "products_counts_truncate" AFTER TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION "product_counts_after_truncate"();
--> statement-breakpoint
CREATE FUNCTION "selection_versions_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO selection_versions AS v (client_id, changes)
  SELECT client_id, count(*) FROM changed_rows GROUP BY client_id ORDER BY client_id
  ON CONFLICT (client_id) DO UPDATE SET changes = v.changes + excluded.changes;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "selections_versions_insert" AFTER INSERT ON "selections"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "selection_versions_bump"();
--> statement-breakpoint
CREATE TRIGGER "selections_versions_delete" AFTER DELETE ON "selections"
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "selection_versions_bump"();
--> statement-breakpoint
CREATE TRIGGER "selections_versions_update" AFTER UPDATE ON "selections"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "selection_versions_bump"();
--> statement-breakpoint
CREATE FUNCTION "selection_versions_after_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE selection_versions SET changes = changes + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "selections_versions_truncate" AFTER TRUNCATE ON "selections"
  FOR EACH STATEMENT EXECUTE FUNCTION "selection_versions_after_truncate"();
--> statement-breakpoint
INSERT INTO "product_counts" ("supplier_id", "active", "inactive", "changes")
SELECT "supplier_id", count(*) FILTER (WHERE "status" = 'active'), count(*) FILTER (WHERE "status" = 'inactive'), count(*)
FROM "products" GROUP BY "supplier_id";
--> statement-breakpoint
INSERT INTO "selection_versions" ("client_id", "changes")
SELECT "client_id", count(*) FROM "selections" GROUP BY "client_id";
