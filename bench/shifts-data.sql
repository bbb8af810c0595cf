-- Benchmark data for bench/shifts.ts: {{SALES}} sales over 100 businesses, two years back from now;
-- the first business has an open shift of the last 12 hours holding {{SHIFT}} of them, interleaved
-- in time with every other shop's sales (as a real day's pages are). One payment per sale (5% are
-- split cash + card), as the sale route writes them. No sale lines: a shift's report never reads
-- them. Set-based; the database is the benchmark's own.
SET session_replication_role = replica; -- bulk load: no FK/trigger checks row by row
INSERT INTO businesses (name, email, status)
SELECT 'Bench shop ' || g, 'bench-shift' || g || '@example.lk', 'active' FROM generate_series(1, 100) g;
INSERT INTO business_settings (business_id, time_zone) SELECT id, 'Asia/Colombo' FROM businesses;
INSERT INTO users (email, first_name, last_name, role) VALUES ('bench-cashier@example.lk', 'Bench', 'Cashier', 'cashier');
INSERT INTO business_users (business_id, user_id, role)
SELECT min(b.id), (SELECT id FROM users WHERE email = 'bench-cashier@example.lk'), 'cashier' FROM businesses b;
INSERT INTO shifts (business_id, user_id, opening_float_cents, opened_at)
SELECT min(b.id), (SELECT id FROM users WHERE email = 'bench-cashier@example.lk'), 500000, now() - interval '12 hours' FROM businesses b;
CREATE TEMP TABLE bench_biz AS SELECT id, (row_number() OVER (ORDER BY id))::int - 1 AS rn FROM businesses;
INSERT INTO sales (business_id, invoice_number, subtotal_cents, vat_cents, nbt_cents, discount_cents, total_cents,
                   payment_method, payment_status, cashier_id, shift_id, sale_date, created_at)
SELECT b.id, 'INV-' || g, x.sub, round(x.sub * 0.18), 0, x.disc, x.sub + round(x.sub * 0.18), x.method, 'paid',
       CASE WHEN g <= {{SHIFT}} THEN (SELECT user_id FROM shifts LIMIT 1) END,
       CASE WHEN g <= {{SHIFT}} THEN (SELECT id FROM shifts LIMIT 1) END, x.at, x.at
FROM generate_series(1, {{SALES}}) g
JOIN bench_biz b ON b.rn = CASE WHEN g <= {{SHIFT}} THEN 0 ELSE g % 100 END
CROSS JOIN LATERAL (
  SELECT 2000 + floor(random() * 40000 + g * 0)::bigint AS sub,
         CASE WHEN g % 7 = 0 THEN 500 ELSE 0 END AS disc,
         (ARRAY['cash','cash','cash','cash','cash','cash','cash','cash','cash','cash','cash',
                'card','card','card','card','card','lankaqr','lankaqr','cheque','credit','split'])[1 + floor(random() * 21 + g * 0)::int] AS method,
         CASE WHEN g <= {{SHIFT}} THEN now() - random() * interval '12 hours'
              ELSE now() - random() * interval '730 days' END AS at
) x
ORDER BY x.at; -- a real database appends in time order
INSERT INTO sale_payments (business_id, sale_id, sale_date, method, amount_cents)
SELECT business_id, id, sale_date, m.method, m.amount
FROM sales s
CROSS JOIN LATERAL (
  SELECT s.payment_method AS method, s.total_cents AS amount WHERE s.payment_method <> 'split'
  UNION ALL SELECT 'cash', s.total_cents / 2 WHERE s.payment_method = 'split'
  UNION ALL SELECT 'card', s.total_cents - s.total_cents / 2 WHERE s.payment_method = 'split'
) m
ORDER BY s.id;
INSERT INTO shift_cash_movements (business_id, shift_id, kind, amount_cents, reason, created_at)
SELECT s.business_id, s.id, CASE WHEN k % 2 = 0 THEN 'out' ELSE 'in' END, 10000 * k, 'Bench movement ' || k, now() - k * interval '1 hour'
FROM shifts s CROSS JOIN generate_series(1, 6) k;
SET session_replication_role = DEFAULT;
