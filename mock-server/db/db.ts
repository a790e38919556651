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

/** The record schema of each table of the world, by table name. */
export const recordSchemas = {
  users: userRecord,
  devices: deviceRecord,
  resetRequests: resetRequestRecord,
  products: productRecord,
  reviews: reviewRecord,
  orders: orderRecord,
  transactions: transactionRecord,
  accounts: accountRecord,
  providerTransactions: providerTransactionRecord,
  sessions: sessionRecord,
  outbox: outboxRecord,
  uploads: uploadRecord,
};

export type TableName = keyof typeof recordSchemas;

/** Every collection of the mock's world, each with its hot-path indexes. */
export function createDb() {
  const s = recordSchemas;
  return {
    users: new Table(s.users, {
      email: (u) => u.email.toLowerCase(),
      store: (u) => (u.isBusinessOwner ? 'yes' : null),
      rider: (u) => (u.isDispatcher ? 'yes' : null),
    }),
    devices: new Table(s.devices, { user: (d) => d.userId }),
    resetRequests: new Table(s.resetRequests, { user: (r) => r.userId }),
    products: new Table(s.products, { store: (p) => p.storeId }),
    reviews: new Table(s.reviews, { user: (r) => r.userId }),
    orders: new Table(s.orders, { party: (o) => [o.buyerId, o.storeId] }),
    transactions: new Table(s.transactions, { user: (t) => t.userId }),
    accounts: new Table(s.accounts, {
      user: (a) => a.userId,
      number: (a) => a.accountNumber,
    }),
    providerTransactions: new Table(s.providerTransactions, {
      reference: (t) => t.reference,
      accessCode: (t) => t.accessCode,
    }),
    sessions: new Table(s.sessions, { token: (s) => s.token, user: (s) => s.userId }),
    outbox: new Table(s.outbox, { to: (m) => m.to.toLowerCase() }),
    uploads: new Table(s.uploads),
  } satisfies Record<TableName, unknown>;
}

export type Db = ReturnType<typeof createDb>;
