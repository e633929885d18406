CREATE TABLE "client_errors" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"label" text,
	"message" text NOT NULL,
	"stack" text NOT NULL,
	"url" text NOT NULL,
	"build_id" text NOT NULL,
	"locale" text NOT NULL,
	"user_agent" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "client_errors_created" ON "client_errors" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "client_errors_label_created" ON "client_errors" USING btree ("label","created_at");