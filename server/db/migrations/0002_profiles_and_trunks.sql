CREATE TABLE "fraud_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer,
	"email" text NOT NULL,
	"profile_id" integer,
	"reason" text NOT NULL,
	"attempted" text NOT NULL,
	"details" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "photos" (
	"id" text PRIMARY KEY NOT NULL,
	"profile_id" integer NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"firstname" text NOT NULL,
	"gender" text NOT NULL,
	"profile_type" text NOT NULL,
	"birthdate" date,
	"description" text,
	"has_requested" boolean DEFAULT false NOT NULL,
	"subscription_status" text NOT NULL,
	"color_index" integer NOT NULL,
	"quiz" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"profile_id" integer NOT NULL,
	"subscription_id" integer,
	"status_details_code" text NOT NULL,
	"status_details_actions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_blocked" boolean DEFAULT false NOT NULL,
	"wishes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"comment" text,
	"delivery_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"profile_id" integer NOT NULL,
	"status_details_code" text NOT NULL,
	"frequency" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"next_at" timestamp with time zone NOT NULL,
	"next_optimistic_delivery_date" date NOT NULL,
	"next_delivery_date" date NOT NULL,
	"is_conversion" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fraud_reviews" ADD CONSTRAINT "fraud_reviews_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fraud_reviews" ADD CONSTRAINT "fraud_reviews_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fraud_reviews_created" ON "fraud_reviews" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "photos_profile" ON "photos" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "profiles_client" ON "profiles" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "requests_profile" ON "requests" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "subscriptions_profile" ON "subscriptions" USING btree ("profile_id");