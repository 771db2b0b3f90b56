CREATE TABLE "search_term_first_hits" (
	"vector" text NOT NULL,
	"query" text NOT NULL,
	"product_ids" integer[] NOT NULL,
	"complete" boolean NOT NULL,
	"bestseller_hits" integer NOT NULL,
	CONSTRAINT "search_term_first_hits_vector_query_pk" PRIMARY KEY("vector","query")
);
