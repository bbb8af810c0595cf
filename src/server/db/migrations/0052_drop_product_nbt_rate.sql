-- A product's NBT rate was never charged: a sale takes the NBT (like the VAT) of the tax
-- configuration in force on its date, and a sale line keeps the rates it was charged. Nothing reads
-- the product's copy any more. Its VAT rate stays: a goods received note's computed input VAT uses it.
ALTER TABLE "products" DROP COLUMN "nbt_rate_bp";
