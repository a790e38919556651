// Account wallet: balance (`bal` of the orders list, read again while shown), what it is for and
// that it cannot be paid out (no API has a payout call: said in words, not a dead CashOut button),
// then apart, under its own heading, money in by bank transfer: Fund wallet / Deposit with the
// generated account (and the mock-mode transfer helper), Create wallet with Ok/Cancel, Wallet
// details toggle; Transaction History. Deposits are offered only to whom they serve: a store
// (refunds are paid from its balance) and a buyer whose balance pays orders (wallet checkout, or
// the mock's wallet payment: `walletPays`). Where the balance only holds refunds (the hosted API),
// it says so, and nothing invites more money into it.

import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useSearch } from 'wouter';
import { createWalletMutation, walletQueries } from '#src/api/wallet.ts';
import { Button } from '#src/components/button.tsx';
import { ConfirmDialog } from '#src/components/confirm-dialog.tsx';
import { LoadFailure } from '#src/components/load-failure.tsx';
import { Money } from '#src/components/money.tsx';
import { isMockMode } from '#src/config/mock-mode.ts';
import { SimulateTransferForm } from '#src/features/wallet/simulate-transfer-form.tsx';
import { TransactionHistory } from '#src/features/wallet/transaction-history.tsx';
import { useLiveBalance } from '#src/features/wallet/use-live-balance.ts';
import { useWalletAccount } from '#src/features/wallet/use-wallet-account.ts';
import { walletTexts } from '#src/features/wallet/wallet-texts.ts';
import { handFocusTo, useFocusHandoff } from '#src/lib/focus-handoff.ts';
import { actionFailure } from '#src/lib/server-message.ts';
import { texts } from '#src/lib/texts.ts';
import { notifyError } from '#src/lib/toast.ts';
import { useSendOnce } from '#src/lib/use-send-once.ts';
import { setWalletFlag } from '#src/state/session.ts';
import '#src/features/wallet/wallet.css';

const WALLET_FUND_FOCUS = 'wallet-fund';

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

/** `/profile/{id}?fund=wallet` (the checkout sheet's 'Fund wallet'): the deposit details open. */
const wantsFunding = (search: string) => new URLSearchParams(search).get('fund') === 'wallet';

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

function AccountLines({ bank, accountNumber }: { bank: string; accountNumber: string }) {
  return (
    <dl className="wallet-account">
      <dt>{walletTexts.bank}</dt>
      <dd>{bank}</dd>
      <dt>{walletTexts.accountNumber}</dt>
      <dd>{accountNumber}</dd>
    </dl>
  );
}

export function WalletPanel({
  userId,
  balance,
  isBusinessOwner,
  walletPays = false,
  mockMode = isMockMode(),
}: WalletPanelProps) {
  const { account, loading, missing, failed, retry, retrying } = useWalletAccount(userId);
  const checkout = useQuery(walletQueries.checkoutMode(mockMode));
  const liveBalance = useLiveBalance(userId);
  const shownBalance = liveBalance ?? balance;
  // Unknown (still loading) counts as no: no invitation flashes up and goes.
  const canDeposit =
    isBusinessOwner === true ||
    (isBusinessOwner === false && (checkout.data === 'wallet' || walletPays));
  const meaning = balanceMeaning(isBusinessOwner, checkout.data, walletPays);
  const [confirming, setConfirming] = useState(false);
  const [showDeposit, setShowDeposit] = useState(false);
  const [showDetails, setShowDetails] = useState(false);
  const create = useSendOnce(createWalletMutation(userId));
  const fundRef = useFocusHandoff<HTMLButtonElement>(WALLET_FUND_FOCUS);
  const fundAsked = wantsFunding(useSearch());
  const fundOpened = useRef(false);
  const createRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!fundAsked || !canDeposit || fundOpened.current) return;
    if (account) {
      fundOpened.current = true;
      setShowDeposit(true);
      handFocusTo(WALLET_FUND_FOCUS);
    } else if (missing) {
      // No account yet: the way to fund starts with Create wallet.
      fundOpened.current = true;
      createRef.current?.focus();
    }
  }, [fundAsked, account, missing, canDeposit]);

  const onCreate = () => {
    setConfirming(false);
    create.send(undefined, {
      onSuccess: () => {
        setWalletFlag(true);
        setShowDeposit(true);
        // 'Fund wallet / Deposit' has replaced 'Create wallet': it takes the focus.
        handFocusTo(WALLET_FUND_FOCUS);
      },
      onError: (error) => notifyError(actionFailure(error, () => texts.somethingWentWrong)),
    });
  };

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
      {account || (missing && canDeposit) || failed ? (
        <section className="wallet-panel__fund" aria-labelledby="wallet-fund-title">
          <h3 id="wallet-fund-title">
            {canDeposit ? walletTexts.fundTitle : walletTexts.accountTitle}
          </h3>
          <div className="wallet-panel__actions">
            {account ? (
              <>
                {canDeposit ? (
                  <Button
                    ref={fundRef}
                    aria-expanded={showDeposit}
                    onClick={() => setShowDeposit((v) => !v)}
                  >
                    {walletTexts.fund}
                  </Button>
                ) : null}
                <Button
                  variant="secondary"
                  aria-expanded={showDetails}
                  onClick={() => setShowDetails((v) => !v)}
                >
                  {showDetails ? walletTexts.hideDetails : walletTexts.details}
                </Button>
              </>
            ) : null}
            {missing && canDeposit ? (
              <Button
                ref={createRef}
                onClick={() => setConfirming(true)}
                loading={create.busy}
                busyLabel={walletTexts.creating}
              >
                {walletTexts.createWallet}
              </Button>
            ) : null}
          </div>
          {missing && !loading && canDeposit ? (
            // Not the spec's 'you do not have wallet to show' under a balance: what an account is for.
            <p>{isBusinessOwner ? walletTexts.vendorNoAccount : walletTexts.buyerNoAccount}</p>
          ) : null}
          {failed ? (
            <LoadFailure message={texts.somethingWentWrong} onRetry={retry} retrying={retrying} />
          ) : null}
          {account && (showDeposit || showDetails) ? (
            // One copy of the bank details, whichever of the two buttons opened them.
            <div className="wallet-deposit">
              <AccountLines bank={account.bank} accountNumber={account.accountNumber} />
              {showDeposit && canDeposit ? (
                <>
                  <p>{walletTexts.depositHelp}</p>
                  {mockMode ? <SimulateTransferForm accountNumber={account.accountNumber} /> : null}
                </>
              ) : null}
              {!canDeposit ? <p>{walletTexts.detailsNoDeposit}</p> : null}
            </div>
          ) : null}
        </section>
      ) : null}
      <TransactionHistory userId={userId} />
      <ConfirmDialog
        open={confirming}
        title={walletTexts.createWallet}
        message={isBusinessOwner ? walletTexts.confirmCreateVendor : walletTexts.confirmCreateBuyer}
        cancelLabel={walletTexts.cancel}
        confirmLabel={walletTexts.ok}
        onCancel={() => setConfirming(false)}
        onConfirm={onCreate}
      />
    </section>
  );
}
