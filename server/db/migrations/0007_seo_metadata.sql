CREATE TABLE "seo_metadata" (
	"locale" text NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"keywords" text NOT NULL,
	"og_type" text DEFAULT 'website' NOT NULL,
	"og_image_url" text NOT NULL,
	"og_image_alt" text NOT NULL,
	CONSTRAINT "seo_metadata_locale_slug_pk" PRIMARY KEY("locale","slug")
);
