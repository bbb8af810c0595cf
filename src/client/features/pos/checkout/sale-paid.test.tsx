import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Sale } from '#shared/contracts/sales';
import { useSalePaid, useSalePaidChannel, type SalePaid } from './sale-paid';

const paid = (id: number): SalePaid => ({ sale: { id, invoiceNumber: `INV-${id}` } as Sale, queued: false, exchange: false });

describe('a completed sale, published to the till’s followers', () => {
  it('reaches each follower once, in the order they followed, with their latest handler', () => {
    const seen: string[] = [];
    const { result, rerender } = renderHook(
      ({ tag }: { tag: string }) => {
        const checkout = { salePaid: useSalePaidChannel() };
        useSalePaid(checkout, (p) => seen.push(`first ${tag} ${p.sale.id}`));
        useSalePaid(checkout, (p) => seen.push(`second ${p.sale.id}`));
        return checkout;
      },
      { initialProps: { tag: 'a' } },
    );
    act(() => result.current.salePaid.publish(paid(1)));
    rerender({ tag: 'b' });
    // The channel is the same across renders: followers are not subscribed twice.
    act(() => result.current.salePaid.publish(paid(2)));
    expect(seen).toEqual(['first a 1', 'second 1', 'first b 2', 'second 2']);
  });

  it('stops reaching a follower once it unmounts', () => {
    const seen: number[] = [];
    const channel = renderHook(() => useSalePaidChannel()).result.current;
    const follower = renderHook(() => useSalePaid({ salePaid: channel }, (p) => seen.push(p.sale.id)));
    channel.publish(paid(1));
    follower.unmount();
    channel.publish(paid(2));
    expect(seen).toEqual([1]);
  });
});
