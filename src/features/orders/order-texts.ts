// Labels of the order screens; the spec's messages come from src/lib/texts.ts.
import { DELIVERY_FEE_RULE, formatNaira } from '#shared/money.ts';

export const orderTexts = {
  title: 'Order details',
  orderId: 'Order id',
  items: (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`,
  shipping: 'Shipping',
  phone: 'Phone',
  address: 'Address',
  extras: 'Extras',
  // Said in the cancel's confirmation, before the step.
  cancelWillRefund: (amount: string) => `${amount} goes back to the customer’s Bukka wallet.`,
  cancelMovesNothing: 'It was not paid: no money moves.',
  subtotal: 'Subtotal',
  deliveryFee: 'Delivery fee',
  total: 'Total',
  business: 'Business details',
  customer: 'Customer details',
  reputation: 'Reputation',
  reputationAverage: 'Reputation: Average',
  // A customer with no name on the account nor on the address.
  aCustomer: 'A customer',
  orderedOn: 'Ordered on',
  checkStore: 'check store',
  seeAllOrders: 'See All Your Orders',
  paid: 'Paid',
  paidOn: (stamp: string) => `on ${stamp}`,
  notPaid: 'Not paid',
  paymentInProgress: 'Payment in progress',
  accept: 'Accept',
  accepting: 'Accepting…',
  refunding: 'Refunding…',
  refundCancel: 'Refund & Cancel',
  no: 'No',
  yes: 'Yes',
  confirmed: 'This order is confirmed.',
  // Spec: the confirmed note shows 'once taken or paid'; a paid order waits for the vendor first.
  waitingForAccept: 'Paid — waiting for you to accept',
  notPaidYet: 'Not paid yet — waiting for the customer’s payment',
  // The same, on an order the mock's simulated city decides itself (`handledBy: 'city'`).
  paidCity: 'Paid — the city accepts it on its own',
  notPaidCity: 'Not paid yet — the city handles this one',
  // Before payment nothing is refunded: the store only cancels.
  cancelOrder: 'Cancel order',
  cancelling: 'Cancelling…',
  cancelTitle: 'Cancel this order?',
  // The mock's simulated city decides its own orders (a demo vendor's presenter may act first).
  cityDecides:
    'The city accepts this one in a minute or two on its own — accept or cancel it first to handle it yourself.',
  progress: 'Order progress',
  steps: {
    placed: 'Order placed',
    paid: 'Payment received',
    accepted: 'Accepted by the store',
    rider: 'Rider assigned',
    'on-the-way': 'On the way',
    delivered: 'Delivered',
    cancelled: 'Cancelled',
  },
  cancelledRefunded: 'Cancelled and refunded',
  // A step's time as a duration after the step before it ('12 min after pickup').
  sinceStep: {
    placed: 'ordering',
    paid: 'payment',
    accepted: 'acceptance',
    rider: 'pickup',
    'on-the-way': 'pickup',
    delivered: 'delivery',
  },
  after: (minutes: number, since: string) => {
    if (minutes < 1) return `just after ${since}`;
    const h = Math.floor(minutes / 60);
    const m = minutes % 60;
    const span = h === 0 ? `${m} min` : m === 0 ? `${h} h` : `${h} h ${m} min`;
    return `${span} after ${since}`;
  },
  // A ride step told on the simulated city's clock (the mock's demo pace) says so: '32 city minutes
  // after pickup', never a '32 min' a person would take for the wall clock's.
  cityAfter: (minutes: number, since: string) =>
    minutes < 1
      ? `just after ${since}`
      : `${minutes} city ${minutes === 1 ? 'minute' : 'minutes'} after ${since}`,
  // Its title, and the note said once under a timeline that has such a step.
  cityClock: 'In the simulated city’s minutes: its riders ride at demo pace',
  cityClockNote: 'City minutes are the demo city’s: it runs faster than the clock.',
  storeOnMap: (name: string) => `Store: ${name}`,
  destinationOnMap: 'Delivery address',
  // The address named only its local government: the pin stands for it (the mock draws it at the
  // LGA's served district nearest its centre).
  destinationInLga: (lga: string) => `Delivery address (in ${lga})`,
  riderOnMap: (name: string) => `Rider: ${name}`,
  // The rider on the store's or the address's point: one pin says both.
  riderAtStore: (rider: string, store: string) => `Rider: ${rider} at ${store}`,
  riderAtDoor: (rider: string) => `Rider: ${rider} at the delivery address`,
  stepState: { done: 'done', current: 'next', upcoming: 'to come' },
  riderMap: (name: string) => `Map: ${name} on the way to the buyer`,
  theStore: 'the store',
  report: 'Report/dispute',
  rating: {
    title: 'How was your order?',
    rate: (name: string) => `Rate ${name}`,
    thanks: (name: string) => `Thank you — your review of ${name} is posted`,
    theStore: 'the store',
  },
  accepted: 'Order accepted',
  loading: 'Loading order',
  // The order just placed is shown as sent while the server's copy (its status) is read.
  loadingStatus: 'Loading the order’s status',
  loadFailed: 'We could not load this order.',
  reconnecting: 'Reconnecting…',
  // The API answers 404 'order not found' to anyone but the order's buyer and store (and the
  // presenter's panel links every order of the city, so people do land here).
  notYoursTitle: 'Not your order',
  notYours: 'This order is not one of yours: only its buyer and its store can see it.',
  notYoursHint: 'Sign in as its buyer or its store to see it.',
  // The mock marks an id no order has (a reset world forgot it, a wrong link).
  goneTitle: 'This order no longer exists',
  gone: 'There is no order at this address any more: it may have been removed, or the link may be wrong.',
  retry: 'Try again',
} as const;

/**
 * Why this order's delivery fee is what it is (spec: 1200 when the dishes, extras excepted, come to
 * more than 5000; otherwise 1500). `feeKobo` is what the order was charged.
 */
export function orderDeliveryFeeNote(feeKobo: number): string {
  const lower = formatNaira(DELIVERY_FEE_RULE.lowerKobo);
  const standard = formatNaira(DELIVERY_FEE_RULE.standardKobo);
  const above = formatNaira(DELIVERY_FEE_RULE.dishesAboveKobo);
  if (feeKobo === DELIVERY_FEE_RULE.lowerKobo)
    return `Delivery was ${lower}: the dishes came to more than ${above} (extras not counted).`;
  if (feeKobo === DELIVERY_FEE_RULE.standardKobo)
    return `Delivery was ${standard}: it is ${lower} when the dishes come to more than ${above} (extras not counted).`;
  return `Delivery is ${lower} when the dishes come to more than ${above} (extras not counted), otherwise ${standard}.`;
}

/** Where a cancel's money went, said to each side (`amount` already written, e.g. N4,900.00). */
export const refundTexts = {
  sellerToast: (amount: string) =>
    `Order cancelled — ${amount} refunded to the customer’s Bukka wallet`,
  sellerToastUnpaid: 'Order cancelled — it was not paid, so no money moved',
  sellerNote: (amount: string) =>
    `Note: this order was cancelled and ${amount} was refunded to the customer’s Bukka wallet`,
  sellerNoteUnpaid: 'Note: this order was cancelled before it was paid — no money moved',
  buyerNote: (amount: string) =>
    `Your order was cancelled. Refunded ${amount} to your Bukka wallet`,
  buyerNoteUnpaid: 'Your order was cancelled before it was paid — no money moved',
} as const;

/** What a live order's new step says (`at`: its time, HH:MM on the page's clock). */
export const stepNews = {
  buyer: {
    placed: (at: string) => `Order placed at ${at}`,
    paid: (at: string) => `Payment received at ${at}`,
    accepted: (at: string) => `The store accepted your order at ${at}`,
    onTheWay: (rider?: string) =>
      rider ? `Your order is on the way with ${rider}` : 'Your order is on the way',
    delivered: (at: string) => `Delivered at ${at}`,
    // The ride told in the simulated city's minutes: its wall-clock time is not said.
    deliveredAfter: (after: string) => `Delivered, ${after}`,
  },
  seller: {
    placed: (at: string) => `Order placed at ${at}`,
    paid: (at: string) => `The customer paid at ${at}`,
    accepted: (at: string) => `Order accepted at ${at}`,
    onTheWay: (rider?: string) =>
      rider ? `On the way to the customer with ${rider}` : 'On the way to the customer',
    delivered: (at: string) => `Delivered to the customer at ${at}`,
    deliveredAfter: (after: string) => `Delivered to the customer, ${after}`,
  },
} as const;
