-- Decision 046: accent- and case-insensitive search. Written by hand before the generated indexes
-- (drizzle-kit does not generate functions). translate() and lower() are built in and IMMUTABLE, so the
-- trigram indexes can be built on the fold on PGlite and PostgreSQL alike, without the unaccent extension
-- (whose unaccent() is only STABLE). The two strings are the same as in api/src/lib/search-terms.ts:
-- accented letters are mapped before lower(), which in the C locale only lowers ASCII.
CREATE FUNCTION "ponte_fold"(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT lower(translate($1, 'ÁÀÂÃÄÅáàâãäåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÕÖóòôõöÚÙÛÜúùûüÇçÑñÝýÿ', 'AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuCcNnYyy'))
$$;
--> statement-breakpoint
DROP INDEX "users_search_trgm";--> statement-breakpoint
DROP INDEX "products_name_trgm";--> statement-breakpoint
CREATE INDEX "users_search_trgm" ON "users" USING gin (ponte_fold("name" || ' ' || "last_name" || ' ' || "email" || ' ' || coalesce("document", '') || ' ' || coalesce("phone", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_name_trgm" ON "products" USING gin (ponte_fold("name") gin_trgm_ops);