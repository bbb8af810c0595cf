-- Benchmark data for bench/reports.ts: {{SALES}} sales (~3 lines each) over 100 businesses, of
-- which the first has {{BIG}}; two years back from now, Colombo shop hours (8:00–21:00, busiest
-- mid-afternoon), a little busier recently. Set-based; the database is the benchmark's own.
SET session_replication_role = replica; -- bulk load: no FK/trigger checks row by row
INSERT INTO businesses (name, email, status)
SELECT 'Bench shop ' || g, 'bench' || g || '@example.lk', 'active' FROM generate_series(1, 100) g;
INSERT INTO business_settings (business_id, time_zone) SELECT id, 'Asia/Colombo' FROM businesses;
INSERT INTO products (business_id, name, sku, selling_price_cents, stock, vat_rate_bp)
SELECT b.id, 'Product ' || b.id || '-' || k, 'SKU-' || b.id || '-' || k, 5000 + (k * 7919) % 200000, 1000000,
       CASE WHEN k % 4 = 0 THEN 0 ELSE 1800 END
FROM businesses b
CROSS JOIN LATERAL generate_series(1, CASE WHEN b.id = (SELECT min(id) FROM businesses) THEN 400 ELSE 60 END) k;
CREATE TEMP TABLE bench_biz AS
SELECT b.id, (row_number() OVER (ORDER BY b.id))::int - 1 AS rn, min(p.id) AS first_product, count(p.id)::int AS products
FROM businesses b JOIN products p ON p.business_id = b.id GROUP BY b.id;
INSERT INTO sales (business_id, invoice_number, subtotal_cents, vat_cents, nbt_cents, total_cents, payment_method, payment_status, sale_date, created_at)
SELECT b.id, 'INV-' || g, x.sub, round(x.sub * 0.18), 0, x.sub + round(x.sub * 0.18), x.method,
       CASE WHEN x.method = 'credit' THEN 'pending' ELSE 'paid' END, x.at, x.at
FROM generate_series(1, {{SALES}}) g
JOIN bench_biz b ON b.rn = CASE WHEN g <= {{BIG}} THEN 0 ELSE 1 + g % 99 END
CROSS JOIN LATERAL (
  SELECT 2000 + floor(random() * 40000 + g * 0)::bigint AS sub,
         CASE WHEN random() < 0.6 THEN 'cash' WHEN random() < 0.75 THEN 'card' ELSE 'credit' END AS method,
         CASE WHEN t.at > now() THEN t.at - interval '1 day' ELSE t.at END AS at
  FROM (SELECT (date_trunc('day', now() AT TIME ZONE 'Asia/Colombo')
                - floor(730 * power(random(), 1.2)) * interval '1 day'
                + (480 + floor(780 * (random() + random() + random()) / 3)) * interval '1 minute'
                + floor(random() * 60 + g * 0) * interval '1 second') AT TIME ZONE 'Asia/Colombo' AS at) t
) x
ORDER BY x.at; -- a real shop appends in time order: rows of one day share pages
INSERT INTO sale_items (business_id, sale_id, product_id, sale_date, name, sku, unit, unit_price_cents, quantity, vat_rate_bp, nbt_rate_bp,
                        line_subtotal_cents, vat_cents, nbt_cents, line_total_cents)
SELECT s.business_id, s.id, l.pid, s.sale_date, 'Product ' || l.pid, 'SKU-' || l.pid, 'pieces', l.price, l.qty,
       l.vat, 0, l.price * l.qty / 1000, round(l.price * l.qty / 1000 * l.vat / 10000.0), 0,
       l.price * l.qty / 1000 + round(l.price * l.qty / 1000 * l.vat / 10000.0)
FROM sales s
JOIN bench_biz b ON b.id = s.business_id
CROSS JOIN LATERAL generate_series(1, 2 + s.id % 3) k
CROSS JOIN LATERAL (
  SELECT p.pid, 5000 + ((p.pid - b.first_product + 1) * 7919) % 200000 AS price, (1 + floor(random() * 3 + k * 0))::bigint * 1000 AS qty,
         CASE WHEN (p.pid - b.first_product + 1) % 4 = 0 THEN 0 ELSE 1800 END AS vat
  FROM (SELECT b.first_product + floor(b.products * power(random(), 2) + k * 0)::int AS pid) p
) l
ORDER BY s.id;
SET session_replication_role = DEFAULT;
