-- A sale line's own discount (an amount, or its percentage worked out in cents),
-- taken off the line before VAT. `discount_share_cents` stays all the discount the line carries
-- (its own plus its share of the cart's); older lines had no discount of their own.
ALTER TABLE "sale_items" ADD COLUMN "line_discount_cents" bigint DEFAULT 0 NOT NULL;
