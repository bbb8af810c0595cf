import { describe, expect, it } from 'vitest';
import { fillPath, pathBuilders } from './fill-path';
import { SALES_PATHS, SALES_ROUTES } from './sales-paths';
import { userPath } from './user-paths';

describe('fillPath', () => {
  it('fills each :param of a template', () => {
    expect(fillPath('/api/businesses/:businessId/sales/:saleId', { businessId: 7, saleId: 42 })).toBe('/api/businesses/7/sales/42');
    expect(fillPath('/api/campaigns/:id/recipients.csv', { id: 3 })).toBe('/api/campaigns/3/recipients.csv');
    expect(fillPath('/api/modules', {})).toBe('/api/modules');
  });

  it('encodes the values, so a value cannot add a path segment or a query', () => {
    expect(fillPath('/auth/:provider', { provider: 'a/b?c=d' })).toBe('/auth/a%2Fb%3Fc%3Dd');
    expect(userPath(1, 'x y')).toBe('/api/businesses/1/users/x%20y');
  });

  it('throws on a missing value rather than sending "undefined"', () => {
    // @ts-expect-error saleId is required by the template
    expect(() => fillPath(SALES_ROUTES.sale, { businessId: 1 })).toThrow(':saleId');
  });

  it('rejects an unknown parameter at compile time', () => {
    // @ts-expect-error the template has no :id
    expect(fillPath(SALES_ROUTES.pos, { businessId: 1, id: 2 })).toBe('/api/businesses/1/pos');
  });

  it('builds the same URLs as the builders the client uses', () => {
    expect(SALES_PATHS.pos(5)).toBe('/api/businesses/5/pos');
    expect(SALES_PATHS.sale(5, 9)).toBe('/api/businesses/5/sales/9');
  });
});

describe('pathBuilders', () => {
  const paths = pathBuilders({
    list: '/api/businesses/:businessId/shifts',
    one: '/api/businesses/:businessId/shifts/:shiftId/report',
    metrics: '/api/admin/metrics',
  } as const);

  it("fills a template's parameters in the order they stand in it", () => {
    expect(paths.list(3)).toBe('/api/businesses/3/shifts');
    expect(paths.one(3, 8)).toBe('/api/businesses/3/shifts/8/report');
  });

  it('gives a template without parameters as it is', () => {
    expect(paths.metrics).toBe('/api/admin/metrics');
  });

  it('asks for one value per parameter at compile time, and throws on a missing one', () => {
    // @ts-expect-error the template has :businessId and :shiftId
    expect(() => paths.one(3)).toThrow(':shiftId');
  });
});
