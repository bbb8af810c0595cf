-- The database's own ceiling for one 3-line cash sale: the same rows the POST /sales handler
-- writes (idempotency key, locked products, stock, invoice counter, sale, 3 lines, its payment,
-- the 3 lines' stock movements in the stock ledger, audit entry),
-- as plain SQL with no HTTP, session, validation or row-level security. Run by bench/sales.ts:
--   pgbench -n -f bench/sale-3.sql -D shops=100 -D span=<products per shop - 3> -c 10 -j 2 -T <s>
\set n random(1, :shops)
\set k random(1, :span)
BEGIN;
SELECT business_id AS b, product_ids[:k] AS p1, product_ids[:k + 1] AS p2, product_ids[:k + 2] AS p3, gen_random_uuid() AS key
  FROM bench_business WHERE n = :n \gset
INSERT INTO sale_idempotency (business_id, key, request_hash) VALUES (:b, ':key', 'pgbench') ON CONFLICT DO NOTHING;
SELECT invoice_prefix, allow_negative_stock FROM business_settings WHERE business_id = :b;
SELECT id, stock, selling_price_cents, vat_rate_bp FROM products
  WHERE business_id = :b AND id IN (:p1, :p2, :p3) AND is_active ORDER BY id FOR UPDATE;
UPDATE products SET stock = stock - 1000, updated_at = now() WHERE business_id = :b AND id IN (:p1, :p2, :p3);
INSERT INTO invoice_counters (business_id, last_number) VALUES (:b, 1)
  ON CONFLICT (business_id) DO UPDATE SET last_number = invoice_counters.last_number + 1 RETURNING last_number AS inv \gset
INSERT INTO sales (business_id, invoice_number, subtotal_cents, vat_cents, nbt_cents, total_cents, payment_method, payment_status, sale_date)
  VALUES (:b, 'PGB-' || lpad(:inv::text, 6, '0'), 30000, 5400, 0, 35400, 'cash', 'paid', now()) RETURNING id AS sale \gset
INSERT INTO sale_items (business_id, sale_id, product_id, sale_date, name, sku, unit, unit_price_cents, quantity, vat_rate_bp, nbt_rate_bp,
    line_subtotal_cents, vat_cents, nbt_cents, line_total_cents)
  SELECT business_id, :sale, id, now(), name, sku, unit, selling_price_cents, 1000, vat_rate_bp, 0,
    selling_price_cents, selling_price_cents * vat_rate_bp / 10000, 0, selling_price_cents + selling_price_cents * vat_rate_bp / 10000
  FROM products WHERE business_id = :b AND id IN (:p1, :p2, :p3);
INSERT INTO sale_payments (business_id, sale_id, sale_date, method, amount_cents) VALUES (:b, :sale, now(), 'cash', 35400);
INSERT INTO stock_movements (business_id, product_id, quantity, kind, reference, reference_id, user_id, balance, created_at)
  SELECT business_id, id, -1000, 'sale', 'PGB-' || lpad(:inv::text, 6, '0'), :sale, NULL, stock, now()
  FROM products WHERE business_id = :b AND id IN (:p1, :p2, :p3) ORDER BY id;
UPDATE sale_idempotency SET sale_id = :sale WHERE business_id = :b AND key = ':key';
INSERT INTO audit_trail (business_id, action, entity_type, entity_id, after)
  SELECT :b, 'sale.create', 'sale', :sale::text, jsonb_build_object('id', :sale, 'invoiceNumber', 'PGB-' || :inv, 'items',
    (SELECT jsonb_agg(to_jsonb(si)) FROM sale_items si WHERE si.business_id = :b AND si.sale_id = :sale));
COMMIT;
