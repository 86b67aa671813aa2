-- Decision 077: the current user's answer (GET /v1/users/current-user) is kept like the session lookup's,
-- on the channel `ponte_auth` (decision 075). Besides what 0008 tells (the user, their subscriptions, the
-- trial's length), it shows the name of the plan a pending request asks for: a plan's change tells
-- everyone. Plans change rarely (an admin's edit); written by hand, as drizzle-kit does not generate triggers.
CREATE TRIGGER "plans_auth_changed" AFTER UPDATE OR DELETE OR TRUNCATE ON "subscriber_plans"
  FOR EACH STATEMENT EXECUTE FUNCTION auth_changed_everyone();
