// Order tabs from the `query` parameter, each with its count; the list or 'No {status} orders'.
import { Link } from 'wouter';
import type { OrderCounts, OrderRow, OrderTab } from '#shared/schemas/orders.ts';
import { LoadFailure } from '#src/components/load-failure.tsx';
import { Spinner } from '#src/components/spinner.tsx';
import { accountTexts, ORDER_TABS } from '#src/features/account/account-texts.ts';
import { OrderCard } from '#src/features/account/order-card.tsx';
import { noStatusOrders } from '#src/lib/texts.ts';

export interface OrderTabsProps {
  userId: string;
  tab: OrderTab;
  counts: OrderCounts | undefined;
  orders: ReadonlyArray<OrderRow> | undefined;
  /** The list could not be loaded: say so with a Retry instead of an empty tab. */
  failure?: { message: string; retry: () => void; retrying: boolean } | null;
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
      <div aria-live="polite">
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
          <ul className="account-orders__list">
            {orders.map((order) => (
              <OrderCard key={order._id} order={order} userId={userId} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
