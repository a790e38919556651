// /profile/{userId}: greeting, wallet, vendor tools and order tabs of the signed-in user.
// Signed-out visitors go to /signin.
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useSearch } from 'wouter';
import { accountTexts, tabFromSearch } from '#src/features/account/account-texts.ts';
import { OrderTabs } from '#src/features/account/order-tabs.tsx';
import { useAccountOrders } from '#src/features/account/use-account-orders.ts';
import { serverMessage } from '#src/features/auth/server-message.ts';
import { useSignedInUser } from '#src/features/auth/use-signed-in-user.ts';
import { VendorTools } from '#src/features/vendor-tools/vendor-tools.tsx';
import { WalletPanel } from '#src/features/wallet/wallet-panel.tsx';
import { isSessionExpired } from '#src/lib/session-expiry.ts';
import { sessionStore, setVendorFlag } from '#src/state/session.ts';
import '#src/features/account/account.css';

function AccountView({ userId }: { userId: string }) {
  const search = useSearch();
  const tab = tabFromSearch(search);
  const openUpload = new URLSearchParams(search).get('openUpload') === 'true';
  const session = useSnapshot(sessionStore);
  const firstname = String(session.userInfo?.firstname ?? session.userInfo?.user?.firstname ?? '');
  const orders = useAccountOrders(userId, tab);
  const isBusinessOwner = orders.data?.isBusinessOwner;
  useEffect(() => {
    if (isBusinessOwner !== undefined) setVendorFlag(isBusinessOwner);
  }, [isBusinessOwner]);
  return (
    <div className="account-page">
      <h1>{accountTexts.greeting(firstname)}</h1>
      <div className="account-page__top">
        <WalletPanel userId={userId} balance={orders.data?.bal} />
        <VendorTools
          userId={userId}
          isBusinessOwner={orders.data?.isBusinessOwner}
          openUpload={openUpload}
        />
      </div>
      <OrderTabs
        userId={userId}
        tab={tab}
        counts={orders.data?.counts}
        orders={orders.data?.orders}
        failure={
          orders.isError && !isSessionExpired(orders.error)
            ? {
                message: serverMessage(orders.error),
                retry: () => void orders.refetch(),
                retrying: orders.isFetching,
              }
            : null
        }
      />
    </div>
  );
}

export function AccountPage() {
  const userId = useSignedInUser();
  if (!userId) return null;
  return <AccountView userId={userId} />;
}
