import { renderHook } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_FIELDS } from '#shared/domain/import-fields';
import { ApiError } from '#client/lib/api';
import i18n from '#client/lib/i18n';
import en from '#client/locales/en/imports.json';
import { humanize, useImportWords } from './import-words';

beforeAll(async () => {
  await i18n.loadNamespaces(['imports', 'errors']);
});

describe('the import words', () => {
  it("names every field as the templates' header (a server message naming a header finds its field)", () => {
    for (const fields of Object.values(IMPORT_FIELDS))
      for (const field of fields) expect(en.fields[field.key as keyof typeof en.fields], field.key).toBe(field.header);
  });

  it('a field the catalogue does not know still reads as words', () => {
    expect(humanize('openingStock')).toBe('Opening stock');
    expect(humanize('batch_number')).toBe('Batch number');
  });

  it("the contract's file messages in the reader's language, the field of a column message too", async () => {
    await i18n.changeLanguage('si');
    const { result } = renderHook(() => useImportWords());
    const w = result.current;
    expect(w.messageText('Map a column to Selling price')).toBe('විකුණුම් මිල සඳහා තීරුවක් තෝරන්න');
    expect(w.messageText('The file has no rows to import')).toBe('ගොනුවේ ආයාත කිරීමට පේළි නැත');
    expect(w.errorText(new ApiError(413, 'Request body is too large', null))).toBe('ගොනුව 20 MB ට වඩා විශාලයි');
    expect(w.errorText(new ApiError(415, 'Unsupported Media Type', null))).toBe('CSV හෝ Excel (.xlsx) ගොනුවක් උඩුගත කරන්න');
    expect(w.errorText(new ApiError(400, 'Validation failed', { fieldErrors: { 'mapping.name': ['Map a column to Name'] } }))).toBe(
      'නම සඳහා තීරුවක් තෝරන්න',
    );
    expect(w.errorText(new ApiError(0, '', null))).toContain('Kade');
    await i18n.changeLanguage('en');
  });
});
