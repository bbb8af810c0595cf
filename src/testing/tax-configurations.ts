/**
 * Tax configuration bodies the server tests save (`PUT`/`POST` to the tax configuration): today's
 * Sri Lankan rates and thresholds, and the same for a VAT-registered shop with its TIN and VAT
 * number. A test spreads one and overrides what it is about.
 */
export const SRI_LANKA_RATES = {
  vatRate: 18,
  nbtRate: 0,
  ssclRate: 2.5,
  ssclLiableShare: 50,
  annualVatThreshold: 60_000_000,
  quarterlyVatThreshold: 15_000_000,
  incomeTaxMode: 'company',
  companyIncomeTaxRate: 30,
};

export const VAT_REGISTERED = { ...SRI_LANKA_RATES, vatRegistered: true, tin: '123456789', vatNumber: '123456789-7000' };
