CREATE TABLE "blog_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blog_category_translations" (
	"category_id" integer NOT NULL,
	"locale" text NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	CONSTRAINT "blog_category_translations_category_id_locale_pk" PRIMARY KEY("category_id","locale")
);
--> statement-breakpoint
CREATE TABLE "blog_post_translations" (
	"post_id" integer NOT NULL,
	"locale" text NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"excerpt" text NOT NULL,
	"cover_alt" text NOT NULL,
	"body" jsonb NOT NULL,
	CONSTRAINT "blog_post_translations_post_id_locale_pk" PRIMARY KEY("post_id","locale")
);
--> statement-breakpoint
CREATE TABLE "blog_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"author" text NOT NULL,
	"cover" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"reading_minutes" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "blog_category_translations" ADD CONSTRAINT "blog_category_translations_category_id_blog_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."blog_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_post_translations" ADD CONSTRAINT "blog_post_translations_post_id_blog_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_category_id_blog_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."blog_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "blog_category_translations_slug" ON "blog_category_translations" USING btree ("locale","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "blog_post_translations_slug" ON "blog_post_translations" USING btree ("locale","slug");--> statement-breakpoint
CREATE INDEX "blog_posts_published" ON "blog_posts" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "blog_posts_category" ON "blog_posts" USING btree ("category_id");--> statement-breakpoint
-- custom blog begin
CREATE TRIGGER blog_categories_content AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON blog_categories FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();--> statement-breakpoint
CREATE TRIGGER blog_category_translations_content AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON blog_category_translations FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();--> statement-breakpoint
CREATE TRIGGER blog_posts_content AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON blog_posts FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();--> statement-breakpoint
CREATE TRIGGER blog_post_translations_content AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON blog_post_translations FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
-- custom blog end
