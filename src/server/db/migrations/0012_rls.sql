-- Row-level security as defence in depth (docs/security.md "Row-level security").
--
-- Every request runs in one transaction that switches to the role kade_app (SET LOCAL ROLE) and
-- sets kade.business_id (and, on platform pages only, kade.platform = 'on') with set_config(..., true).
-- kade_app is no superuser, has no BYPASSRLS, owns nothing and may only INSERT into audit_trail.
-- Tenant tables (every table with a business_id column except the platform tables below) have RLS
-- enabled AND forced, with one policy: the row's business is the transaction's business, or the
-- transaction is on the (audited) platform path.
--
-- Platform tables stay without RLS: users, sessions, user_identities, auth_throttle, businesses,
-- modules, business_users, business_modules, subscriptions. They are read before any business is
-- known (the session lookup joins users, business_users, businesses and business_modules) or are
-- platform billing records; kade_app still owns none of them.
--
-- A NEW TENANT TABLE MUST get the same treatment in its migration (enable + force + policy
-- tenant_isolation); src/server/security/rls.test.ts fails until it does. Grants come from the
-- default privileges below.

DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'kade_app') THEN
    BEGIN
      CREATE ROLE kade_app NOLOGIN NOSUPERUSER NOBYPASSRLS NOINHERIT NOCREATEDB NOCREATEROLE;
    EXCEPTION WHEN duplicate_object OR unique_violation THEN
      NULL; -- another database of the same cluster created it concurrently (roles are cluster-wide)
    END;
  END IF;
  -- The migrating (owner) role must be able to SET ROLE kade_app; a superuser always can.
  IF NOT pg_has_role(current_user, 'kade_app', 'MEMBER') THEN
    EXECUTE format('GRANT kade_app TO %I', current_user);
  END IF;
END $$;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO kade_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO kade_app;
--> statement-breakpoint
REVOKE UPDATE, DELETE, TRUNCATE ON audit_trail FROM kade_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO kade_app;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO kade_app;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO kade_app;
--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOR t IN
    SELECT c.table_name
    FROM information_schema.columns c
    JOIN information_schema.tables tb ON tb.table_schema = c.table_schema AND tb.table_name = c.table_name
    WHERE c.table_schema = 'public' AND c.column_name = 'business_id' AND tb.table_type = 'BASE TABLE'
      AND c.table_name NOT IN ('business_users', 'business_modules', 'subscriptions', 'audit_trail')
  LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    EXECUTE format('DROP POLICY IF EXISTS tenant_isolation ON %I', t);
    EXECUTE format(
      $p$CREATE POLICY tenant_isolation ON %I
           USING (business_id = nullif(current_setting('kade.business_id', true), '')::integer
                  OR current_setting('kade.platform', true) = 'on')
           WITH CHECK (business_id = nullif(current_setting('kade.business_id', true), '')::integer
                  OR current_setting('kade.platform', true) = 'on')$p$,
      t);
  END LOOP;
END $$;
--> statement-breakpoint
-- The audit trail: readable per business (platform: all); platform-wide events (registration,
-- platform page access) carry no business; no UPDATE or DELETE for anyone but the owner.
ALTER TABLE audit_trail ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE audit_trail FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON audit_trail FOR SELECT
  USING (business_id = nullif(current_setting('kade.business_id', true), '')::integer
         OR current_setting('kade.platform', true) = 'on');
--> statement-breakpoint
CREATE POLICY audit_append ON audit_trail FOR INSERT
  WITH CHECK (business_id IS NULL
              OR business_id = nullif(current_setting('kade.business_id', true), '')::integer
              OR current_setting('kade.platform', true) = 'on');
--> statement-breakpoint
-- SECURITY DEFINER helpers run as the owner: the application role must not call them directly
-- (kade_default_expense_categories would otherwise write into any business). Triggers still fire.
REVOKE EXECUTE ON FUNCTION kade_default_expense_categories(integer) FROM PUBLIC;
--> statement-breakpoint
REVOKE EXECUTE ON FUNCTION kade_seed_business_defaults() FROM PUBLIC;
