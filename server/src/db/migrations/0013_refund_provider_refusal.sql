ALTER TABLE "refund_requests" ADD COLUMN "provider_refusal" varchar(300);--> statement-breakpoint
ALTER TABLE "refund_requests" ADD COLUMN "provider_refused_at" timestamp with time zone;