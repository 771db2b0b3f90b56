-- Issue 19: every instance answers catalogue reads from memory and must hear of every change to what those
-- answers are built from (catalogue, prices, stock, laboratory offer, search index, version markers), by
-- whichever writer: each statement that changes one of these tables notifies 'shop_catalogue_changed'.
-- NOTIFY is transactional: listeners hear it at commit, once per transaction (equal payloads are merged).
-- ENABLE ALWAYS: the seeder bulk-loads with session_replication_role = replica, which skips ordinary triggers.
CREATE OR REPLACE FUNCTION shop_notify_catalogue_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('shop_catalogue_changed', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER app_meta_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON app_meta FOR EACH STATEMENT EXECUTE FUNCTION shop_notify_catalogue_changed();
--> statement-breakpoint
ALTER TABLE app_meta ENABLE ALWAYS TRIGGER app_meta_changed;
--> statement-breakpoint
CREATE TRIGGER companies_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON companies FOR EACH STATEMENT EXECUTE FUNCTION shop_notify_catalogue_changed();
--> statement-breakpoint
ALTER TABLE companies ENABLE ALWAYS TRIGGER companies_changed;
--> statement-breakpoint
CREATE TRIGGER brands_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON brands FOR EACH STATEMENT EXECUTE FUNCTION shop_notify_catalogue_changed();
--> statement-breakpoint
ALTER TABLE brands ENABLE ALWAYS TRIGGER brands_changed;
--> statement-breakpoint
CREATE TRIGGER categories_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories FOR EACH STATEMENT EXECUTE FUNCTION shop_notify_catalogue_changed();
--> statement-breakpoint
ALTER TABLE categories ENABLE ALWAYS TRIGGER categories_changed;
--> statement-breakpoint
CREATE TRIGGER subcategories_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON subcategories FOR EACH STATEMENT EXECUTE FUNCTION shop_notify_catalogue_changed();
--> statement-breakpoint
ALTER TABLE subcategories ENABLE ALWAYS TRIGGER subcategories_changed;
--> statement-breakpoint
CREATE TRIGGER substances_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON substances FOR EACH STATEMENT EXECUTE FUNCTION shop_notify_catalogue_changed();
--> statement-breakpoint
ALTER TABLE substances ENABLE ALWAYS TRIGGER substances_changed;
--> statement-breakpoint
CREATE TRIGGER symptoms_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON symptoms FOR EACH STATEMENT EXECUTE FUNCTION shop_notify_catalogue_changed();
--> statement-breakpoint
ALTER TABLE symptoms ENABLE ALWAYS TRIGGER symptoms_changed;
--> statement-breakpoint
CREATE TRIGGER generic_groups_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON generic_groups FOR EACH STATEMENT EXECUTE FUNCTION shop_notify_catalogue_changed();
--> statement-breakpoint
ALTER TABLE generic_groups ENABLE ALWAYS TRIGGER generic_groups_changed;
--> statement-breakpoint
CREATE TRIGGER products_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products FOR EACH STATEMENT EXECUTE FUNCTION shop_notify_catalogue_changed();
--> statement-breakpoint
ALTER TABLE products ENABLE ALWAYS TRIGGER products_changed;
--> statement-breakpoint
CREATE TRIGGER articles_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON articles FOR EACH STATEMENT EXECUTE FUNCTION shop_notify_catalogue_changed();
--> statement-breakpoint
ALTER TABLE articles ENABLE ALWAYS TRIGGER articles_changed;
--> statement-breakpoint
CREATE TRIGGER product_categories_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_categories FOR EACH STATEMENT EXECUTE FUNCTION shop_notify_catalogue_changed();
--> statement-breakpoint
ALTER TABLE product_categories ENABLE ALWAYS TRIGGER product_categories_changed;
--> statement-breakpoint
CREATE TRIGGER product_substances_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_substances FOR EACH STATEMENT EXECUTE FUNCTION shop_notify_catalogue_changed();
--> statement-breakpoint
ALTER TABLE product_substances ENABLE ALWAYS TRIGGER product_substances_changed;
--> statement-breakpoint
CREATE TRIGGER product_symptoms_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_symptoms FOR EACH STATEMENT EXECUTE FUNCTION shop_notify_catalogue_changed();
--> statement-breakpoint
ALTER TABLE product_symptoms ENABLE ALWAYS TRIGGER product_symptoms_changed;
--> statement-breakpoint
CREATE TRIGGER product_details_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_details FOR EACH STATEMENT EXECUTE FUNCTION shop_notify_catalogue_changed();
--> statement-breakpoint
ALTER TABLE product_details ENABLE ALWAYS TRIGGER product_details_changed;
--> statement-breakpoint
CREATE TRIGGER lab_tests_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON lab_tests FOR EACH STATEMENT EXECUTE FUNCTION shop_notify_catalogue_changed();
--> statement-breakpoint
ALTER TABLE lab_tests ENABLE ALWAYS TRIGGER lab_tests_changed;
--> statement-breakpoint
CREATE TRIGGER analysis_packs_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON analysis_packs FOR EACH STATEMENT EXECUTE FUNCTION shop_notify_catalogue_changed();
--> statement-breakpoint
ALTER TABLE analysis_packs ENABLE ALWAYS TRIGGER analysis_packs_changed;
--> statement-breakpoint
CREATE TRIGGER analysis_pack_tests_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON analysis_pack_tests FOR EACH STATEMENT EXECUTE FUNCTION shop_notify_catalogue_changed();
--> statement-breakpoint
ALTER TABLE analysis_pack_tests ENABLE ALWAYS TRIGGER analysis_pack_tests_changed;
--> statement-breakpoint
CREATE TRIGGER search_documents_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON search_documents FOR EACH STATEMENT EXECUTE FUNCTION shop_notify_catalogue_changed();
--> statement-breakpoint
ALTER TABLE search_documents ENABLE ALWAYS TRIGGER search_documents_changed;
--> statement-breakpoint
CREATE TRIGGER search_words_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON search_words FOR EACH STATEMENT EXECUTE FUNCTION shop_notify_catalogue_changed();
--> statement-breakpoint
ALTER TABLE search_words ENABLE ALWAYS TRIGGER search_words_changed;
--> statement-breakpoint
CREATE TRIGGER search_term_counts_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON search_term_counts FOR EACH STATEMENT EXECUTE FUNCTION shop_notify_catalogue_changed();
--> statement-breakpoint
ALTER TABLE search_term_counts ENABLE ALWAYS TRIGGER search_term_counts_changed;
--> statement-breakpoint
CREATE TRIGGER search_term_first_hits_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON search_term_first_hits FOR EACH STATEMENT EXECUTE FUNCTION shop_notify_catalogue_changed();
--> statement-breakpoint
ALTER TABLE search_term_first_hits ENABLE ALWAYS TRIGGER search_term_first_hits_changed;
