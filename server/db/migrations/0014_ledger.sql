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
	CONSTRAINT "ledger_movements_reason" CHECK ("ledger_movements"."reason" in ('GIFT_CARD_REDEEMED', 'ORDER_PAYMENT', 'ORDER_CANCELLED', 'TRUNK_PAYMENT', 'TRUNK_PAYMENT_FAILED', 'SHOP_REFUND', 'REFERRAL_REWARD', 'RECYCLE_REWARD', 'POINTS_ORDER', 'POINTS_TRUNK', 'POINTS_REFUND', 'POINTS_CONVERTED', 'ADJUSTMENT'))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "wallet_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "wallet_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_returns" ADD COLUMN "wallet_refund_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_balances" ADD CONSTRAINT "ledger_balances_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_movements" ADD CONSTRAINT "ledger_movements_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_movements" ADD CONSTRAINT "ledger_movements_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_movements" ADD CONSTRAINT "ledger_movements_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_movements" ADD CONSTRAINT "ledger_movements_shop_return_id_shop_returns_id_fk" FOREIGN KEY ("shop_return_id") REFERENCES "public"."shop_returns"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_movements" ADD CONSTRAINT "ledger_movements_discount_code_discount_codes_code_fk" FOREIGN KEY ("discount_code") REFERENCES "public"."discount_codes"("code") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_movements_key" ON "ledger_movements" USING btree ("client_id","account","key");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_movements_gift_card_once" ON "ledger_movements" USING btree ("gift_card_id") WHERE "ledger_movements"."reason" = 'GIFT_CARD_REDEEMED';--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_movements_referral_once" ON "ledger_movements" USING btree ("referral_id") WHERE "ledger_movements"."reason" = 'REFERRAL_REWARD';--> statement-breakpoint
CREATE INDEX "ledger_movements_client_account_created" ON "ledger_movements" USING btree ("client_id","account","created_at" DESC NULLS LAST);