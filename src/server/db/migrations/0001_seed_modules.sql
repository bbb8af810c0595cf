-- The seven modules Kade sells (spec part 1, section 9). Prices in cents; all seven together sum to LKR 20,000.
INSERT INTO "modules" ("id", "key", "name", "description", "monthly_price_cents", "features", "sort_order") VALUES
  (1, 'pos', 'Point of Sale', 'Fast, forgiving checkout at the till', 350000, '["Barcode scanning","Receipt printing","Payment processing: cash, card and credit","Sell by weight or volume"]', 1),
  (2, 'inventory', 'Inventory Management', 'Know what is on your shelves at all times', 300000, '["Stock tracking with low-stock alerts","Categories and units","Automatic stock updates from sales","Inventory valuation"]', 2),
  (3, 'debtors', 'Debtor Management', 'Credit sales without the notebook', 250000, '["Credit sales","Customer payment tracking","Overdue alerts","Due dates from payment terms"]', 3),
  (4, 'crm', 'CRM', 'Know and reward your regular customers', 250000, '["Customer profiles","Loyalty points and tiers","Purchase history","Marketing campaigns"]', 4),
  (5, 'procurement', 'Procurement', 'Buy from suppliers and receive stock properly', 300000, '["Purchase orders","Goods received notes","Supplier management","Automatic stock updates"]', 5),
  (6, 'reports', 'Reports & Analytics', 'See how the shop is doing', 250000, '["Sales analysis","Performance metrics","Top selling products","CSV exports"]', 6),
  (7, 'tax', 'Tax Management Panel', 'VAT, SSCL and income tax, ready for the IRD', 300000, '["VAT, NBT and income tax calculation","IRD compliance reporting","Expense tracking","Exception alerts"]', 7)
ON CONFLICT ("id") DO UPDATE SET "key" = EXCLUDED."key", "name" = EXCLUDED."name", "description" = EXCLUDED."description",
  "monthly_price_cents" = EXCLUDED."monthly_price_cents", "features" = EXCLUDED."features", "sort_order" = EXCLUDED."sort_order";
