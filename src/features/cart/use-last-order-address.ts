// A signed-in buyer whose browser holds no shipping address (a new browser, a cleared one) gets
// the address of their most recent order, as marketplaces remember where you eat. Works against
// any API (the orders list and an order's details); a failure just leaves the form empty.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { OrderRow } from '#shared/schemas/orders.ts';
import { orderQueries } from '#src/api/orders.ts';
import { nationalPhone } from '#src/lib/phone.ts';
import { sessionStore, sessionUserId } from '#src/state/session.ts';
import { SHIPPING_FIELDS, setShippingAddress, shippingStore } from '#src/state/shipping.ts';

const newest = (rows: readonly OrderRow[]): OrderRow | undefined =>
  rows.reduce<OrderRow | undefined>(
    (best, row) => (!best || (row.createdAt ?? '') > (best.createdAt ?? '') ? row : best),
    undefined,
  );

/** The fields compared to tell the filled-in address from an edited one. */
const keyOf = (address: Readonly<Record<(typeof SHIPPING_FIELDS)[number], string>>): string =>
  JSON.stringify(SHIPPING_FIELDS.map((field) => String(address[field] ?? '')));

export interface LastOrderAddress {
  /** True once the address was filled in from the last order (until the buyer edits it). */
  filled: boolean;
  /** True while the last order's address is being looked up (the list, then its details). */
  looking: boolean;
}

export function useLastOrderAddress(): LastOrderAddress {
  const { address } = useSnapshot(shippingStore);
  const userId = sessionUserId(useSnapshot(sessionStore));
  const [filled, setFilled] = useState<string | null>(null);
  const wanted = Boolean(userId) && address === null;
  const list = useQuery({ ...orderQueries.list(userId ?? '', 'all'), enabled: wanted });
  // A store owner's list holds the store's orders: their customers' addresses, never theirs.
  const last = list.data && !list.data.isBusinessOwner ? newest(list.data.orders) : undefined;
  const details = useQuery({
    ...orderQueries.detail(last?._id ?? '', userId ?? ''),
    enabled: wanted && last !== undefined,
  });
  const order = details.data?.details;
  useEffect(() => {
    if (!wanted || !order || order.buyerId !== userId) return;
    const from = order.shippingAddress;
    if (SHIPPING_FIELDS.some((field) => !String(from[field] ?? '').trim())) return;
    const kept = {
      name: from.name,
      street: from.street,
      localGvt: from.localGvt,
      state: from.state,
      country: from.country,
      // The API keeps phone numbers as numbers: a Nigerian number gets its leading zero back.
      phoneNumber: nationalPhone(from.phoneNumber),
    };
    setShippingAddress(kept);
    setFilled(keyOf(kept));
  }, [wanted, order, userId]);
  const fetching = (q: { isPending: boolean; fetchStatus: string }) =>
    q.isPending && q.fetchStatus !== 'idle';
  const looking = wanted && (fetching(list) || (last !== undefined && fetching(details)));
  return { filled: filled !== null && address !== null && keyOf(address) === filled, looking };
}
