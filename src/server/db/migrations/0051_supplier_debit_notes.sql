-- Goods returned to a supplier as numbered debit notes (DN-000001… per business, from the
-- procurement counters). A debit note belongs to one GRN and its supplier; its lines are the
-- returned share of the GRN's lines, each reversing that share of the GRN's input VAT. Stock
-- leaves through the ledger as 'supplier_return' movements.
ALTER TABLE "stock_movements" DROP CONSTRAINT "stock_movements_kind_check";--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_kind_check" CHECK ("kind" in ('sale', 'return', 'void', 'receive', 'reverse', 'adjust', 'count', 'open', 'import', 'supplier_return'));--> statement-breakpoint
CREATE TABLE "supplier_debit_notes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "supplier_debit_notes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"business_id" integer NOT NULL,
	"number" text NOT NULL,
	"grn_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	-- The shop's calendar day of the return: the VAT period its input VAT is reversed in.
	"debit_date" date NOT NULL,
	"reason" text NOT NULL,
	"subtotal_cents" bigint NOT NULL,
	"input_vat_cents" bigint NOT NULL,
	"total_cents" bigint NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supplier_debit_notes_money_check" CHECK ("subtotal_cents" > 0 and "input_vat_cents" >= 0),
	CONSTRAINT "supplier_debit_notes_total_check" CHECK ("total_cents" = "subtotal_cents" + "input_vat_cents")
);--> statement-breakpoint
CREATE TABLE "supplier_debit_note_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "supplier_debit_note_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"business_id" integer NOT NULL,
	"debit_note_id" integer NOT NULL,
	"position" integer NOT NULL,
	-- The GRN line returned from: a GRN with debit notes is not edited, so its lines stay.
	"grn_item_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"product_name" text NOT NULL,
	"quantity" bigint NOT NULL,
	"unit_cost_cents" bigint NOT NULL,
	"amount_cents" bigint NOT NULL,
	"input_vat_cents" bigint NOT NULL,
	CONSTRAINT "supplier_debit_note_lines_quantity_check" CHECK ("quantity" > 0),
	CONSTRAINT "supplier_debit_note_lines_money_check" CHECK ("amount_cents" >= 0 and "input_vat_cents" >= 0)
);--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_debit_notes_business_id_key" ON "supplier_debit_notes" USING btree ("business_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_debit_notes_business_number_key" ON "supplier_debit_notes" USING btree ("business_id","number");--> statement-breakpoint
ALTER TABLE "supplier_debit_notes" ADD CONSTRAINT "supplier_debit_notes_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A GRN with debit notes cannot be deleted (the service answers 409 first).
ALTER TABLE "supplier_debit_notes" ADD CONSTRAINT "supplier_debit_notes_grn_fk" FOREIGN KEY ("business_id","grn_id") REFERENCES "public"."goods_received_notes"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_debit_notes" ADD CONSTRAINT "supplier_debit_notes_supplier_fk" FOREIGN KEY ("business_id","supplier_id") REFERENCES "public"."suppliers"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_debit_notes" ADD CONSTRAINT "supplier_debit_notes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_debit_note_lines" ADD CONSTRAINT "supplier_debit_note_lines_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_debit_note_lines" ADD CONSTRAINT "supplier_debit_note_lines_note_fk" FOREIGN KEY ("business_id","debit_note_id") REFERENCES "public"."supplier_debit_notes"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_debit_note_lines" ADD CONSTRAINT "supplier_debit_note_lines_product_fk" FOREIGN KEY ("business_id","product_id") REFERENCES "public"."products"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "supplier_debit_notes_business_grn_idx" ON "supplier_debit_notes" USING btree ("business_id","grn_id");--> statement-breakpoint
CREATE INDEX "supplier_debit_notes_business_supplier_idx" ON "supplier_debit_notes" USING btree ("business_id","supplier_id","debit_date");--> statement-breakpoint
CREATE INDEX "supplier_debit_notes_business_date_idx" ON "supplier_debit_notes" USING btree ("business_id","debit_date");--> statement-breakpoint
CREATE INDEX "supplier_debit_note_lines_note_idx" ON "supplier_debit_note_lines" USING btree ("business_id","debit_note_id","position");--> statement-breakpoint
CREATE INDEX "supplier_debit_note_lines_grn_item_idx" ON "supplier_debit_note_lines" USING btree ("business_id","grn_item_id");--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['supplier_debit_notes', 'supplier_debit_note_lines'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    EXECUTE format($p$CREATE POLICY tenant_isolation ON %I
      USING (business_id = nullif(current_setting('kade.business_id', true), '')::integer
             OR current_setting('kade.platform', true) = 'on')
      WITH CHECK (business_id = nullif(current_setting('kade.business_id', true), '')::integer
             OR current_setting('kade.platform', true) = 'on')$p$, t);
  END LOOP;
END $$;
