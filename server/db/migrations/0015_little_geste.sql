CREATE TABLE "recycle_labels" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"barcode" text NOT NULL,
	"carrier" text NOT NULL,
	"country_code" text NOT NULL,
	"sender" jsonb NOT NULL,
	"drop_off" text NOT NULL,
	"relay_point" jsonb,
	"stage" text DEFAULT 'CREATED' NOT NULL,
	"month" text NOT NULL,
	"slot" smallint NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"dropped_off_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"rewarded_at" timestamp with time zone,
	"accepted" boolean,
	"reward_cents" integer NOT NULL,
	CONSTRAINT "recycle_labels_drop_off" CHECK ("recycle_labels"."drop_off" in ('POST_OFFICE', 'RELAY')),
	CONSTRAINT "recycle_labels_relay_point" CHECK (("recycle_labels"."drop_off" = 'RELAY') = ("recycle_labels"."relay_point" is not null)),
	CONSTRAINT "recycle_labels_stage" CHECK ("recycle_labels"."stage" in ('CREATED', 'DROPPED_OFF', 'RECEIVED', 'REWARDED', 'EXPIRED')),
	CONSTRAINT "recycle_labels_slot" CHECK ("recycle_labels"."slot" between 1 and 2)
);
--> statement-breakpoint
ALTER TABLE "recycle_labels" ADD CONSTRAINT "recycle_labels_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "recycle_labels_barcode" ON "recycle_labels" USING btree ("barcode");--> statement-breakpoint
CREATE UNIQUE INDEX "recycle_labels_month_slot" ON "recycle_labels" USING btree ("client_id","month","slot");--> statement-breakpoint
CREATE UNIQUE INDEX "recycle_labels_idempotency" ON "recycle_labels" USING btree ("client_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "recycle_labels_client" ON "recycle_labels" USING btree ("client_id","created_at" DESC NULLS LAST);