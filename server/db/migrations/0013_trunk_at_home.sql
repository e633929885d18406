CREATE TABLE "return_labels" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"kind" text NOT NULL,
	"request_id" integer,
	"order_id" integer,
	"return_id" integer,
	"barcode" text NOT NULL,
	"carrier" text NOT NULL,
	"mode" text NOT NULL,
	"relay_point" jsonb,
	"sender" jsonb NOT NULL,
	"status" text DEFAULT 'CREATED' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"received_at" timestamp with time zone,
	CONSTRAINT "return_labels_owner" CHECK (("return_labels"."kind" = 'TRUNK' and "return_labels"."request_id" is not null) or ("return_labels"."kind" = 'ORDER' and "return_labels"."order_id" is not null and "return_labels"."return_id" is not null) or "return_labels"."kind" not in ('TRUNK', 'ORDER'))
);
--> statement-breakpoint
CREATE TABLE "return_modes" (
	"client_id" integer PRIMARY KEY NOT NULL,
	"mode" text NOT NULL,
	"relay_point" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_return_lines" (
	"return_id" integer NOT NULL,
	"position" integer NOT NULL,
	"quantity" integer NOT NULL,
	"reason" text NOT NULL,
	"comment" text,
	"unit_price_cents" integer NOT NULL,
	CONSTRAINT "shop_return_lines_return_id_position_pk" PRIMARY KEY("return_id","position"),
	CONSTRAINT "shop_return_lines_quantity" CHECK ("shop_return_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "shop_returns" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"status" text NOT NULL,
	"refund_to" text NOT NULL,
	"refund_cents" integer NOT NULL,
	"shipping_refund_cents" integer DEFAULT 0 NOT NULL,
	"refund_external_id" text,
	"refund_attempts" integer DEFAULT 0 NOT NULL,
	"last_refund_attempt_at" timestamp with time zone,
	"refund_failure" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"received_at" timestamp with time zone,
	"refunded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "trunk_piece_ratings" (
	"request_id" integer NOT NULL,
	"position" integer NOT NULL,
	"fit" text,
	"stars" integer,
	CONSTRAINT "trunk_piece_ratings_request_id_position_pk" PRIMARY KEY("request_id","position"),
	CONSTRAINT "trunk_piece_ratings_fit" CHECK ("trunk_piece_ratings"."fit" in ('TOO_SMALL', 'RIGHT', 'TOO_BIG')),
	CONSTRAINT "trunk_piece_ratings_stars" CHECK ("trunk_piece_ratings"."stars" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "trunk_pieces" (
	"request_id" integer NOT NULL,
	"position" integer NOT NULL,
	"look_index" integer NOT NULL,
	"item_index" integer NOT NULL,
	"product_id" integer NOT NULL,
	"variant_id" integer NOT NULL,
	"size" text NOT NULL,
	"price_cents" integer NOT NULL,
	"names" jsonb NOT NULL,
	"status" text DEFAULT 'AT_HOME' NOT NULL,
	"decision" text,
	"return_reason" text,
	"size_remark" text,
	"returned_at" timestamp with time zone,
	CONSTRAINT "trunk_pieces_request_id_position_pk" PRIMARY KEY("request_id","position")
);
--> statement-breakpoint
CREATE TABLE "trunk_ratings" (
	"request_id" integer PRIMARY KEY NOT NULL,
	"stylist_note" text,
	"rated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trunk_settlements" (
	"request_id" integer PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"choices" jsonb NOT NULL,
	"kept_cents" integer NOT NULL,
	"keep_all_discount_cents" integer DEFAULT 0 NOT NULL,
	"styling_fee_cents" integer NOT NULL,
	"fee_credit_cents" integer DEFAULT 0 NOT NULL,
	"discount_code" text,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"total_cents" integer NOT NULL,
	"payment_method_id" integer,
	"settled_by" text NOT NULL,
	"paid_at" timestamp with time zone,
	"charge_attempts" integer DEFAULT 0 NOT NULL,
	"last_attempt_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "request_id" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "return_deadline" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "deadline_extended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "reminder_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "return_labels" ADD CONSTRAINT "return_labels_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_labels" ADD CONSTRAINT "return_labels_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_labels" ADD CONSTRAINT "return_labels_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_labels" ADD CONSTRAINT "return_labels_return_id_shop_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."shop_returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_modes" ADD CONSTRAINT "return_modes_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_return_lines" ADD CONSTRAINT "shop_return_lines_return_id_shop_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."shop_returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_returns" ADD CONSTRAINT "shop_returns_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_returns" ADD CONSTRAINT "shop_returns_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trunk_piece_ratings" ADD CONSTRAINT "trunk_piece_ratings_request_id_trunk_ratings_request_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."trunk_ratings"("request_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trunk_pieces" ADD CONSTRAINT "trunk_pieces_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trunk_pieces" ADD CONSTRAINT "trunk_pieces_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trunk_pieces" ADD CONSTRAINT "trunk_pieces_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trunk_ratings" ADD CONSTRAINT "trunk_ratings_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trunk_settlements" ADD CONSTRAINT "trunk_settlements_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trunk_settlements" ADD CONSTRAINT "trunk_settlements_discount_code_discount_codes_code_fk" FOREIGN KEY ("discount_code") REFERENCES "public"."discount_codes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trunk_settlements" ADD CONSTRAINT "trunk_settlements_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "return_labels_barcode" ON "return_labels" USING btree ("barcode");--> statement-breakpoint
CREATE UNIQUE INDEX "return_labels_request" ON "return_labels" USING btree ("request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "return_labels_return" ON "return_labels" USING btree ("return_id");--> statement-breakpoint
CREATE INDEX "return_labels_client" ON "return_labels" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_returns_client_idempotency" ON "shop_returns" USING btree ("client_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "shop_returns_order" ON "shop_returns" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_request_idempotency" ON "payments" USING btree ("request_id","idempotency_key");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_or_request" CHECK (("payments"."order_id" is null) <> ("payments"."request_id" is null));--> statement-breakpoint
-- custom returns begin
-- Orders paid before shop orders were shipped and delivered: the demo carrier's dates (shipped the
-- day after payment, delivered 3 days later), so that the trunk clock does not deliver them today
-- and open a new withdrawal period for them.
UPDATE "orders" SET "shipped_at" = "paid_at" + interval '1 day', "delivered_at" = "paid_at" + interval '4 days'
  WHERE "status" = 'PAID' AND "paid_at" IS NOT NULL AND "shipped_at" IS NULL AND "paid_at" + interval '4 days' <= now();
-- custom returns end
--> statement-breakpoint
-- custom trunk begin
-- Trunks shipped before the trunk at home existed and delivered more than RETURN_DAYS (7) ago: their
-- pieces were settled outside the app. They become history (RETURNED), so the trunk clock never opens
-- them for choosing nor charges them at a deadline. Those delivered since keep their week.
UPDATE "requests" SET "status_details_code" = 'RETURNED',
  "delivered_at" = coalesce("delivery_date"::timestamptz, "shipped_at"),
  "return_deadline" = coalesce("delivery_date"::timestamptz, "shipped_at") + interval '7 days'
  WHERE "status_details_code" = 'SHIPPED' AND coalesce("delivery_date", ("shipped_at" at time zone 'Europe/Paris')::date) < current_date - 7;
-- custom trunk end
