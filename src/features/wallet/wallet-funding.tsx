// Money in by bank transfer, apart from the balance and under its own heading: Fund wallet /
// Deposit with the generated account (and the mock-mode transfer helper), Create wallet with
// Ok/Cancel, the Wallet details toggle. Deposits are offered only where they serve (`canDeposit`:
// the wallet panel decides); otherwise only the account's details, saying what a transfer to it
// would (not) do.
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { useSearch } from 'wouter';
import { createWalletMutation } from '#src/api/wallet.ts';
import { Button } from '#src/components/button.tsx';
import { ConfirmDialog } from '#src/components/confirm-dialog.tsx';
import { LoadFailure } from '#src/components/load-failure.tsx';
import { SimulateTransferForm } from '#src/features/wallet/simulate-transfer-form.tsx';
import { useWalletAccount } from '#src/features/wallet/use-wallet-account.ts';
import { walletTexts } from '#src/features/wallet/wallet-texts.ts';
import { handFocusTo, useFocusHandoff } from '#src/lib/focus-handoff.ts';
import { actionFailure } from '#src/lib/server-message.ts';
import { texts } from '#src/lib/texts.ts';
import { notifyError } from '#src/lib/toast.ts';
import { useSendOnce } from '#src/lib/use-send-once.ts';
import { setWalletFlag } from '#src/state/session.ts';

const WALLET_FUND_FOCUS = 'wallet-fund';

/** `/profile/{id}?fund=wallet` (the checkout sheet's 'Fund wallet'): the deposit details open. */
const wantsFunding = (search: string) => new URLSearchParams(search).get('fund') === 'wallet';

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

/** One copy of the bank details, whichever of the two buttons opened them. */
function DepositBox({
  account,
  deposit,
  canDeposit,
  mockMode,
}: {
  account: { bank: string; accountNumber: string };
  deposit: boolean;
  canDeposit: boolean;
  mockMode: boolean;
}) {
  return (
    <div className="wallet-deposit">
      <AccountLines bank={account.bank} accountNumber={account.accountNumber} />
      {deposit ? (
        <>
          <p>{walletTexts.depositHelp}</p>
          {mockMode ? <SimulateTransferForm accountNumber={account.accountNumber} /> : null}
        </>
      ) : null}
      {!canDeposit ? <p>{walletTexts.detailsNoDeposit}</p> : null}
    </div>
  );
}

/**
 * `?fund=wallet` (the checkout sheet's 'Fund wallet'), once: with an account, `openFunding`; with
 * none yet, the returned ref's Create wallet takes the focus (the way to fund starts there).
 */
function useFundFromLink({
  canDeposit,
  account,
  missing,
  openFunding,
}: {
  canDeposit: boolean;
  account: ReturnType<typeof useWalletAccount>['account'];
  missing: boolean;
  openFunding: () => void;
}): RefObject<HTMLButtonElement | null> {
  const fundAsked = wantsFunding(useSearch());
  const fundOpened = useRef(false);
  const createRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!fundAsked || !canDeposit || fundOpened.current) return;
    if (account) {
      fundOpened.current = true;
      openFunding();
    } else if (missing) {
      // No account yet: the way to fund starts with Create wallet.
      fundOpened.current = true;
      createRef.current?.focus();
    }
  }, [fundAsked, account, missing, canDeposit, openFunding]);
  return createRef;
}

/** Create wallet, asked first (Ok / Cancel); once it is made, `onCreated`. */
function useCreateWallet(userId: string, onCreated: () => void) {
  const [confirming, setConfirming] = useState(false);
  const create = useSendOnce(createWalletMutation(userId));
  const confirm = () => {
    setConfirming(false);
    create.send(undefined, {
      onSuccess: () => {
        setWalletFlag(true);
        onCreated();
      },
      onError: (error) => notifyError(actionFailure(error, () => texts.somethingWentWrong)),
    });
  };
  return {
    confirming,
    ask: () => setConfirming(true),
    cancel: () => setConfirming(false),
    confirm,
    busy: create.busy,
  };
}

/** With an account: 'Fund wallet / Deposit' (where deposits serve) and the Wallet details toggle. */
function AccountButtons({
  canDeposit,
  fundRef,
  showDeposit,
  onToggleDeposit,
  showDetails,
  onToggleDetails,
}: {
  canDeposit: boolean;
  fundRef: RefObject<HTMLButtonElement | null>;
  showDeposit: boolean;
  onToggleDeposit: () => void;
  showDetails: boolean;
  onToggleDetails: () => void;
}) {
  return (
    <>
      {canDeposit ? (
        <Button ref={fundRef} aria-expanded={showDeposit} onClick={onToggleDeposit}>
          {walletTexts.fund}
        </Button>
      ) : null}
      <Button variant="secondary" aria-expanded={showDetails} onClick={onToggleDetails}>
        {showDetails ? walletTexts.hideDetails : walletTexts.details}
      </Button>
    </>
  );
}

export interface WalletFundingProps {
  userId: string;
  /** Money sent in would serve (a store's refunds, a buyer's orders). */
  canDeposit: boolean;
  isBusinessOwner: boolean | undefined;
  mockMode: boolean;
}

export function WalletFunding({
  userId,
  canDeposit,
  isBusinessOwner,
  mockMode,
}: WalletFundingProps) {
  const { account, loading, missing, failed, retry, retrying } = useWalletAccount(userId);
  const [showDeposit, setShowDeposit] = useState(false);
  const [showDetails, setShowDetails] = useState(false);
  const fundRef = useFocusHandoff<HTMLButtonElement>(WALLET_FUND_FOCUS);
  // The deposit details open and 'Fund wallet / Deposit' (in place of 'Create wallet' after a
  // creation) takes the focus.
  const openFunding = useCallback(() => {
    setShowDeposit(true);
    handFocusTo(WALLET_FUND_FOCUS);
  }, []);
  const createRef = useFundFromLink({ canDeposit, account, missing, openFunding });
  const creation = useCreateWallet(userId, openFunding);

  return (
    <>
      {account || (missing && canDeposit) || failed ? (
        <section className="wallet-panel__fund" aria-labelledby="wallet-fund-title">
          <h3 id="wallet-fund-title">
            {canDeposit ? walletTexts.fundTitle : walletTexts.accountTitle}
          </h3>
          <div className="wallet-panel__actions">
            {account ? (
              <AccountButtons
                canDeposit={canDeposit}
                fundRef={fundRef}
                showDeposit={showDeposit}
                onToggleDeposit={() => setShowDeposit((v) => !v)}
                showDetails={showDetails}
                onToggleDetails={() => setShowDetails((v) => !v)}
              />
            ) : null}
            {missing && canDeposit ? (
              <Button
                ref={createRef}
                onClick={creation.ask}
                loading={creation.busy}
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
            <DepositBox
              account={account}
              deposit={showDeposit && canDeposit}
              canDeposit={canDeposit}
              mockMode={mockMode}
            />
          ) : null}
        </section>
      ) : null}
      <ConfirmDialog
        open={creation.confirming}
        title={walletTexts.createWallet}
        message={isBusinessOwner ? walletTexts.confirmCreateVendor : walletTexts.confirmCreateBuyer}
        cancelLabel={walletTexts.cancel}
        confirmLabel={walletTexts.ok}
        onCancel={creation.cancel}
        onConfirm={creation.confirm}
      />
    </>
  );
}
