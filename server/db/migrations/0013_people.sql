CREATE TABLE "brand_translations" (
	"brand_id" integer NOT NULL,
	"locale" text NOT NULL,
	"description" text NOT NULL,
	CONSTRAINT "brand_translations_brand_id_locale_pk" PRIMARY KEY("brand_id","locale")
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"country" text NOT NULL,
	"makes" text[] NOT NULL,
	"values" text[] NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stylist_translations" (
	"stylist_id" integer NOT NULL,
	"locale" text NOT NULL,
	"speciality" text NOT NULL,
	"bio" text NOT NULL,
	"loves" text NOT NULL,
	"portrait_alt" text NOT NULL,
	CONSTRAINT "stylist_translations_stylist_id_locale_pk" PRIMARY KEY("stylist_id","locale")
);
--> statement-breakpoint
CREATE TABLE "stylists" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"portrait" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "testimonial_translations" (
	"testimonial_id" integer NOT NULL,
	"locale" text NOT NULL,
	"text" text NOT NULL,
	CONSTRAINT "testimonial_translations_testimonial_id_locale_pk" PRIMARY KEY("testimonial_id","locale")
);
--> statement-breakpoint
CREATE TABLE "testimonials" (
	"id" serial PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"city" text NOT NULL,
	"kid_age_months" integer,
	"rating" integer NOT NULL,
	"written_in" text NOT NULL,
	"published_on" date NOT NULL
);
--> statement-breakpoint
ALTER TABLE "brand_translations" ADD CONSTRAINT "brand_translations_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stylist_translations" ADD CONSTRAINT "stylist_translations_stylist_id_stylists_id_fk" FOREIGN KEY ("stylist_id") REFERENCES "public"."stylists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "testimonial_translations" ADD CONSTRAINT "testimonial_translations_testimonial_id_testimonials_id_fk" FOREIGN KEY ("testimonial_id") REFERENCES "public"."testimonials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "brands_name" ON "brands" USING btree (lower("name"));--> statement-breakpoint
-- custom people begin
CREATE TRIGGER stylists_content AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON stylists FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();--> statement-breakpoint
CREATE TRIGGER stylist_translations_content AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON stylist_translations FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();--> statement-breakpoint
CREATE TRIGGER brands_content AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON brands FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();--> statement-breakpoint
CREATE TRIGGER brand_translations_content AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON brand_translations FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();--> statement-breakpoint
CREATE TRIGGER testimonials_content AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON testimonials FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();--> statement-breakpoint
CREATE TRIGGER testimonial_translations_content AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON testimonial_translations FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
-- custom people end
