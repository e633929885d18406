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
CREATE TABLE "gift_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"buyer_client_id" integer,
	"amount_cents" integer NOT NULL,
	"design" text NOT NULL,
	"for" text NOT NULL,
	"recipient_name" text,
	"recipient_email" text,
	"recipient_locale" text NOT NULL,
	"message" text,
	"send_on" date NOT NULL,
	"status" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"locale" text NOT NULL,
	"payment_method_id" integer,
	"paid_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"redeemed_by_client_id" integer,
	"redeemed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_cards_amount" CHECK ("gift_cards"."amount_cents" between 1 and 30000 and ("gift_cards"."amount_cents" >= 2000 or "gift_cards"."buyer_client_id" is null)),
	CONSTRAINT "gift_cards_design" CHECK ("gift_cards"."design" in ('STARS', 'RAINBOW', 'LEAVES', 'HEART')),
	CONSTRAINT "gift_cards_for" CHECK ("gift_cards"."for" in ('KID', 'WOMAN')),
	CONSTRAINT "gift_cards_status" CHECK ("gift_cards"."status" in ('PENDING_PAYMENT', 'PAYMENT_REQUIRES_ACTION', 'PAID', 'PAYMENT_FAILED')),
	CONSTRAINT "gift_cards_recipient_locale" CHECK ("gift_cards"."recipient_locale" in ('fr', 'de', 'nl', 'es')),
	CONSTRAINT "gift_cards_redeemed" CHECK (("gift_cards"."redeemed_at" is null) = ("gift_cards"."redeemed_by_client_id" is null)),
	CONSTRAINT "gift_cards_recipient" CHECK (("gift_cards"."recipient_name" is null) = ("gift_cards"."recipient_email" is null) and ("gift_cards"."recipient_email" is not null or "gift_cards"."sent_at" is not null)),
	CONSTRAINT "gift_cards_redeemed_paid" CHECK ("gift_cards"."redeemed_at" is null or "gift_cards"."status" = 'PAID')
);
--> statement-breakpoint
CREATE TABLE "ledger_balances" (
	"client_id" integer NOT NULL,
	"account" text NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ledger_balances_client_id_account_pk" PRIMARY KEY("client_id","account"),
	CONSTRAINT "ledger_balances_non_negative" CHECK ("ledger_balances"."balance" >= 0),
	CONSTRAINT "ledger_balances_account" CHECK ("ledger_balances"."account" in ('WALLET', 'POINTS'))
);
--> statement-breakpoint
CREATE TABLE "ledger_movements" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"account" text NOT NULL,
	"amount" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"reason" text NOT NULL,
	"key" text NOT NULL,
	"note" text,
	"order_id" integer,
	"request_id" integer,
	"gift_card_id" integer,
	"referral_id" integer,
	"shop_return_id" integer,
	"discount_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_movements_amount" CHECK ("ledger_movements"."amount" <> 0),
	CONSTRAINT "ledger_movements_balance_after" CHECK ("ledger_movements"."balance_after" >= 0),
	CONSTRAINT "ledger_movements_account" CHECK ("ledger_movements"."account" in ('WALLET', 'POINTS')),
	CONSTRAINT "ledger_movements_reason" CHECK ("ledger_movements"."reason" in ('GIFT_CARD_REDEEMED', 'ORDER_PAYMENT', 'ORDER_CANCELLED', 'TRUNK_PAYMENT', 'TRUNK_PAYMENT_FAILED', 'SHOP_REFUND', 'REFERRAL_REWARD', 'RECYCLE_REWARD', 'POINTS_ORDER', 'POINTS_TRUNK', 'POINTS_REFUND', 'POINTS_CONVERTED', 'POINTS_EXPIRED', 'ADJUSTMENT'))
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
ALTER TABLE "payments" DROP CONSTRAINT "payments_order_or_request";--> statement-breakpoint
ALTER TABLE "discount_codes" ADD COLUMN "client_id" integer;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD COLUMN "origin" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "wallet_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "gift_card_id" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "wallet_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_returns" ADD COLUMN "wallet_refund_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "birthday_offers" ADD CONSTRAINT "birthday_offers_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "birthday_offers" ADD CONSTRAINT "birthday_offers_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "birthday_offers" ADD CONSTRAINT "birthday_offers_code_discount_codes_code_fk" FOREIGN KEY ("code") REFERENCES "public"."discount_codes"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_events" ADD CONSTRAINT "crm_events_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_buyer_client_id_clients_id_fk" FOREIGN KEY ("buyer_client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_redeemed_by_client_id_clients_id_fk" FOREIGN KEY ("redeemed_by_client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_balances" ADD CONSTRAINT "ledger_balances_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_movements" ADD CONSTRAINT "ledger_movements_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_movements" ADD CONSTRAINT "ledger_movements_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_movements" ADD CONSTRAINT "ledger_movements_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_movements" ADD CONSTRAINT "ledger_movements_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_movements" ADD CONSTRAINT "ledger_movements_referral_id_referrals_id_fk" FOREIGN KEY ("referral_id") REFERENCES "public"."referrals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_movements" ADD CONSTRAINT "ledger_movements_shop_return_id_shop_returns_id_fk" FOREIGN KEY ("shop_return_id") REFERENCES "public"."shop_returns"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_movements" ADD CONSTRAINT "ledger_movements_discount_code_discount_codes_code_fk" FOREIGN KEY ("discount_code") REFERENCES "public"."discount_codes"("code") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_godfather_client_id_clients_id_fk" FOREIGN KEY ("godfather_client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_godson_client_id_clients_id_fk" FOREIGN KEY ("godson_client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_welcome_code_discount_codes_code_fk" FOREIGN KEY ("welcome_code") REFERENCES "public"."discount_codes"("code") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "birthday_offers_profile_year" ON "birthday_offers" USING btree ("profile_id","year");--> statement-breakpoint
CREATE INDEX "crm_events_name_created" ON "crm_events" USING btree ("event_name","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_cards_code" ON "gift_cards" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_cards_buyer_idempotency" ON "gift_cards" USING btree ("buyer_client_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "gift_cards_to_send" ON "gift_cards" USING btree ("send_on") WHERE "gift_cards"."status" = 'PAID' and "gift_cards"."sent_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_movements_key" ON "ledger_movements" USING btree ("client_id","account","key");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_movements_gift_card_once" ON "ledger_movements" USING btree ("gift_card_id") WHERE "ledger_movements"."reason" = 'GIFT_CARD_REDEEMED';--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_movements_referral_once" ON "ledger_movements" USING btree ("referral_id") WHERE "ledger_movements"."reason" = 'REFERRAL_REWARD';--> statement-breakpoint
CREATE INDEX "ledger_movements_client_account_created" ON "ledger_movements" USING btree ("client_id","account","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "referrals_godson_email" ON "referrals" USING btree ("godson_email");--> statement-breakpoint
CREATE INDEX "referrals_godfather" ON "referrals" USING btree ("godfather_client_id","created_at");--> statement-breakpoint
CREATE INDEX "referrals_godson_client" ON "referrals" USING btree ("godson_client_id");--> statement-breakpoint
ALTER TABLE "discount_codes" ADD CONSTRAINT "discount_codes_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "discount_codes_client" ON "discount_codes" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_gift_card" ON "payments" USING btree ("gift_card_id");--> statement-breakpoint
ALTER TABLE "discount_codes" ADD CONSTRAINT "discount_codes_origin" CHECK ("discount_codes"."origin" is null or "discount_codes"."origin" in ('LOYALTY', 'BIRTHDAY', 'REFERRAL'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_one_purpose" CHECK (num_nonnulls("payments"."order_id", "payments"."request_id", "payments"."gift_card_id") = 1);--> statement-breakpoint
-- custom giftcard begin
-- Gift cards go to the wallet now (issue 18): the GIFT_CARD discount codes not used yet become
-- gift cards (paid, already handed out: no mail), the used ones stay as the history of their orders.
INSERT INTO "gift_cards" ("code", "buyer_client_id", "amount_cents", "design", "for", "recipient_name", "recipient_email", "recipient_locale", "message", "send_on", "status", "idempotency_key", "locale", "paid_at", "sent_at", "expires_at", "created_at")
SELECT upper(d."code"), NULL, d."amount_cents", 'STARS', 'KID', NULL, NULL, 'fr', NULL, (d."created_at" AT TIME ZONE 'Europe/Paris')::date, 'PAID', 'discount-code:' || d."code", 'fr', d."created_at", d."created_at", coalesce(d."expires_at", now() + interval '12 months'), d."created_at"
FROM "discount_codes" d
WHERE d."kind" = 'GIFT_CARD' AND d."amount_cents" BETWEEN 1 AND 30000
  AND NOT EXISTS (SELECT 1 FROM "discount_redemptions" r WHERE r."code" = d."code")
  AND NOT EXISTS (SELECT 1 FROM "trunk_settlements" t WHERE t."discount_code" = d."code" AND t."status" IN ('PENDING', 'REQUIRES_ACTION', 'SUCCEEDED'))
ON CONFLICT DO NOTHING;--> statement-breakpoint
DELETE FROM "discount_codes" d
WHERE d."kind" = 'GIFT_CARD' AND EXISTS (SELECT 1 FROM "gift_cards" g WHERE g."code" = upper(d."code"))
  AND NOT EXISTS (SELECT 1 FROM "orders" o WHERE o."discount_code" = d."code")
  AND NOT EXISTS (SELECT 1 FROM "trunk_settlements" t WHERE t."discount_code" = d."code");
-- custom giftcard end
