-- Decision 075: every write that can change what the session lookup answers (a session, its user, the
-- user's subscriptions, the trial's length) tells every server at once on the channel `ponte_auth`, in the
-- transaction of the write: the payload is a user's id, or '*' for everyone. Servers keep the lookup's
-- answers (auth/session-cache.ts) only while they hear this channel. Written by hand: drizzle-kit does not
-- generate triggers.
CREATE FUNCTION "notify_auth_changed"("user_ids" integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- A bulk write (the purge of expired sessions, say) is told as one '*', not a notification per user.
  IF user_ids IS NULL OR cardinality(user_ids) > 50 THEN
    PERFORM pg_notify('ponte_auth', '*');
  ELSE
    PERFORM pg_notify('ponte_auth', id::text) FROM unnest(user_ids) AS id;
  END IF;
END $$;
--> statement-breakpoint
-- TG_ARGV[0] names the column that holds the user's id; `old_rows` or `new_rows` is the statement's rows.
CREATE FUNCTION "auth_changed_old_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE ids integer[];
BEGIN
  EXECUTE format('SELECT array_agg(DISTINCT %I) FROM old_rows', TG_ARGV[0]) INTO ids;
  IF ids IS NOT NULL THEN PERFORM notify_auth_changed(ids); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "auth_changed_new_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE ids integer[];
BEGIN
  EXECUTE format('SELECT array_agg(DISTINCT %I) FROM new_rows', TG_ARGV[0]) INTO ids;
  IF ids IS NOT NULL THEN PERFORM notify_auth_changed(ids); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "auth_changed_everyone"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM notify_auth_changed(NULL);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Sessions: a logout, a revocation, a purge, and the idle expiry's slide (once a minute per session at most).
CREATE TRIGGER "sessions_auth_changed_update" AFTER UPDATE ON "sessions" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION auth_changed_old_rows('user_id');
--> statement-breakpoint
CREATE TRIGGER "sessions_auth_changed_delete" AFTER DELETE ON "sessions" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION auth_changed_old_rows('user_id');
--> statement-breakpoint
CREATE TRIGGER "sessions_auth_changed_truncate" AFTER TRUNCATE ON "sessions"
  FOR EACH STATEMENT EXECUTE FUNCTION auth_changed_everyone();
--> statement-breakpoint
-- Users: name, e-mail, role, deactivation; a new user has no session yet.
CREATE TRIGGER "users_auth_changed_update" AFTER UPDATE ON "users" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION auth_changed_old_rows('id');
--> statement-breakpoint
CREATE TRIGGER "users_auth_changed_delete" AFTER DELETE ON "users" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION auth_changed_old_rows('id');
--> statement-breakpoint
CREATE TRIGGER "users_auth_changed_truncate" AFTER TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION auth_changed_everyone();
--> statement-breakpoint
-- Subscriptions: requested, approved, cancelled, paid, withdrawn. An update tells the old and the new owner.
CREATE TRIGGER "subscriptions_auth_changed_insert" AFTER INSERT ON "subscriptions" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION auth_changed_new_rows('user_id');
--> statement-breakpoint
CREATE TRIGGER "subscriptions_auth_changed_update_old" AFTER UPDATE ON "subscriptions" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION auth_changed_old_rows('user_id');
--> statement-breakpoint
CREATE TRIGGER "subscriptions_auth_changed_update_new" AFTER UPDATE ON "subscriptions" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION auth_changed_new_rows('user_id');
--> statement-breakpoint
CREATE TRIGGER "subscriptions_auth_changed_delete" AFTER DELETE ON "subscriptions" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION auth_changed_old_rows('user_id');
--> statement-breakpoint
CREATE TRIGGER "subscriptions_auth_changed_truncate" AFTER TRUNCATE ON "subscriptions"
  FOR EACH STATEMENT EXECUTE FUNCTION auth_changed_everyone();
--> statement-breakpoint
-- The configuration: `trial_days` decides every supplier's trial. Changes are rare; everyone is told.
CREATE TRIGGER "config_values_auth_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "system_config_param_values"
  FOR EACH STATEMENT EXECUTE FUNCTION auth_changed_everyone();
--> statement-breakpoint
CREATE TRIGGER "config_params_auth_changed" AFTER UPDATE OR DELETE OR TRUNCATE ON "system_config_params"
  FOR EACH STATEMENT EXECUTE FUNCTION auth_changed_everyone();
