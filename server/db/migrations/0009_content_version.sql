CREATE TABLE "content_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
INSERT INTO "content_version" ("id", "version") VALUES (1, 1) ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_content_version() RETURNS trigger AS $$
DECLARE
  next integer;
BEGIN
  UPDATE content_version SET version = version + 1 WHERE id = 1 RETURNING version INTO next;
  PERFORM pg_notify('content_version', next::text);
  RETURN NULL;
END $$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER products_content AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();--> statement-breakpoint
CREATE TRIGGER product_variants_content AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_variants FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();--> statement-breakpoint
CREATE TRIGGER collections_content AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON collections FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();--> statement-breakpoint
CREATE TRIGGER collection_products_content AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON collection_products FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();--> statement-breakpoint
CREATE TRIGGER looks_content AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON looks FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();--> statement-breakpoint
CREATE TRIGGER look_products_content AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON look_products FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();--> statement-breakpoint
CREATE TRIGGER translations_content AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON translations FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();--> statement-breakpoint
CREATE TRIGGER website_config_content AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON website_config FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();--> statement-breakpoint
CREATE TRIGGER seo_metadata_content AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON seo_metadata FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
