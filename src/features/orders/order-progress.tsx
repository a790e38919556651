// The order's way to the door: a timeline (placed → paid → accepted → rider assigned → on the way
// → delivered) with the times the API gives, the rider's name and picture, and — while the rider
// is on the way and the API says where (the mock) — a map with the rider moving. Shown to buyer
// and vendor alike; it only ever shows what the answer proves (order-timeline.ts).
import { lazy, Suspense } from 'react';
import { dayTimeStamp } from '#shared/day-time.ts';
import type { OrderDetails } from '#shared/schemas/orders.ts';
import { MediaPicture } from '#src/components/media-picture.tsx';
import { Spinner } from '#src/components/spinner.tsx';
import { orderMapOf, RIDE_MAP_CLASS } from '#src/features/orders/order-map.ts';
import { orderTexts } from '#src/features/orders/order-texts.ts';
import { refundOf, type TimelineStep, timelineOf } from '#src/features/orders/order-timeline.ts';

const LeafletMap = lazy(async () => ({
  default: (await import('#src/components/leaflet-map.tsx')).LeafletMap,
}));

const RIDER_ZOOM = 13;

/**
 * A done step's time: its duration after the step before ('12 min after pickup'), else its day and
 * time. A ride step told in the simulated city's minutes says so ('32 city minutes after pickup')
 * and carries its duration (`PT32M`), no wall-clock stamp: at demo pace the stamp would read the
 * pickup's minute beside a 32-min ride.
 */
function StepTime({ step }: { step: TimelineStep }) {
  if (!step.at) return null;
  if (step.after?.clock === 'city') {
    return (
      <time
        className="order-timeline__time"
        dateTime={`PT${step.after.minutes}M`}
        title={orderTexts.cityClock}
      >
        {orderTexts.cityAfter(step.after.minutes, orderTexts.sinceStep[step.after.since])}
      </time>
    );
  }
  const stamp = dayTimeStamp(step.at);
  return (
    <time className="order-timeline__time" dateTime={step.at} title={stamp}>
      {step.after
        ? orderTexts.after(step.after.minutes, orderTexts.sinceStep[step.after.since])
        : stamp}
    </time>
  );
}

export function OrderProgress({ details }: { details: OrderDetails }) {
  const steps = timelineOf(details);
  const rider = details.rider;
  const map = orderMapOf(details);
  const label = (key: (typeof steps)[number]['key']) =>
    key === 'cancelled' && (refundOf(details) ?? 0) > 0
      ? orderTexts.cancelledRefunded
      : orderTexts.steps[key];
  return (
    <section className="order-panel order-progress" aria-labelledby="order-progress-title">
      <h2 id="order-progress-title">{orderTexts.progress}</h2>
      <ol className="order-timeline">
        {steps.map((step) => (
          <li
            key={step.key}
            className={`order-timeline__step order-timeline__step--${step.state}`}
            aria-current={step.state === 'current' ? 'step' : undefined}
          >
            <span className="order-timeline__dot" aria-hidden="true" />
            <span className="order-timeline__label">{label(step.key)}</span>
            {step.at ? (
              <StepTime step={step} />
            ) : (
              <span className="visually-hidden">{orderTexts.stepState[step.state]}</span>
            )}
            {step.key === 'rider' && rider ? (
              <span className="order-timeline__rider">
                <MediaPicture
                  src={rider.img}
                  width={32}
                  height={32}
                  className="order-timeline__avatar"
                />
                {rider.name}
              </span>
            ) : null}
          </li>
        ))}
      </ol>
      {steps.some((step) => step.at && step.after?.clock === 'city') ? (
        <p className="order-progress__note">{orderTexts.cityClockNote}</p>
      ) : null}
      {map && rider ? (
        <div className={RIDE_MAP_CLASS}>
          <Suspense fallback={<Spinner label={orderTexts.riderMap(rider.name)} />}>
            <LeafletMap
              center={map.center}
              zoom={RIDER_ZOOM}
              label={orderTexts.riderMap(rider.name)}
              places={map.places}
              route={map.route}
              pannable
            />
          </Suspense>
        </div>
      ) : null}
    </section>
  );
}
