// Order tabs from the `query` parameter, each with its count; the list or 'No {status} orders'.
// The orders waiting for the reader's own move (a store's to accept, a buyer's to pay) come first,
// under their own heading. The list is no live region: at the city's pace it changes every few
// seconds, and its changes are announced one by one instead (use-order-news.ts).
import { Link } from 'wouter';
import type { OrderCounts, OrderRow, OrderTab } from '#shared/schemas/orders.ts';
import { LoadFailure } from '#src/components/load-failure.tsx';
import { Spinner } from '#src/components/spinner.tsx';
import { accountTexts, ORDER_TABS } from '#src/features/account/account-texts.ts';
import { OrderCard } from '#src/features/account/order-card.tsx';
import { isYourTurn, orderTurn } from '#src/features/account/order-turn.ts';
import { usePendingTransfers } from '#src/features/account/use-pending-transfers.ts';
import { noStatusOrders } from '#src/lib/texts.ts';

export interface OrderTabsProps {
  userId: string;
  tab: OrderTab;
  counts: OrderCounts | undefined;
  orders: ReadonlyArray<OrderRow> | undefined;
  /** The list could not be loaded: say so with a Retry instead of an empty tab. */
  failure?: { message: string; retry: () => void; retrying: boolean } | null;
}

interface ListProps {
  userId: string;
  orders: ReadonlyArray<OrderRow>;
  /** The orders with a bank transfer pending in this browser. */
  pending: ReadonlySet<string>;
}

function OrderList({ userId, orders, pending }: ListProps) {
  return (
    <ul className="account-orders__list">
      {orders.map((order) => (
        <OrderCard
          key={order._id}
          order={order}
          userId={userId}
          transferPending={pending.has(order._id)}
        />
      ))}
    </ul>
  );
}

/** The reader's own moves first, under their heading; the rest after. */
function OrderGroups({ userId, orders }: { userId: string; orders: ReadonlyArray<OrderRow> }) {
  const pending = usePendingTransfers();
  const yours = orders.filter((o) => isYourTurn(orderTurn(o, userId, pending.has(o._id))));
  if (yours.length === 0) return <OrderList userId={userId} orders={orders} pending={pending} />;
  const rest = orders.filter((o) => !yours.includes(o));
  return (
    <>
      <h3 className="account-orders__group">{accountTexts.yourTurn(yours.length)}</h3>
      <OrderList userId={userId} orders={yours} pending={pending} />
      {rest.length > 0 ? (
        <>
          <h3 className="account-orders__group">{accountTexts.otherOrders}</h3>
          <OrderList userId={userId} orders={rest} pending={pending} />
        </>
      ) : null}
    </>
  );
}

export function OrderTabs({ userId, tab, counts, orders, failure }: OrderTabsProps) {
  return (
    <section className="account-orders" aria-labelledby="account-orders-title">
      <h2 id="account-orders-title">{accountTexts.orders}</h2>
      <nav aria-label={accountTexts.tabsLabel}>
        <ul className="account-tabs">
          {ORDER_TABS.map((name) => (
            <li key={name}>
              <Link
                href={`/profile/${userId}?query=${name}`}
                aria-current={name === tab ? 'page' : undefined}
                className={
                  name === tab
                    ? 'account-tabs__tab account-tabs__tab--current'
                    : 'account-tabs__tab'
                }
              >
                {name}
                {counts ? (
                  <>
                    {' '}
                    <span className="account-tabs__count">({counts[name]})</span>
                  </>
                ) : null}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div>
        {failure ? (
          <LoadFailure
            message={failure.message}
            onRetry={failure.retry}
            retrying={failure.retrying}
          />
        ) : orders === undefined ? (
          <Spinner size="medium" label={accountTexts.loadingOrders} />
        ) : orders.length === 0 ? (
          <p>{noStatusOrders(tab)}</p>
        ) : (
          <OrderGroups userId={userId} orders={orders} />
        )}
      </div>
    </section>
  );
}
