ALTER TABLE "sandbox_payment_methods" ADD COLUMN "platform" text;--> statement-breakpoint
ALTER TABLE "sandbox_payment_methods" ADD COLUMN "return_url" text;