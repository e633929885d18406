ALTER TABLE "collections" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION touch_updated_at() RETURNS trigger AS $$
BEGIN
  NEW.updated_at := now();
  RETURN NEW;
END $$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER products_touch BEFORE UPDATE ON products FOR EACH ROW EXECUTE FUNCTION touch_updated_at();--> statement-breakpoint
CREATE TRIGGER collections_touch BEFORE UPDATE ON collections FOR EACH ROW EXECUTE FUNCTION touch_updated_at();--> statement-breakpoint
CREATE OR REPLACE FUNCTION touch_product_of_variant() RETURNS trigger AS $$
BEGIN
  UPDATE products SET updated_at = now() WHERE id = COALESCE(NEW.product_id, OLD.product_id);
  RETURN NULL;
END $$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER product_variants_touch AFTER INSERT OR UPDATE OR DELETE ON product_variants FOR EACH ROW EXECUTE FUNCTION touch_product_of_variant();--> statement-breakpoint
CREATE OR REPLACE FUNCTION touch_collection_of_product() RETURNS trigger AS $$
BEGIN
  UPDATE collections SET updated_at = now() WHERE slug = COALESCE(NEW.slug, OLD.slug);
  RETURN NULL;
END $$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER collection_products_touch AFTER INSERT OR UPDATE OR DELETE ON collection_products FOR EACH ROW EXECUTE FUNCTION touch_collection_of_product();
