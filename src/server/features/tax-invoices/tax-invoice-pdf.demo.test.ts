import { execFileSync } from 'node:child_process';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessUsers, sales } from '#server/db/schema';
import { ensureDemoAccount } from '#server/db/seed/demo';
import { catalogue } from '#server/lib/pdf/document-labels';
import { updateBusinessSettings } from '#server/features/settings';
import { getBusinessSettings } from '#server/kernel/business-settings';
import { createTestApp, type TestContext } from '#testing/test-app';
import { issueTaxInvoice } from './issue-tax-invoice';
import { printTaxInvoice } from './print-tax-invoice';
import { taxInvoicePdf } from './tax-invoice-pdf';

// Demo Stores prints in English; switching its receipt language prints its own data in Sinhala.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const pdfText = (pdf: Buffer) => execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8');

describe('Demo Stores: receipt language', () => {
  it('starts in English, and its tax invoice follows the setting to Sinhala and to English + Tamil', async () => {
    const userId = await ensureDemoAccount(ctx.db);
    const [{ businessId }] = await ctx.db.select().from(businessUsers).where(eq(businessUsers.userId, userId));
    const actor = { businessId, userId };
    expect((await getBusinessSettings(ctx.db, businessId)).receiptLanguage).toBe('en');
    const [sale] = await ctx.db
      .select()
      .from(sales)
      .where(and(eq(sales.businessId, businessId), eq(sales.status, 'completed')))
      .orderBy(desc(sales.id))
      .limit(1);
    await issueTaxInvoice(ctx.db, actor, sale.id, {
      buyerName: 'Ceylon Traders',
      buyerAddress: '45 Galle Road, Colombo 03',
      buyerPhone: '0112345678',
      buyerTin: '987654321-7000',
    });
    const print = async () => {
      const { receiptLanguage } = await getBusinessSettings(ctx.db, businessId);
      return pdfText((await taxInvoicePdf((await printTaxInvoice(ctx.db, actor, sale.id, 'pdf')).document, receiptLanguage)).body);
    };
    expect(await print()).toContain('TAX INVOICE');

    await updateBusinessSettings(ctx.db, actor, { receiptLanguage: 'si' });
    const si = await print();
    const siRoll = (catalogue('si', 'sales') as { taxInvoice: { roll: Record<string, string> } }).taxInvoice.roll;
    expect(si).toContain(`TAX INVOICE / ${siRoll.title}`);
    expect(si).toContain('රු.');
    expect(si).toContain('Ceylon Traders');

    await updateBusinessSettings(ctx.db, actor, { receiptLanguage: 'en+ta' });
    const taRoll = (catalogue('ta', 'sales') as { taxInvoice: { roll: Record<string, string> } }).taxInvoice.roll;
    expect(await print()).toContain(`TAX INVOICE / ${taRoll.title}`);
  });
});
