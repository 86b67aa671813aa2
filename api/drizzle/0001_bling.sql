CREATE TYPE "public"."bling_connection_state" AS ENUM('connected', 'needs_reconnect', 'disconnected');--> statement-breakpoint
CREATE TYPE "public"."bling_run_kind" AS ENUM('full', 'incremental');--> statement-breakpoint
CREATE TYPE "public"."bling_run_status" AS ENUM('queued', 'running', 'completed', 'failed');--> statement-breakpoint
CREATE TYPE "public"."bling_run_trigger" AS ENUM('user', 'schedule', 'webhook');--> statement-breakpoint
CREATE TABLE "bling_connections" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bling_connections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"supplier_id" integer NOT NULL,
	"state" "bling_connection_state" NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"access_expires_at" timestamp with time zone,
	"scope" text,
	"company_id" text,
	"company_name" text,
	"error" text,
	"connected_at" timestamp with time zone,
	"refreshed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bling_oauth_states" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bling_oauth_states_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"state_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bling_run_seen" (
	"run_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	CONSTRAINT "bling_run_seen_run_id_product_id_pk" PRIMARY KEY("run_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "bling_sync_runs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bling_sync_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"supplier_id" integer NOT NULL,
	"status" "bling_run_status" DEFAULT 'queued' NOT NULL,
	"kind" "bling_run_kind" NOT NULL,
	"trigger" "bling_run_trigger" NOT NULL,
	"pages_done" integer DEFAULT 0 NOT NULL,
	"products_seen" integer DEFAULT 0 NOT NULL,
	"products_created" integer DEFAULT 0 NOT NULL,
	"products_updated" integer DEFAULT 0 NOT NULL,
	"products_deactivated" integer DEFAULT 0 NOT NULL,
	"errors" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"cursor" jsonb,
	"options" jsonb,
	"changed_since" timestamp with time zone,
	"lease_owner" text,
	"lease_expires_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bling_sync_runs_counters_check" CHECK ("bling_sync_runs"."pages_done" >= 0 AND "bling_sync_runs"."products_seen" >= 0 AND "bling_sync_runs"."products_created" >= 0 AND "bling_sync_runs"."products_updated" >= 0 AND "bling_sync_runs"."products_deactivated" >= 0 AND "bling_sync_runs"."errors" >= 0)
);
--> statement-breakpoint
CREATE TABLE "bling_webhook_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bling_webhook_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_id" text NOT NULL,
	"event" text NOT NULL,
	"company_id" text,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"claimed_until" timestamp with time zone,
	"processed_at" timestamp with time zone,
	"error" text
);
--> statement-breakpoint
ALTER TABLE "bling_connections" ADD CONSTRAINT "bling_connections_supplier_id_users_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bling_oauth_states" ADD CONSTRAINT "bling_oauth_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bling_run_seen" ADD CONSTRAINT "bling_run_seen_run_id_bling_sync_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."bling_sync_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bling_run_seen" ADD CONSTRAINT "bling_run_seen_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bling_sync_runs" ADD CONSTRAINT "bling_sync_runs_supplier_id_users_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bling_connections_supplier_unique" ON "bling_connections" USING btree ("supplier_id");--> statement-breakpoint
CREATE INDEX "bling_connections_company_idx" ON "bling_connections" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bling_oauth_states_hash_unique" ON "bling_oauth_states" USING btree ("state_hash");--> statement-breakpoint
CREATE INDEX "bling_oauth_states_expiry_idx" ON "bling_oauth_states" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bling_sync_runs_one_active" ON "bling_sync_runs" USING btree ("supplier_id") WHERE "bling_sync_runs"."status" IN ('queued', 'running');--> statement-breakpoint
CREATE INDEX "bling_sync_runs_supplier_idx" ON "bling_sync_runs" USING btree ("supplier_id","id");--> statement-breakpoint
CREATE INDEX "bling_sync_runs_status_idx" ON "bling_sync_runs" USING btree ("status","lease_expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bling_webhook_events_event_unique" ON "bling_webhook_events" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "bling_webhook_events_pending_idx" ON "bling_webhook_events" USING btree ("id") WHERE "bling_webhook_events"."processed_at" IS NULL;