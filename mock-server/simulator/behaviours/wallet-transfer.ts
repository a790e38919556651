import { eventKind, naira, peopleBehaviour } from './behaviour.ts';

export const walletTransfer = peopleBehaviour({
  name: 'a bank transfer into a wallet',
  does: 'money arrives in a wallet (the panel’s bank transfer, a script); the simulator’s own top-ups are not shown',
  when: { people: true, words: 'a person sends it' },
  event: eventKind({
    type: 'wallet-transfer',
    label: 'Transfer',
    badge: { background: '#e0f2fe', color: '#075985' },
    listed: 'bank transfers into a wallet',
    text: (e) => `Bank transfer of ${naira(e.amountKobo)} into ${e.buyer}'s wallet`,
  }),
});
