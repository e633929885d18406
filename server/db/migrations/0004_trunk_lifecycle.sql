ALTER TABLE "requests" ADD COLUMN "preview_looks" jsonb;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "preview_composed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "preview_deadline" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "preview_comment" text;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "validated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "validated_by" text;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "shipped_at" timestamp with time zone;