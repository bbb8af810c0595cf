-- Every business starts with the Sri Lankan small-shop expense categories (DEFAULT_EXPENSE_CATEGORIES in
-- tax.service.ts; a test keeps the two lists equal). Seeding at creation, not on first read, keeps reads
-- free of writes. SECURITY DEFINER: the row belongs to the new business, whichever business (if any) the
-- creating request is bound to.
CREATE OR REPLACE FUNCTION kade_default_expense_categories(p_business_id integer) RETURNS void
LANGUAGE sql SECURITY DEFINER SET search_path = public AS $$
  INSERT INTO expense_categories (business_id, name, code, description, tax_deductible)
  SELECT p_business_id, v.name, v.code, v.description, v.tax_deductible
  FROM (VALUES
    ('Rent', 'RENT', 'Shop and storage rent', true),
    ('Utilities', 'UTIL', 'Electricity, water, telephone', true),
    ('Salaries and wages', 'SAL', 'Staff salaries and wages', true),
    ('EPF/ETF contributions', 'EPF', 'Employer''s EPF and ETF contributions', true),
    ('Purchases of stock', 'PUR', 'Goods bought for resale', true),
    ('Transport', 'TRN', 'Delivery, fuel and hires', true),
    ('Bank charges', 'BNK', 'Bank and card fees', true),
    ('Repairs and maintenance', 'REP', 'Repairs to the shop and equipment', true),
    ('Marketing and advertising', 'MKT', 'Advertising, signage and promotions', true),
    ('Entertainment', 'ENT', 'Entertainment (not deductible)', false)
  ) AS v(name, code, description, tax_deductible)
  WHERE NOT EXISTS (SELECT 1 FROM expense_categories e WHERE e.business_id = p_business_id);
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION kade_seed_business_defaults() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
BEGIN
  PERFORM kade_default_expense_categories(NEW.id);
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER businesses_seed_defaults AFTER INSERT ON businesses FOR EACH ROW EXECUTE FUNCTION kade_seed_business_defaults();
--> statement-breakpoint
SELECT kade_default_expense_categories(id) FROM businesses;
