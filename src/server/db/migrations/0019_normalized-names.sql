-- Names are stored normalised (src/shared/domain/names.ts, applied by the contracts'
-- nameInput): NFC, bidirectional controls and invisible characters (zero-width space, word joiner,
-- BOM, soft hyphen) removed, whitespace and zero-width joiners trimmed at the edges. Names stored
-- before that are normalised here the same way, so uniqueness compares like with like. A name that
-- would be empty after it, and a category whose cleaned name another category of the shop already
-- has, are left as they are (an owner can rename it; merging categories is theirs to decide).
CREATE FUNCTION kade_clean_name(t text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT btrim(
    regexp_replace(normalize(t, NFC), '[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\u00ad\u200b\u2060\ufeff]', '', 'g'),
    U&' \0009\000A\000D\00A0\200C\200D'
  )
$$;--> statement-breakpoint
UPDATE "categories" c SET "name" = kade_clean_name(c."name")
WHERE kade_clean_name(c."name") <> c."name" AND kade_clean_name(c."name") <> ''
  AND NOT EXISTS (
    SELECT 1 FROM "categories" o
    WHERE o."business_id" = c."business_id" AND o."id" <> c."id" AND lower(kade_clean_name(o."name")) = lower(kade_clean_name(c."name"))
  );--> statement-breakpoint
UPDATE "products" SET "category" = kade_clean_name("category")
WHERE "category" IS NOT NULL AND kade_clean_name("category") <> "category" AND kade_clean_name("category") <> '';--> statement-breakpoint
UPDATE "products" SET "name" = kade_clean_name("name") WHERE kade_clean_name("name") <> "name" AND kade_clean_name("name") <> '';--> statement-breakpoint
UPDATE "suppliers" SET "name" = kade_clean_name("name") WHERE kade_clean_name("name") <> "name" AND kade_clean_name("name") <> '';--> statement-breakpoint
UPDATE "debtors" SET "name" = kade_clean_name("name") WHERE kade_clean_name("name") <> "name" AND kade_clean_name("name") <> '';--> statement-breakpoint
UPDATE "businesses" SET "name" = kade_clean_name("name") WHERE kade_clean_name("name") <> "name" AND kade_clean_name("name") <> '';--> statement-breakpoint
UPDATE "expense_categories" SET "name" = kade_clean_name("name") WHERE kade_clean_name("name") <> "name" AND kade_clean_name("name") <> '';--> statement-breakpoint
UPDATE "marketing_campaigns" SET "name" = kade_clean_name("name") WHERE kade_clean_name("name") <> "name" AND kade_clean_name("name") <> '';--> statement-breakpoint
UPDATE "customers" SET "first_name" = kade_clean_name("first_name")
WHERE kade_clean_name("first_name") <> "first_name" AND kade_clean_name("first_name") <> '';--> statement-breakpoint
UPDATE "customers" SET "last_name" = kade_clean_name("last_name")
WHERE "last_name" IS NOT NULL AND kade_clean_name("last_name") <> "last_name" AND kade_clean_name("last_name") <> '';--> statement-breakpoint
UPDATE "users" SET "first_name" = kade_clean_name("first_name")
WHERE "first_name" IS NOT NULL AND kade_clean_name("first_name") <> "first_name" AND kade_clean_name("first_name") <> '';--> statement-breakpoint
UPDATE "users" SET "last_name" = kade_clean_name("last_name")
WHERE "last_name" IS NOT NULL AND kade_clean_name("last_name") <> "last_name" AND kade_clean_name("last_name") <> '';--> statement-breakpoint
DROP FUNCTION kade_clean_name(text);
