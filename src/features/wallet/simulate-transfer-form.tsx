// Mock mode only, clearly labelled: credits the wallet account through the control API.
import { type FormEvent, useState } from 'react';
import { formatNairaAmount, nairaToKobo } from '#shared/money.ts';
import { simulateTransferMutation } from '#src/api/wallet.ts';
import { Button } from '#src/components/button.tsx';
import { walletTexts } from '#src/features/wallet/wallet-texts.ts';
import { notifyFailure } from '#src/lib/server-message.ts';
import { notifySuccess } from '#src/lib/toast.ts';
import { useSendOnce } from '#src/lib/use-send-once.ts';

export function SimulateTransferForm({ accountNumber }: { accountNumber: string }) {
  const [amount, setAmount] = useState('5000');
  const kobo = nairaToKobo(Number(amount));
  const transfer = useSendOnce(simulateTransferMutation(accountNumber));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (kobo <= 0) return;
    transfer.send(kobo, {
      onSuccess: ({ balance }) => notifySuccess(walletTexts.simulated(formatNairaAmount(balance))),
      onError: notifyFailure,
    });
  };
  return (
    <form className="wallet-simulate" onSubmit={onSubmit} aria-label={walletTexts.simulateTitle}>
      <p className="wallet-simulate__title">{walletTexts.simulateTitle}</p>
      <p>{walletTexts.simulateNote}</p>
      <label>
        {walletTexts.simulateAmount}
        <input
          type="number"
          inputMode="numeric"
          min={1}
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
        />
      </label>
      <Button
        type="submit"
        variant="secondary"
        loading={transfer.busy}
        busyLabel={walletTexts.simulating}
        disabled={kobo <= 0}
      >
        {walletTexts.simulate}
      </Button>
    </form>
  );
}
