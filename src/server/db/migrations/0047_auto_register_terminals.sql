-- The first browser that opens the till becomes a terminal (T1, T2, …) by itself, so the first
-- power cut finds a till that can sell offline; off, the till asks the owner to confirm first.
-- On for every shop, the existing ones included.
ALTER TABLE "business_settings" ADD COLUMN "auto_register_terminals" boolean DEFAULT true NOT NULL;
