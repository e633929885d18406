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
CREATE TABLE "brand_translations" (
	"brand_id" integer NOT NULL,
	"locale" text NOT NULL,
	"description" text NOT NULL,
	CONSTRAINT "brand_translations_brand_id_locale_pk" PRIMARY KEY("brand_id","locale")
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"country" text NOT NULL,
	"makes" text[] NOT NULL,
	"values" text[] NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "concept_section_translations" (
	"section_id" integer NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	CONSTRAINT "concept_section_translations_section_id_locale_pk" PRIMARY KEY("section_id","locale")
);
--> statement-breakpoint
CREATE TABLE "concept_sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"illustration" text,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faq_question_translations" (
	"question_id" integer NOT NULL,
	"locale" text NOT NULL,
	"question" text,
	"answer" text NOT NULL,
	CONSTRAINT "faq_question_translations_question_id_locale_pk" PRIMARY KEY("question_id","locale")
);
--> statement-breakpoint
CREATE TABLE "faq_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"section_id" integer NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faq_section_translations" (
	"section_id" integer NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	CONSTRAINT "faq_section_translations_section_id_locale_pk" PRIMARY KEY("section_id","locale")
);
--> statement-breakpoint
CREATE TABLE "faq_sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"section" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "instagram_media" (
	"id" serial PRIMARY KEY NOT NULL,
	"image_url" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "instagram_media_translations" (
	"media_id" integer NOT NULL,
	"locale" text NOT NULL,
	"alt" text NOT NULL,
	"caption" text NOT NULL,
	CONSTRAINT "instagram_media_translations_media_id_locale_pk" PRIMARY KEY("media_id","locale")
);
--> statement-breakpoint
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
CREATE TABLE "stylist_translations" (
	"stylist_id" integer NOT NULL,
	"locale" text NOT NULL,
	"speciality" text NOT NULL,
	"bio" text NOT NULL,
	"loves" text NOT NULL,
	"portrait_alt" text NOT NULL,
	CONSTRAINT "stylist_translations_stylist_id_locale_pk" PRIMARY KEY("stylist_id","locale")
);
--> statement-breakpoint
CREATE TABLE "stylists" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"portrait" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"bytes" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer,
	"locale" text NOT NULL,
	"sender_name" text NOT NULL,
	"sender_email" text NOT NULL,
	"sender_phone" text,
	"object" text NOT NULL,
	"order_id" text,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "testimonial_translations" (
	"testimonial_id" integer NOT NULL,
	"locale" text NOT NULL,
	"text" text NOT NULL,
	CONSTRAINT "testimonial_translations_testimonial_id_locale_pk" PRIMARY KEY("testimonial_id","locale")
);
--> statement-breakpoint
CREATE TABLE "testimonials" (
	"id" serial PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"city" text NOT NULL,
	"kid_age_months" integer,
	"rating" integer NOT NULL,
	"written_in" text NOT NULL,
	"published_on" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "website_look_products" (
	"website_look_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "website_look_products_website_look_id_product_id_pk" PRIMARY KEY("website_look_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "website_look_translations" (
	"website_look_id" integer NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"note" text NOT NULL,
	CONSTRAINT "website_look_translations_website_look_id_locale_pk" PRIMARY KEY("website_look_id","locale")
);
--> statement-breakpoint
CREATE TABLE "website_looks" (
	"id" serial PRIMARY KEY NOT NULL,
	"audience" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"look_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "blog_category_translations" ADD CONSTRAINT "blog_category_translations_category_id_blog_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."blog_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_post_translations" ADD CONSTRAINT "blog_post_translations_post_id_blog_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_category_id_blog_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."blog_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_translations" ADD CONSTRAINT "brand_translations_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "concept_section_translations" ADD CONSTRAINT "concept_section_translations_section_id_concept_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."concept_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq_question_translations" ADD CONSTRAINT "faq_question_translations_question_id_faq_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."faq_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq_questions" ADD CONSTRAINT "faq_questions_section_id_faq_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."faq_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq_section_translations" ADD CONSTRAINT "faq_section_translations_section_id_faq_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."faq_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instagram_media_translations" ADD CONSTRAINT "instagram_media_translations_media_id_instagram_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."instagram_media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_content_translations" ADD CONSTRAINT "legal_content_translations_code_legal_contents_code_fk" FOREIGN KEY ("code") REFERENCES "public"."legal_contents"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stylist_translations" ADD CONSTRAINT "stylist_translations_stylist_id_stylists_id_fk" FOREIGN KEY ("stylist_id") REFERENCES "public"."stylists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_attachments" ADD CONSTRAINT "support_attachments_ticket_id_support_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."support_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "testimonial_translations" ADD CONSTRAINT "testimonial_translations_testimonial_id_testimonials_id_fk" FOREIGN KEY ("testimonial_id") REFERENCES "public"."testimonials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "website_look_products" ADD CONSTRAINT "website_look_products_website_look_id_website_looks_id_fk" FOREIGN KEY ("website_look_id") REFERENCES "public"."website_looks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "website_look_products" ADD CONSTRAINT "website_look_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "website_look_translations" ADD CONSTRAINT "website_look_translations_website_look_id_website_looks_id_fk" FOREIGN KEY ("website_look_id") REFERENCES "public"."website_looks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "website_looks" ADD CONSTRAINT "website_looks_look_id_looks_id_fk" FOREIGN KEY ("look_id") REFERENCES "public"."looks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "blog_category_translations_slug" ON "blog_category_translations" USING btree ("locale","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "blog_post_translations_slug" ON "blog_post_translations" USING btree ("locale","slug");--> statement-breakpoint
CREATE INDEX "blog_posts_published" ON "blog_posts" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "blog_posts_category" ON "blog_posts" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "brands_name" ON "brands" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "faq_questions_section" ON "faq_questions" USING btree ("section_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "faq_sections_section" ON "faq_sections" USING btree ("section");--> statement-breakpoint
CREATE UNIQUE INDEX "support_attachments_position" ON "support_attachments" USING btree ("ticket_id","position");--> statement-breakpoint
CREATE INDEX "support_tickets_created" ON "support_tickets" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "support_tickets_client" ON "support_tickets" USING btree ("client_id");--> statement-breakpoint
-- custom faq begin
CREATE TRIGGER faq_sections_content AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON faq_sections FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();--> statement-breakpoint
CREATE TRIGGER faq_section_translations_content AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON faq_section_translations FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();--> statement-breakpoint
CREATE TRIGGER faq_questions_content AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON faq_questions FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();--> statement-breakpoint
CREATE TRIGGER faq_question_translations_content AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON faq_question_translations FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();--> statement-breakpoint
-- custom faq end
-- custom legal begin
CREATE TRIGGER legal_contents_content AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON legal_contents FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();--> statement-breakpoint
CREATE TRIGGER legal_content_translations_content AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON legal_content_translations FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();--> statement-breakpoint
-- custom legal end
-- custom blog begin
CREATE TRIGGER blog_categories_content AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON blog_categories FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();--> statement-breakpoint
CREATE TRIGGER blog_category_translations_content AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON blog_category_translations FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();--> statement-breakpoint
CREATE TRIGGER blog_posts_content AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON blog_posts FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();--> statement-breakpoint
CREATE TRIGGER blog_post_translations_content AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON blog_post_translations FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();--> statement-breakpoint
-- custom blog end
-- custom looks begin
CREATE TRIGGER website_looks_content AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON website_looks FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();--> statement-breakpoint
CREATE TRIGGER website_look_translations_content AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON website_look_translations FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();--> statement-breakpoint
CREATE TRIGGER website_look_products_content AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON website_look_products FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();--> statement-breakpoint
CREATE TRIGGER instagram_media_content AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON instagram_media FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();--> statement-breakpoint
CREATE TRIGGER instagram_media_translations_content AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON instagram_media_translations FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();--> statement-breakpoint
CREATE TRIGGER concept_sections_content AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON concept_sections FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();--> statement-breakpoint
CREATE TRIGGER concept_section_translations_content AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON concept_section_translations FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();--> statement-breakpoint
-- custom looks end
-- custom people begin
CREATE TRIGGER stylists_content AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON stylists FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();--> statement-breakpoint
CREATE TRIGGER stylist_translations_content AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON stylist_translations FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();--> statement-breakpoint
CREATE TRIGGER brands_content AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON brands FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();--> statement-breakpoint
CREATE TRIGGER brand_translations_content AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON brand_translations FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();--> statement-breakpoint
CREATE TRIGGER testimonials_content AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON testimonials FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();--> statement-breakpoint
CREATE TRIGGER testimonial_translations_content AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON testimonial_translations FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
-- custom people end
