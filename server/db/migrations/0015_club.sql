CREATE TABLE "birthday_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"profile_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"year" integer NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer,
	"event_name" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"id" serial PRIMARY KEY NOT NULL,
	"godfather_client_id" integer NOT NULL,
	"godson_email" text NOT NULL,
	"godson_client_id" integer,
	"status" text NOT NULL,
	"refused_reason" text,
	"welcome_code" text,
	"invited_at" timestamp with time zone,
	"signed_up_at" timestamp with time zone,
	"rewarded_at" timestamp with time zone,
	"locale" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referrals_status" CHECK ("referrals"."status" in ('INVITED', 'SIGNED_UP', 'REWARDED', 'REFUSED')),
	CONSTRAINT "referrals_refused_reason" CHECK (("referrals"."status" = 'REFUSED') = ("referrals"."refused_reason" is not null))
);
--> statement-breakpoint
ALTER TABLE "discount_codes" ADD COLUMN "client_id" integer;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD COLUMN "origin" text;--> statement-breakpoint
ALTER TABLE "birthday_offers" ADD CONSTRAINT "birthday_offers_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "birthday_offers" ADD CONSTRAINT "birthday_offers_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "birthday_offers" ADD CONSTRAINT "birthday_offers_code_discount_codes_code_fk" FOREIGN KEY ("code") REFERENCES "public"."discount_codes"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_events" ADD CONSTRAINT "crm_events_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_godfather_client_id_clients_id_fk" FOREIGN KEY ("godfather_client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_godson_client_id_clients_id_fk" FOREIGN KEY ("godson_client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_welcome_code_discount_codes_code_fk" FOREIGN KEY ("welcome_code") REFERENCES "public"."discount_codes"("code") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "birthday_offers_profile_year" ON "birthday_offers" USING btree ("profile_id","year");--> statement-breakpoint
CREATE INDEX "crm_events_name_created" ON "crm_events" USING btree ("event_name","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "referrals_godson_email" ON "referrals" USING btree ("godson_email");--> statement-breakpoint
CREATE INDEX "referrals_godfather" ON "referrals" USING btree ("godfather_client_id","created_at");--> statement-breakpoint
CREATE INDEX "referrals_godson_client" ON "referrals" USING btree ("godson_client_id");--> statement-breakpoint
ALTER TABLE "discount_codes" ADD CONSTRAINT "discount_codes_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_movements" ADD CONSTRAINT "ledger_movements_referral_id_referrals_id_fk" FOREIGN KEY ("referral_id") REFERENCES "public"."referrals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "discount_codes_client" ON "discount_codes" USING btree ("client_id","created_at");--> statement-breakpoint
ALTER TABLE "discount_codes" ADD CONSTRAINT "discount_codes_origin" CHECK ("discount_codes"."origin" is null or "discount_codes"."origin" in ('LOYALTY', 'BIRTHDAY', 'REFERRAL'));