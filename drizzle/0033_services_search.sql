-- The /services search in one call (src/server/domains/services/catalog.ts). The planner prices a LIKE as one
-- cheap operator, so over a few thousand services it would test every row's text (a table scan, or the
-- newest-first index walked to its end when a word is rare: 20 to 40 ms at 50,000) instead of reading the
-- trigram index (a few ms). This function runs with table and plain index scans off, so the matches come from
-- the trigram index and are then ordered; `p_walk` turns index walks back on, for a page of every listed service
-- or of one category (no words), and for words found in most services (a page is then found at once).
-- `p_words` are LIKE-escaped words of 3+ characters, each of which must occur in the folded title and
-- description; `p_prefix` (LIKE-escaped) is for a search of only shorter words: titles starting with it.
CREATE OR REPLACE FUNCTION kazistay_service_search(
  p_category text, p_words text[], p_prefix text, p_limit int, p_offset int, p_walk boolean
) RETURNS TABLE (id uuid)
  LANGUAGE plpgsql STABLE
  -- A page is a dozen rows: without this the planner expects 1,000 and joins the services to it by hashing
  -- the whole table (20 ms at 50,000) instead of a dozen primary-key lookups.
  ROWS 20
  SET enable_seqscan = off
  SET enable_indexscan = off
AS $$
DECLARE
  q text := 'select s.id from services s where s.status = ''active'' and s.provider_active';
BEGIN
  IF p_walk THEN
    PERFORM set_config('enable_indexscan', 'on', true);
    PERFORM set_config('enable_seqscan', 'on', true);
  END IF;
  IF p_category IS NOT NULL THEN
    q := q || ' and s.category_id = $1';
  END IF;
  FOR i IN 1 .. coalesce(array_length(p_words, 1), 0) LOOP
    q := q || format(' and s.search_text like (''%%'' || kazistay_fold($2[%s]) || ''%%'')', i);
  END LOOP;
  IF p_prefix IS NOT NULL THEN
    q := q || ' and kazistay_fold(s.title) like (kazistay_fold($3) || ''%'')';
  END IF;
  q := q || ' order by s.created_at desc, s.id desc limit $4 offset $5';
  RETURN QUERY EXECUTE q USING p_category, p_words, p_prefix, p_limit, p_offset;
END
$$;
