import {
  accountRecord,
  deviceRecord,
  orderRecord,
  outboxRecord,
  productRecord,
  providerTransactionRecord,
  resetRequestRecord,
  reviewRecord,
  sessionRecord,
  transactionRecord,
  uploadRecord,
  userRecord,
} from './records.ts';
import { Table } from './table.ts';

/** Every collection of the mock's world, each with its hot-path indexes. */
export function createDb() {
  return {
    users: new Table(userRecord, {
      email: (u) => u.email.toLowerCase(),
      store: (u) => (u.isBusinessOwner ? 'yes' : null),
      rider: (u) => (u.isDispatcher ? 'yes' : null),
    }),
    devices: new Table(deviceRecord, { user: (d) => d.userId }),
    resetRequests: new Table(resetRequestRecord, { user: (r) => r.userId }),
    products: new Table(productRecord, { owner: (p) => p.userId }),
    reviews: new Table(reviewRecord, { user: (r) => r.userId }),
    orders: new Table(orderRecord, { party: (o) => [o.buyerId, o.businessId] }),
    transactions: new Table(transactionRecord, { user: (t) => t.userId }),
    accounts: new Table(accountRecord, {
      user: (a) => a.userId,
      number: (a) => a.accountNumber,
    }),
    providerTransactions: new Table(providerTransactionRecord, {
      reference: (t) => t.reference,
      accessCode: (t) => t.accessCode,
    }),
    sessions: new Table(sessionRecord, { token: (s) => s.token, user: (s) => s.userId }),
    outbox: new Table(outboxRecord, { to: (m) => m.to.toLowerCase() }),
    uploads: new Table(uploadRecord),
  };
}

export type Db = ReturnType<typeof createDb>;
