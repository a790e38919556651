// /profile/{userId}: the account page with the wallet and the vendor tools in their places (three
// features composed here, so that none of them imports another).
import { AccountPage } from '#src/features/account/account-page.tsx';
import { VendorTools } from '#src/features/vendor-tools/vendor-tools.tsx';
import { WalletPanel } from '#src/features/wallet/wallet-panel.tsx';

export function ProfilePage() {
  return (
    <AccountPage
      wallet={(props) => <WalletPanel {...props} />}
      vendorTools={(props) => <VendorTools {...props} />}
    />
  );
}
