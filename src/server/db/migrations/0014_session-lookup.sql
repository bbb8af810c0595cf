-- The session lookup every API request starts with (plugins/session.ts), as a PL/pgSQL function:
-- PL/pgSQL keeps the plan of its query for the life of the connection, so the five-table join is
-- planned once per connection instead of on every request (planning cost several times more than
-- running it). It also binds the transaction to the session's business (kade.business_id, LOCAL)
-- in the same call, as row-level security needs (docs/security.md). SECURITY INVOKER: it runs as
-- kade_app and reads only the platform tables kade_app may read anyway.
CREATE OR REPLACE FUNCTION kade_session_lookup(p_sid text)
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
  modules json
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
    PERFORM set_config('kade.business_id', coalesce(business_id::text, ''), true);
    RETURN NEXT;
  END IF;
END
$$;
