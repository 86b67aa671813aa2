CREATE TYPE "public"."billing_method" AS ENUM('pix', 'boleto', 'card');--> statement-breakpoint
CREATE TYPE "public"."charge_state" AS ENUM('open', 'paid', 'overdue', 'refunded', 'cancelled');--> statement-breakpoint
CREATE TABLE "payment_charges" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_charges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscription_id" integer NOT NULL,
	"external_id" text NOT NULL,
	"provider_status" text NOT NULL,
	"state" charge_state NOT NULL,
	"provider_read_at" timestamp with time zone NOT NULL,
	"state_changed_at" timestamp with time zone NOT NULL,
	"method" "billing_method",
	"value_cents" integer NOT NULL,
	"due_date" date NOT NULL,
	"paid_at" timestamp with time zone,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"invoice_url" text,
	"boleto_url" text,
	"receipt_url" text,
	"pix_image" text,
	"pix_payload" text,
	"pix_expires_at" timestamp with time zone,
	"boleto_line" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_customers" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"external_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_webhook_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_webhook_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_id" text NOT NULL,
	"event" text NOT NULL,
	"resource_id" text,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"processed_at" timestamp with time zone,
	"outcome" text
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "method" "billing_method";--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "provider_error" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "grace_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "provider_synced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_charges" ADD CONSTRAINT "payment_charges_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_customers" ADD CONSTRAINT "payment_customers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_charges_external" ON "payment_charges" USING btree ("external_id");--> statement-breakpoint
CREATE INDEX "payment_charges_subscription" ON "payment_charges" USING btree ("subscription_id","due_date");--> statement-breakpoint
CREATE INDEX "payment_charges_state" ON "payment_charges" USING btree ("state","due_date");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_customers_external" ON "payment_customers" USING btree ("provider","external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_webhook_events_event_id" ON "payment_webhook_events" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "payment_webhook_events_unprocessed" ON "payment_webhook_events" USING btree ("received_at") WHERE "payment_webhook_events"."processed_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_external_id" ON "subscriptions" USING btree ("provider","external_id");