CREATE TABLE "instance_heartbeats" (
	"id" varchar(64) PRIMARY KEY NOT NULL,
	"host" varchar(255) NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"beat_at" timestamp with time zone DEFAULT now() NOT NULL,
	"draining" boolean DEFAULT false NOT NULL,
	"sockets" integer DEFAULT 0 NOT NULL,
	"students_by_exam" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"saves" integer DEFAULT 0 NOT NULL,
	"save_p50_ms" real,
	"save_p99_ms" real,
	"save_errors" integer DEFAULT 0 NOT NULL
);
