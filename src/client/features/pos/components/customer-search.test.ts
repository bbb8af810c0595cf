import { describe, expect, it } from 'vitest';
import type { Customer } from '#shared/contracts/customers';
import { filterCustomers } from './customer-picker';

// Customers are named in any script; the till finds them however the name is typed.
const customer = (id: number, name: string, phone: string | null = null) => ({ id, name, customerCode: `C-${id}`, phone }) as Customer;

describe('filterCustomers with Sinhala and Tamil names', () => {
  const list = [customer(1, 'ශ්\u200dරීයා පෙරේරා', '0771234001'), customer(2, 'கோபால் செல்வம்'.normalize('NFC')), customer(3, 'Nimal Perera')];
  it.each([
    ['ශ්\u200dරීයා', [1]],
    ['ශ්රීයා', [1]], // typed without the joiner
    ['පෙරේරා', [1]],
    ['க\u0bc7\u0bbeபால்', [2]], // NFD input
    ['செல்வம்', [2]],
    ['perera', [3]],
    ['077 123', [1]],
  ])('"%s" finds %j', (q, ids) => {
    expect(filterCustomers(list, q).map((c) => c.id)).toEqual(ids);
  });
});
