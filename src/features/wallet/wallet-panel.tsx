// Account wallet: balance (`bal` of the orders list, read again while shown), what it is for and
// that it cannot be paid out (no API has a payout call: said in words, not a dead CashOut button),
// then apart, under its own heading, money in by bank transfer: Fund wallet / Deposit with the
// generated account (and the mock-mode transfer helper), Create wallet with Ok/Cancel, Wallet
// details toggle; Transaction History. Deposits are offered only to whom they serve: a store
// (refunds are paid from its balance) and a buyer whose balance pays orders (wallet checkout, or
// the mock's wallet payment: `walletPays`). Where the balance only holds refunds (the hosted API),
// it says so, and nothing invites more money into it.

import { useQuery } from '@tanstack/react-query';
import { walletQueries } from '#src/api/wallet.ts';
import { Money } from '#src/components/money.tsx';
import { isMockMode } from '#src/config/mock-mode.ts';
import { TransactionHistory } from '#src/features/wallet/transaction-history.tsx';
import { useLiveBalance } from '#src/features/wallet/use-live-balance.ts';
import { WalletFunding } from '#src/features/wallet/wallet-funding.tsx';
import { walletTexts } from '#src/features/wallet/wallet-texts.ts';
import '#src/features/wallet/wallet.css';

/** What the balance is for, by who reads it and how orders are paid (null while unknown). */
function balanceMeaning(
  isBusinessOwner: boolean | undefined,
  checkout: 'card' | 'wallet' | undefined,
  walletPays: boolean,
): string | null {
  if (isBusinessOwner)
    return walletPays ? walletTexts.vendorMeaningSpends : walletTexts.vendorMeaning;
  if (checkout === 'wallet') return walletTexts.buyerWalletMeaning;
  if (checkout === 'card')
    return walletPays ? walletTexts.buyerCardMeaningSpends : walletTexts.buyerCardMeaning;
  return null;
}

export interface WalletPanelProps {
  userId: string;
  /** Naira, the `bal` of the orders list. */
  balance: number | undefined;
  /** A store owner's balance is their earnings; a buyer's holds refunds and transfers. */
  isBusinessOwner?: boolean;
  /** The API can pay orders from the balance (the orders list's mock-only `walletPays`). */
  walletPays?: boolean;
  mockMode?: boolean;
}

export function WalletPanel({
  userId,
  balance,
  isBusinessOwner,
  walletPays = false,
  mockMode = isMockMode(),
}: WalletPanelProps) {
  const checkout = useQuery(walletQueries.checkoutMode(mockMode));
  const liveBalance = useLiveBalance(userId);
  const shownBalance = liveBalance ?? balance;
  // Unknown (still loading) counts as no: no invitation flashes up and goes.
  const canDeposit =
    isBusinessOwner === true ||
    (isBusinessOwner === false && (checkout.data === 'wallet' || walletPays));
  const meaning = balanceMeaning(isBusinessOwner, checkout.data, walletPays);
  return (
    <section className="wallet-panel" aria-labelledby="wallet-title">
      <h2 id="wallet-title">{walletTexts.balance}</h2>
      <p className="wallet-panel__balance" aria-live="polite">
        {shownBalance === undefined ? '…' : <Money naira={shownBalance} />}
      </p>
      {meaning && isBusinessOwner !== undefined ? (
        <p className="wallet-panel__meaning">{meaning}</p>
      ) : null}
      {isBusinessOwner !== undefined ? (
        <p className="wallet-panel__note">
          {isBusinessOwner ? walletTexts.vendorNoPayout : walletTexts.buyerNoPayout}
        </p>
      ) : null}
      <WalletFunding
        userId={userId}
        canDeposit={canDeposit}
        isBusinessOwner={isBusinessOwner}
        mockMode={mockMode}
      />
      <TransactionHistory userId={userId} />
    </section>
  );
}
