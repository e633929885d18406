CREATE TABLE "concept_section_translations" (
	"section_id" integer NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	CONSTRAINT "concept_section_translations_section_id_locale_pk" PRIMARY KEY("section_id","locale")
);
--> statement-breakpoint
CREATE TABLE "concept_sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"illustration" text,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "instagram_media" (
	"id" serial PRIMARY KEY NOT NULL,
	"image_url" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "instagram_media_translations" (
	"media_id" integer NOT NULL,
	"locale" text NOT NULL,
	"alt" text NOT NULL,
	"caption" text NOT NULL,
	CONSTRAINT "instagram_media_translations_media_id_locale_pk" PRIMARY KEY("media_id","locale")
);
--> statement-breakpoint
CREATE TABLE "website_look_products" (
	"website_look_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "website_look_products_website_look_id_product_id_pk" PRIMARY KEY("website_look_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "website_look_translations" (
	"website_look_id" integer NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"note" text NOT NULL,
	CONSTRAINT "website_look_translations_website_look_id_locale_pk" PRIMARY KEY("website_look_id","locale")
);
--> statement-breakpoint
CREATE TABLE "website_looks" (
	"id" serial PRIMARY KEY NOT NULL,
	"audience" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"look_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "concept_section_translations" ADD CONSTRAINT "concept_section_translations_section_id_concept_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."concept_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instagram_media_translations" ADD CONSTRAINT "instagram_media_translations_media_id_instagram_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."instagram_media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "website_look_products" ADD CONSTRAINT "website_look_products_website_look_id_website_looks_id_fk" FOREIGN KEY ("website_look_id") REFERENCES "public"."website_looks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "website_look_products" ADD CONSTRAINT "website_look_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "website_look_translations" ADD CONSTRAINT "website_look_translations_website_look_id_website_looks_id_fk" FOREIGN KEY ("website_look_id") REFERENCES "public"."website_looks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "website_looks" ADD CONSTRAINT "website_looks_look_id_looks_id_fk" FOREIGN KEY ("look_id") REFERENCES "public"."looks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- custom looks begin
CREATE TRIGGER website_looks_content AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON website_looks FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();--> statement-breakpoint
CREATE TRIGGER website_look_translations_content AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON website_look_translations FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();--> statement-breakpoint
CREATE TRIGGER website_look_products_content AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON website_look_products FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();--> statement-breakpoint
CREATE TRIGGER instagram_media_content AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON instagram_media FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();--> statement-breakpoint
CREATE TRIGGER instagram_media_translations_content AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON instagram_media_translations FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();--> statement-breakpoint
CREATE TRIGGER concept_sections_content AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON concept_sections FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();--> statement-breakpoint
CREATE TRIGGER concept_section_translations_content AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON concept_section_translations FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
-- custom looks end
