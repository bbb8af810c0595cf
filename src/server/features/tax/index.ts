export { getEffectiveConfigurationToday, getTaxInvoiceProfile } from './tax-configuration.service';
export { getDefaultProductRates } from './tax-rates.service';
