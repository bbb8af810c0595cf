import { describe, expect, it } from 'vitest';
import { AUDIT_VERBS } from '#shared/contracts/tax';
import en from '#client/locales/en/tax.json';

// The Audit tab names and filters entries by their verb: each one the contract lists has its words
// (the locales test keeps Sinhala and Tamil to the same keys).
describe('audit verbs', () => {
  it('every verb has its words in the catalogue', () => {
    expect(AUDIT_VERBS.filter((v) => !(v in en.audit.verbs))).toEqual([]);
  });
});
