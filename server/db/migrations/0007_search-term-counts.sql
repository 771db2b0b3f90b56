CREATE TABLE "search_term_counts" (
	"vector" text NOT NULL,
	"query" text NOT NULL,
	"main_category" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "search_term_counts_vector_query_main_category_pk" PRIMARY KEY("vector","query","main_category")
);
