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
ALTER TABLE "payments" DROP CONSTRAINT "payments_order_or_request";--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "gift_card_id" integer;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_buyer_client_id_clients_id_fk" FOREIGN KEY ("buyer_client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_redeemed_by_client_id_clients_id_fk" FOREIGN KEY ("redeemed_by_client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gift_cards_code" ON "gift_cards" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_cards_buyer_idempotency" ON "gift_cards" USING btree ("buyer_client_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "gift_cards_to_send" ON "gift_cards" USING btree ("send_on") WHERE "gift_cards"."status" = 'PAID' and "gift_cards"."sent_at" is null;--> statement-breakpoint
ALTER TABLE "ledger_movements" ADD CONSTRAINT "ledger_movements_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_gift_card" ON "payments" USING btree ("gift_card_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_one_purpose" CHECK (num_nonnulls("payments"."order_id", "payments"."request_id", "payments"."gift_card_id") = 1);--> statement-breakpoint
-- custom giftcard begin
-- Gift cards go to the wallet now (issue 18): the GIFT_CARD discount codes not used yet become
-- gift cards (paid, already handed out: no mail), the used ones stay as the history of their orders.
INSERT INTO "gift_cards" ("code", "buyer_client_id", "amount_cents", "design", "for", "recipient_name", "recipient_email", "recipient_locale", "message", "send_on", "status", "idempotency_key", "locale", "paid_at", "sent_at", "expires_at", "created_at")
SELECT upper(d."code"), NULL, d."amount_cents", 'STARS', 'KID', NULL, NULL, 'fr', NULL, (d."created_at" AT TIME ZONE 'Europe/Paris')::date, 'PAID', 'discount-code:' || d."code", 'fr', d."created_at", d."created_at", coalesce(d."expires_at", now() + interval '12 months'), d."created_at"
FROM "discount_codes" d
WHERE d."kind" = 'GIFT_CARD' AND d."amount_cents" BETWEEN 1 AND 30000
  AND NOT EXISTS (SELECT 1 FROM "discount_redemptions" r WHERE r."code" = d."code")
ON CONFLICT DO NOTHING;--> statement-breakpoint
DELETE FROM "discount_codes" d
WHERE d."kind" = 'GIFT_CARD' AND EXISTS (SELECT 1 FROM "gift_cards" g WHERE g."code" = upper(d."code"))
  AND NOT EXISTS (SELECT 1 FROM "orders" o WHERE o."discount_code" = d."code");
-- custom giftcard end
