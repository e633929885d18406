CREATE TABLE "clients" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"firstname" text,
	"lastname" text,
	"locale" text DEFAULT 'fr' NOT NULL,
	"country" text DEFAULT 'FR' NOT NULL,
	"role" text DEFAULT 'client' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "phone_optouts" (
	"phone" text NOT NULL,
	"list" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "phone_optouts_phone_list_pk" PRIMARY KEY("phone","list")
);
--> statement-breakpoint
CREATE TABLE "seed_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscribers" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"list" text NOT NULL,
	"source" text,
	"locale" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "translations" (
	"locale" text NOT NULL,
	"key" text NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "translations_locale_key_pk" PRIMARY KEY("locale","key")
);
--> statement-breakpoint
CREATE TABLE "website_config" (
	"key" text NOT NULL,
	"locale" text DEFAULT '*' NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "website_config_key_locale_pk" PRIMARY KEY("key","locale")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "clients_email" ON "clients" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "subscribers_email_list" ON "subscribers" USING btree ("email","list");--> statement-breakpoint
CREATE INDEX "subscribers_created" ON "subscribers" USING btree ("created_at");