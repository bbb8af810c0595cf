import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import i18n from '#client/lib/i18n';
import { SampleTable } from './sample-table';

const FIELDS = ['category', 'name', 'sellingPrice', 'taxCategory'].map((key) => ({ key, required: key === 'name' }));

beforeAll(async () => {
  await i18n.loadNamespaces(['imports']);
});
afterEach(cleanup);

describe('the product import preview proposes exempt for a staple food’s category', () => {
  it('shows the proposal where the row gives no tax category, and the row’s own where it does', () => {
    render(
      <SampleTable
        summary={{
          kind: 'products',
          fields: FIELDS,
          // The file has no tax category column: the column is shown all the same.
          mapping: { category: 0, name: 1, sellingPrice: 2, taxCategory: null },
          sample: [
            { category: 'Rice & Grains', name: 'Samba 5kg', sellingPrice: '1350' },
            { category: 'Household', name: 'Soap', sellingPrice: '120' },
          ],
        }}
      />,
    );
    const rows = within(screen.getByTestId('import-sample')).getAllByRole('row');
    expect(rows[1].textContent).toContain(i18n.t('imports:sample.proposedExempt'));
    expect(rows[2].textContent).not.toContain(i18n.t('imports:sample.proposedExempt'));
  });

  it('a tax category in the row stands', () => {
    render(
      <SampleTable
        summary={{
          kind: 'products',
          fields: FIELDS,
          mapping: { category: 0, name: 1, sellingPrice: 2, taxCategory: 3 },
          sample: [{ category: 'Rice & Grains', name: 'Rice crackers', sellingPrice: '250', taxCategory: 'standard' }],
        }}
      />,
    );
    const rows = within(screen.getByTestId('import-sample')).getAllByRole('row');
    expect(rows[1].textContent).toContain('standard');
    expect(rows[1].textContent).not.toContain(i18n.t('imports:sample.proposedExempt'));
  });
});
