-- The version of everything the till's catalogue answer (GET /pos) contains, in ONE place: its
-- ETag and the kept compressed body (sales/pos-body-cache.ts) are keyed by it. The catalogue
-- version and the invoice counter are bumped inside the transactions that change the data
-- (catalogue edits; sales, which also move stock); settings carry their last change.
CREATE OR REPLACE FUNCTION kade_pos_version(p_business_id integer)
RETURNS text
LANGUAGE sql
STABLE
SECURITY INVOKER
AS $$
  SELECT p_business_id::text
    || '.' || coalesce((SELECT version FROM catalog_versions WHERE business_id = p_business_id), 0)::text
    || '.' || coalesce((SELECT last_number FROM invoice_counters WHERE business_id = p_business_id), 0)::text
    || '.' || coalesce((SELECT extract(epoch FROM updated_at)::text FROM business_settings WHERE business_id = p_business_id), '')
$$;
--> statement-breakpoint
-- The session lookup may also answer that version (p_pos_version): the till's conditional GET then
-- needs no round trip of its own — the version comes with BEGIN and the session (migration 0014).
DROP FUNCTION IF EXISTS kade_session_lookup(text);
--> statement-breakpoint
CREATE FUNCTION kade_session_lookup(p_sid text, p_pos_version boolean DEFAULT false)
RETURNS TABLE (
  sess jsonb,
  id uuid,
  email text,
  first_name text,
  last_name text,
  role text,
  auth_provider text,
  profile_image_url text,
  is_demo boolean,
  business_id integer,
  business_name text,
  business_status text,
  membership_role text,
  modules json,
  pos_version text
)
LANGUAGE plpgsql
VOLATILE
SECURITY INVOKER
AS $$
#variable_conflict use_column
BEGIN
  SELECT s.sess, u.id, u.email, u.first_name, u.last_name, u.role, u.auth_provider, u.profile_image_url, u.is_demo,
      b.id, b.name, b.status, bu.role,
      coalesce((SELECT json_agg(m.key) FROM business_modules bm JOIN modules m ON m.id = bm.module_id WHERE bm.business_id = b.id), '[]'::json)
    INTO sess, id, email, first_name, last_name, role, auth_provider, profile_image_url, is_demo,
      business_id, business_name, business_status, membership_role, modules
    FROM sessions s
    JOIN users u ON u.id = s.user_id
    LEFT JOIN business_users bu ON bu.user_id = u.id
    LEFT JOIN businesses b ON b.id = bu.business_id
    WHERE s.sid = p_sid AND s.expire > now()
    LIMIT 1;
  IF FOUND THEN
    -- Bound first: the version is read under row-level security as that business.
    PERFORM set_config('kade.business_id', coalesce(business_id::text, ''), true);
    IF p_pos_version AND business_id IS NOT NULL THEN
      pos_version := kade_pos_version(business_id);
    END IF;
    RETURN NEXT;
  END IF;
END
$$;
