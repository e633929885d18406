CREATE TABLE "collection_products" (
	"slug" text NOT NULL,
	"product_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "collection_products_slug_product_id_pk" PRIMARY KEY("slug","product_id")
);
--> statement-breakpoint
CREATE TABLE "collections" (
	"slug" text PRIMARY KEY NOT NULL,
	"names" jsonb NOT NULL,
	"is_shop" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "look_products" (
	"look_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "look_products_look_id_product_id_pk" PRIMARY KEY("look_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "look_ratings" (
	"profile_id" integer NOT NULL,
	"look_id" integer NOT NULL,
	"like" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "look_ratings_profile_id_look_id_pk" PRIMARY KEY("profile_id","look_id")
);
--> statement-breakpoint
CREATE TABLE "looks" (
	"id" serial PRIMARY KEY NOT NULL,
	"gender" text NOT NULL,
	"names" jsonb NOT NULL,
	"styles" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_variants" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"size" text NOT NULL,
	"stock" integer NOT NULL,
	CONSTRAINT "product_variants_stock" CHECK ("product_variants"."stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"brand" text NOT NULL,
	"names" jsonb NOT NULL,
	"descriptions" jsonb NOT NULL,
	"gender" text NOT NULL,
	"family" text NOT NULL,
	"styles" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"color" text NOT NULL,
	"traits" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"label" text,
	"price_cents" integer NOT NULL,
	"original_price_cents" integer,
	"image_count" integer DEFAULT 2 NOT NULL,
	"is_recent" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "collection_products" ADD CONSTRAINT "collection_products_slug_collections_slug_fk" FOREIGN KEY ("slug") REFERENCES "public"."collections"("slug") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_products" ADD CONSTRAINT "collection_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "look_products" ADD CONSTRAINT "look_products_look_id_looks_id_fk" FOREIGN KEY ("look_id") REFERENCES "public"."looks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "look_products" ADD CONSTRAINT "look_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "look_ratings" ADD CONSTRAINT "look_ratings_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "look_ratings" ADD CONSTRAINT "look_ratings_look_id_looks_id_fk" FOREIGN KEY ("look_id") REFERENCES "public"."looks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_product_size" ON "product_variants" USING btree ("product_id","size");--> statement-breakpoint
CREATE UNIQUE INDEX "products_reference" ON "products" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "products_gender_family" ON "products" USING btree ("gender","family");--> statement-breakpoint
CREATE INDEX "requests_status" ON "requests" USING btree ("status_details_code");--> statement-breakpoint
ALTER TABLE "requests" DROP COLUMN "status_details_actions";--> statement-breakpoint
ALTER TABLE "requests" DROP COLUMN "is_blocked";