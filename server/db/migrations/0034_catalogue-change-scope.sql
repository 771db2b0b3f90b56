-- Issue 39: every catalogue notification (0016) made every instance drop every kept answer, so during an import,
-- whose chunks commit several times a second, no product page was answered from memory: each waited for the chunk in
-- work (on the embedded database, which answers one transaction at a time) or competed with it for the cores. The
-- payload now says what a statement touched, as far as a product's detail answer cares:
--   'p:<ids>'  the products with these ids (comma-separated, ascending), and with them every list;
--   'l'        lists, search, taxonomy or laboratory, but no product's own detail (a new brand or category: no
--              product points at a row that did not exist; the search index; the laboratory offer);
--   ''         anything may have changed (a name every detail shows was renamed, a truncate, the catalogue's version
--              marker in app_meta, a statement of more than 1,000 rows such as the seeder's bulk load).
-- app_meta's markers of the search index and the laboratory offer, which every import chunk and lab edit renews, are
-- lists only; any other key of it counts as anything.
-- A listener that does not know a payload must treat it as ''. A statement that touched no row stays silent. Equal
-- payloads within one transaction are merged (NOTIFY), so a chunk's products, articles and category lines, which name
-- the same ids in the same order, notify once. Transition tables allow one event per trigger, hence three per table.
-- ENABLE ALWAYS as in 0016: the seeder's bulk load under session_replication_role = replica must not skip them.
CREATE OR REPLACE FUNCTION shop_notify_catalogue_products(product_ids bigint[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(product_ids) > 0 THEN
    PERFORM pg_notify('shop_catalogue_changed', CASE WHEN cardinality(product_ids) > 1000 THEN '' ELSE 'p:' || array_to_string(product_ids, ',') END);
  END IF;
END
$$;
--> statement-breakpoint
-- Which products a statement touched. TG_ARGV[0] names the column: products.id, or product_id in a product's parts
-- (articles, details, substances, symptoms, category lines). Transition tables: new_rows on insert, old_rows on
-- delete, both on update (an article moved to another product changes both).
CREATE OR REPLACE FUNCTION shop_notify_products_touched() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  product_ids bigint[];
BEGIN
  EXECUTE format(CASE TG_OP
      WHEN 'INSERT' THEN 'SELECT ARRAY(SELECT DISTINCT %1$I::bigint FROM new_rows ORDER BY 1)'
      WHEN 'DELETE' THEN 'SELECT ARRAY(SELECT DISTINCT %1$I::bigint FROM old_rows ORDER BY 1)'
      ELSE 'SELECT ARRAY(SELECT %1$I::bigint FROM old_rows UNION SELECT %1$I FROM new_rows ORDER BY 1)'
    END, TG_ARGV[0]) INTO product_ids;
  PERFORM shop_notify_catalogue_products(product_ids);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION shop_notify_catalogue_lists() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('shop_catalogue_changed', 'l');
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- app_meta: lists only when every key the statement touched is the search index's or the laboratory's marker.
CREATE OR REPLACE FUNCTION shop_notify_app_meta_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  keys text[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    keys := ARRAY(SELECT key FROM new_rows);
  ELSIF TG_OP = 'DELETE' THEN
    keys := ARRAY(SELECT key FROM old_rows);
  ELSE
    keys := ARRAY(SELECT key FROM old_rows UNION ALL SELECT key FROM new_rows);
  END IF;
  IF cardinality(keys) > 0 THEN
    PERFORM pg_notify('shop_catalogue_changed', CASE WHEN keys <@ ARRAY['search-index', 'laboratory'] THEN 'l' ELSE '' END);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DO $$
DECLARE
  t text;
  fn text;
BEGIN
  -- A product and its parts (which products), and app_meta (which keys): read from the statement's transition tables.
  FOREACH t IN ARRAY ARRAY['products', 'articles', 'product_details', 'product_substances', 'product_symptoms', 'product_categories', 'app_meta'] LOOP
    fn := format('%I(%L)', CASE WHEN t = 'app_meta' THEN 'shop_notify_app_meta_changed' ELSE 'shop_notify_products_touched' END,
      CASE WHEN t = 'products' THEN 'id' ELSE 'product_id' END);
    EXECUTE format('DROP TRIGGER %I ON %I', t || '_changed', t);
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION %s', t || '_inserted', t, fn);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION %s', t || '_updated', t, fn);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION %s', t || '_deleted', t, fn);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION shop_notify_catalogue_changed()', t || '_truncated', t);
    EXECUTE format('ALTER TABLE %I ENABLE ALWAYS TRIGGER %I', t, t || '_inserted');
    EXECUTE format('ALTER TABLE %I ENABLE ALWAYS TRIGGER %I', t, t || '_updated');
    EXECUTE format('ALTER TABLE %I ENABLE ALWAYS TRIGGER %I', t, t || '_deleted');
    EXECUTE format('ALTER TABLE %I ENABLE ALWAYS TRIGGER %I', t, t || '_truncated');
  END LOOP;
  -- Names a detail shows: a new one is in no detail yet (only lists and the taxonomy); a change or removal may be in any.
  FOREACH t IN ARRAY ARRAY['brands', 'companies', 'generic_groups', 'categories', 'subcategories', 'substances', 'symptoms'] LOOP
    EXECUTE format('DROP TRIGGER %I ON %I', t || '_changed', t);
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I FOR EACH STATEMENT EXECUTE FUNCTION shop_notify_catalogue_lists()', t || '_inserted', t);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION shop_notify_catalogue_changed()', t || '_changed', t);
    EXECUTE format('ALTER TABLE %I ENABLE ALWAYS TRIGGER %I', t, t || '_inserted');
    EXECUTE format('ALTER TABLE %I ENABLE ALWAYS TRIGGER %I', t, t || '_changed');
  END LOOP;
  -- The laboratory offer and the search index: no product's detail.
  FOREACH t IN ARRAY ARRAY['lab_tests', 'analysis_packs', 'analysis_pack_tests', 'search_documents', 'search_words', 'search_term_counts', 'search_term_first_hits'] LOOP
    EXECUTE format('DROP TRIGGER %I ON %I', t || '_changed', t);
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION shop_notify_catalogue_lists()', t || '_changed', t);
    EXECUTE format('ALTER TABLE %I ENABLE ALWAYS TRIGGER %I', t, t || '_changed');
  END LOOP;
END
$$;
--> statement-breakpoint
-- The search documents' text indexes collect new entries in a pending list and fold it into the index when it passes
-- gin_pending_list_limit (4 MB by default): on the embedded database that fold took 90-135 ms inside one import
-- chunk's statement, every hundred chunks or so, and held the shop's thread throughout. A list of 512 kB is folded
-- eight times as often in an eighth of the time.
ALTER INDEX search_documents_doc_idx SET (gin_pending_list_limit = 512);
--> statement-breakpoint
ALTER INDEX search_documents_company_doc_idx SET (gin_pending_list_limit = 512);
--> statement-breakpoint
ALTER INDEX search_documents_category_doc_idx SET (gin_pending_list_limit = 512);
