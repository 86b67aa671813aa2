-- Decision 076: every write that can change what a catalogue page answers tells every server at once on the
-- channel `ponte_catalogue`, in the transaction of the write: a client's id when only that client's
-- selection changed (their marks and prices), 'products' when products changed (or the per-supplier
-- counts), '*' when what clients may see changed (a supplier's account or subscription, the trial's
-- length). Servers keep catalogue pages (modules/products/catalogue-cache.ts) only while they hear this
-- channel. Written by hand: drizzle-kit does not generate triggers.
CREATE FUNCTION "catalogue_changed_everyone"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('ponte_catalogue', '*');
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Every page too, but not which suppliers clients see: told apart so that a shipment's reservation does not
-- make each server ask that again.
CREATE FUNCTION "catalogue_products_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('ponte_catalogue', 'products');
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The clients whose selection a statement changed, told one by one; a bulk write as one '*'.
CREATE FUNCTION "notify_selections_changed"("client_ids" integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF client_ids IS NULL THEN RETURN; END IF;
  IF cardinality(client_ids) > 50 THEN
    PERFORM pg_notify('ponte_catalogue', '*');
  ELSE
    PERFORM pg_notify('ponte_catalogue', id::text) FROM unnest(client_ids) AS id;
  END IF;
END $$;
--> statement-breakpoint
CREATE FUNCTION "catalogue_selections_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM notify_selections_changed((SELECT array_agg(DISTINCT client_id) FROM new_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "catalogue_selections_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM notify_selections_changed((SELECT array_agg(DISTINCT client_id) FROM old_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A supplier's row decides whether clients see their products (role, deactivation) and when a trial ends;
-- other users' do not. Each transition table is read only by the operations that have it.
CREATE FUNCTION "catalogue_users_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    IF EXISTS (SELECT 1 FROM old_rows WHERE role = 'supplier') THEN
      PERFORM pg_notify('ponte_catalogue', '*');
      RETURN NULL;
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    IF EXISTS (SELECT 1 FROM new_rows WHERE role = 'supplier') THEN
      PERFORM pg_notify('ponte_catalogue', '*');
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Products: any write (a price, the stock a shipment reserves, a Bling sync, a removal).
CREATE TRIGGER "products_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_products_changed();
--> statement-breakpoint
-- The counts a page's total reads (kept with the products; told too, should anything else write them).
CREATE TRIGGER "product_counts_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_counts"
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_products_changed();
--> statement-breakpoint
-- Selections: a client's marks and resale prices, shown on that client's pages alone.
CREATE TRIGGER "selections_catalogue_changed_insert" AFTER INSERT ON "selections" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_selections_added();
--> statement-breakpoint
CREATE TRIGGER "selections_catalogue_changed_update" AFTER UPDATE ON "selections" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_selections_added();
--> statement-breakpoint
CREATE TRIGGER "selections_catalogue_changed_delete" AFTER DELETE ON "selections" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_selections_removed();
--> statement-breakpoint
CREATE TRIGGER "selections_catalogue_changed_truncate" AFTER TRUNCATE ON "selections"
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed_everyone();
--> statement-breakpoint
-- Users: a supplier added (their trial may end before any other), changed or removed.
CREATE TRIGGER "users_catalogue_changed_insert" AFTER INSERT ON "users" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_users_changed();
--> statement-breakpoint
CREATE TRIGGER "users_catalogue_changed_update" AFTER UPDATE ON "users"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_users_changed();
--> statement-breakpoint
CREATE TRIGGER "users_catalogue_changed_delete" AFTER DELETE ON "users" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_users_changed();
--> statement-breakpoint
CREATE TRIGGER "users_catalogue_changed_truncate" AFTER TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed_everyone();
--> statement-breakpoint
-- Subscriptions decide which suppliers clients see. They change rarely; everything is told.
CREATE TRIGGER "subscriptions_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "subscriptions"
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed_everyone();
--> statement-breakpoint
-- The configuration: `trial_days` decides every supplier's trial.
CREATE TRIGGER "config_values_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "system_config_param_values"
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed_everyone();
--> statement-breakpoint
CREATE TRIGGER "config_params_catalogue_changed" AFTER UPDATE OR DELETE OR TRUNCATE ON "system_config_params"
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed_everyone();
