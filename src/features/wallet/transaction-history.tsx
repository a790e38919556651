// 'Transaction History' dropdown: each record as money in or out — a sign and a word, not colour
// only — with one line saying what it was (names cut as the spec says: business 20, buyer 7 + '...'
// over 9), and its date; 'your history is empty' when there is nothing. While open it is read
// again as often as the balance (the API has no push), so a transfer shows without reopening.
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { dayStamp } from '#shared/day-time.ts';
import { isApiError } from '#src/api/client.ts';
import { transactionQueries } from '#src/api/transactions.ts';
import { buttonClass } from '#src/components/button.tsx';
import { QueryLoadFailure } from '#src/components/load-failure.tsx';
import { Money } from '#src/components/money.tsx';
import { Spinner } from '#src/components/spinner.tsx';
import { describeTransaction } from '#src/features/wallet/transaction-meaning.ts';
import { WALLET_LIVE_MS } from '#src/features/wallet/use-live-balance.ts';
import { walletTexts } from '#src/features/wallet/wallet-texts.ts';
import { serverMessage } from '#src/lib/server-message.ts';
import { texts } from '#src/lib/texts.ts';

/** The API answers an empty history with 404 `{ message: 'no transactions' }`. */
function isNoHistory(error: unknown): boolean {
  return isApiError(error) && error.status === 404 && error.message === 'no transactions';
}

function HistoryList({ userId }: { userId: string }) {
  const query = useQuery({
    ...transactionQueries.history(userId),
    retry: false,
    refetchInterval: WALLET_LIVE_MS,
    refetchOnWindowFocus: 'always',
  });
  if (query.isError && isNoHistory(query.error)) return <p>{texts.historyEmpty}</p>;
  // What was shown stays on a failed refetch; a failure shows only where nothing was.
  if (query.data === undefined) {
    return query.isError ? (
      <QueryLoadFailure message={serverMessage(query.error)} query={query} />
    ) : (
      <Spinner size="small" label={walletTexts.history} />
    );
  }
  if (query.data.length === 0) return <p>{texts.historyEmpty}</p>;
  return (
    <ul className="wallet-history__list">
      {query.data.map((tx, index) => {
        const { direction, meaning } = describeTransaction(tx, userId);
        const credit = direction === 'credit';
        return (
          <li key={tx._id ?? `${tx.createdAt}-${index}`} className="wallet-tx">
            <span className="wallet-tx__meaning">{meaning}</span>{' '}
            <time className="wallet-tx__date" dateTime={tx.createdAt}>
              {dayStamp(tx.createdAt)}
            </time>{' '}
            <span className="wallet-tx__kind">
              {credit ? walletTexts.credit : walletTexts.debit}
            </span>{' '}
            <span className={`wallet-tx__amount wallet-tx__amount--${direction}`}>
              {credit ? '+' : '−'}
              <Money naira={tx.amount} />
            </span>
          </li>
        );
      })}
    </ul>
  );
}

export function TransactionHistory({ userId }: { userId: string }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggleId = useId();
  return (
    <div className="wallet-history">
      <button
        type="button"
        id={toggleId}
        className={buttonClass('ghost', 'medium')}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {walletTexts.history} <span aria-hidden="true">{open ? '▴' : '▾'}</span>
      </button>
      <section id={panelId} hidden={!open} aria-labelledby={toggleId}>
        {open ? <HistoryList userId={userId} /> : null}
      </section>
    </div>
  );
}
