CREATE TABLE "address_allowances" (
	"id" serial PRIMARY KEY NOT NULL,
	"network" varchar(50) NOT NULL,
	"factor" smallint NOT NULL,
	"note" varchar(100) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "address_allowances_network_unique" UNIQUE("network")
);
