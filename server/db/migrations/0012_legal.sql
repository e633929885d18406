CREATE TABLE "legal_content_translations" (
	"code" text NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"sections" jsonb NOT NULL,
	CONSTRAINT "legal_content_translations_code_locale_pk" PRIMARY KEY("code","locale")
);
--> statement-breakpoint
CREATE TABLE "legal_contents" (
	"code" text PRIMARY KEY NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "legal_content_translations" ADD CONSTRAINT "legal_content_translations_code_legal_contents_code_fk" FOREIGN KEY ("code") REFERENCES "public"."legal_contents"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- custom legal begin
CREATE TRIGGER legal_contents_content AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON legal_contents FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();--> statement-breakpoint
CREATE TRIGGER legal_content_translations_content AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON legal_content_translations FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
-- custom legal end
