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
CREATE TABLE "trunk_ratings" (
	"request_id" integer PRIMARY KEY NOT NULL,
	"stylist_note" text,
	"rated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "trunk_piece_ratings" ADD CONSTRAINT "trunk_piece_ratings_request_id_trunk_ratings_request_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."trunk_ratings"("request_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trunk_ratings" ADD CONSTRAINT "trunk_ratings_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;