// After delivery the buyer is asked how it went: a review of the store and one of the rider who
// brought it (when the API names one), through the shared review form; each form gives way to a
// thank-you once its review is posted.
import { useState } from 'react';
import type { OrderDetails } from '#shared/schemas/orders.ts';
import { ReviewForm } from '#src/components/review-form.tsx';
import { orderTopic } from '#src/features/orders/order-announcements.ts';
import { orderTexts } from '#src/features/orders/order-texts.ts';
import { announce } from '#src/lib/announce.ts';
import { notifySuccess } from '#src/lib/toast.ts';

function RateOne({
  subjectId,
  name,
  reviewerId,
  topic,
}: {
  subjectId: string;
  name: string;
  reviewerId: string;
  topic: string;
}) {
  const [posted, setPosted] = useState(false);
  if (posted) return <p className="order-rating__thanks">{orderTexts.rating.thanks(name)}</p>;
  return (
    <ReviewForm
      subjectId={subjectId}
      reviewerId={reviewerId}
      title={orderTexts.rating.rate(name)}
      onPosted={() => {
        setPosted(true);
        const said = orderTexts.rating.thanks(name);
        notifySuccess(said, undefined, { topic });
        announce(said);
      }}
    />
  );
}

/** The delivered order's rating prompt (the buyer's side). */
export function OrderRating({ details, userId }: { details: OrderDetails; userId: string }) {
  const delivered = details.isDelivered === true || details.status === 'delivered';
  if (!delivered || details.isCancelled) return null;
  const topic = orderTopic(details._id);
  const store = details.businessName || orderTexts.rating.theStore;
  return (
    <section className="order-panel order-rating" aria-labelledby="order-rating-title">
      <h2 id="order-rating-title">{orderTexts.rating.title}</h2>
      <RateOne subjectId={details.businessId} name={store} reviewerId={userId} topic={topic} />
      {details.rider ? (
        <RateOne
          subjectId={details.rider._id}
          name={details.rider.name}
          reviewerId={userId}
          topic={topic}
        />
      ) : null}
    </section>
  );
}
