-- Extensions the catalogue search (trigram "did you mean", accent folding) and the booking
-- exclusion constraint need. All three are trusted extensions, so a database owner may create them.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gist;
