// /order/{id} and /orders/{id}: signed-out visitors go to /signin.
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'wouter';
import { isApiError } from '#src/api/client.ts';
import { isMissingOrder, orderQueries } from '#src/api/orders.ts';
import { Button } from '#src/components/button.tsx';
import { NotFoundPage } from '#src/components/not-found-page.tsx';
import { Spinner } from '#src/components/spinner.tsx';
import { OrderDetailsView } from '#src/features/orders/order-details-view.tsx';
import { orderTexts } from '#src/features/orders/order-texts.ts';
import { isFinal, isTracked } from '#src/features/orders/order-timeline.ts';
import { PlacedOrderPreview } from '#src/features/orders/placed-order-preview.tsx';
import { serverMessage } from '#src/lib/server-message.ts';
import { placedOrder } from '#src/state/placed-orders.ts';
import { useSignedInUser } from '#src/state/use-signed-in-user.ts';

/** How often an order the API tracks (the mock) is read again while it is on its way. */
const LIVE_MS = 3000;

/** 404 'order not found': no such order, or the reader is neither its buyer nor its store. */
const isNotYours = (error: unknown) =>
  isApiError(error) && error.status === 404 && error.message === 'order not found';

function NotYourOrder() {
  return (
    <section className="order-error" aria-labelledby="order-not-yours">
      <h1 id="order-not-yours">{orderTexts.notYoursTitle}</h1>
      <div role="alert">
        <p>{orderTexts.notYours}</p>
        <p>{orderTexts.notYoursHint}</p>
      </div>
    </section>
  );
}

function OrderDetailsLoader({ orderId, userId }: { orderId: string; userId: string }) {
  // Live while the order moves: read again every few seconds until delivered or cancelled; an API
  // that does not track orders (hosted) is not asked again.
  const query = useQuery({
    ...orderQueries.detail(orderId, userId),
    refetchInterval: ({ state }) =>
      state.data && isTracked(state.data.details) && !isFinal(state.data.details) ? LIVE_MS : false,
  });
  if (query.isPending) {
    // Just placed here: shown at once as it was sent, while the server's copy is on its way.
    const sent = placedOrder(orderId);
    if (sent?.buyerId === userId) return <PlacedOrderPreview orderId={orderId} checkout={sent} />;
    return <Spinner size="large" label={orderTexts.loading} />;
  }
  // A blip (a failed read after the order was shown) keeps the last known order on screen with a
  // small note; the full-page error is only for an order never loaded.
  if (query.data !== undefined) {
    const reconnecting = query.isError || query.failureCount > 0;
    return (
      <>
        <p role="status" className="order-reconnecting">
          {reconnecting ? orderTexts.reconnecting : null}
        </p>
        <OrderDetailsView data={query.data} userId={userId} />
      </>
    );
  }
  if (query.isError && isMissingOrder(query.error)) {
    return <NotFoundPage title={orderTexts.goneTitle} explanation={orderTexts.gone} />;
  }
  if (query.isError && isNotYours(query.error)) return <NotYourOrder />;
  if (query.isError) {
    return (
      <div role="alert" className="order-error">
        <p>{orderTexts.loadFailed}</p>
        <p>{serverMessage(query.error)}</p>
        <Button onClick={() => void query.refetch()}>{orderTexts.retry}</Button>
      </div>
    );
  }
  return null;
}

export function OrderDetailsPage() {
  const userId = useSignedInUser();
  const { id = '' } = useParams<{ id: string }>();
  if (!userId) return null;
  return <OrderDetailsLoader orderId={id} userId={userId} />;
}
