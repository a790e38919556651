// /profile/{userId}: greeting, wallet, vendor tools and order tabs of the signed-in user.
// Signed-out visitors go to /signin. The wallet and the vendor tools are other features: the app
// puts them in their places (src/app/profile-page.tsx), fed from this page's orders list.
import { type ReactNode, useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useSearch } from 'wouter';
import { accountTexts, tabFromSearch } from '#src/features/account/account-texts.ts';
import { OrderTabs } from '#src/features/account/order-tabs.tsx';
import { useAccountOrders } from '#src/features/account/use-account-orders.ts';
import { useOrderNews } from '#src/features/account/use-order-news.ts';
import { isConnectionFailure } from '#src/lib/connection.ts';
import { serverMessage } from '#src/lib/server-message.ts';
import { isSessionExpired } from '#src/lib/session-expiry.ts';
import { sessionStore, setVendorFlag } from '#src/state/session.ts';
import { useSignedInUser } from '#src/state/use-signed-in-user.ts';
import '#src/features/account/account.css';

/** What the account page hands the wallet and the vendor tools. */
export interface AccountSlots {
  wallet: (props: {
    userId: string;
    balance: number | undefined;
    isBusinessOwner: boolean | undefined;
    /** The API can pay orders from the balance (the mock's `walletPays`). */
    walletPays: boolean;
  }) => ReactNode;
  vendorTools: (props: {
    userId: string;
    /** undefined while the orders list (which says it) is loading. */
    isBusinessOwner: boolean | undefined;
    openUpload: boolean;
    openPost: boolean;
  }) => ReactNode;
}

function AccountView({ userId, slots }: { userId: string; slots: AccountSlots }) {
  const search = useSearch();
  const tab = tabFromSearch(search);
  const openUpload = new URLSearchParams(search).get('openUpload') === 'true';
  const openPost = new URLSearchParams(search).get('openPost') === 'true';
  const session = useSnapshot(sessionStore);
  const firstname = String(session.userInfo?.firstname ?? session.userInfo?.user?.firstname ?? '');
  const orders = useAccountOrders(userId, tab);
  useOrderNews(userId);
  const isBusinessOwner = orders.data?.isBusinessOwner;
  useEffect(() => {
    if (isBusinessOwner !== undefined) setVendorFlag(isBusinessOwner);
  }, [isBusinessOwner]);
  return (
    <div className="account-page">
      <h1>{accountTexts.greeting(firstname)}</h1>
      <div className="account-page__top">
        {slots.wallet({
          userId,
          balance: orders.data?.bal,
          isBusinessOwner,
          walletPays: orders.data?.walletPays === true,
        })}
        {slots.vendorTools({ userId, isBusinessOwner, openUpload, openPost })}
      </div>
      <OrderTabs
        userId={userId}
        tab={tab}
        counts={orders.data?.counts}
        orders={orders.data?.orders}
        failure={
          // What was shown stays on a failed refetch; no answer at all is the shell's to say.
          orders.data === undefined &&
          orders.isError &&
          !isSessionExpired(orders.error) &&
          !isConnectionFailure(orders.error)
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

export function AccountPage(slots: AccountSlots) {
  const userId = useSignedInUser();
  if (!userId) return null;
  return <AccountView userId={userId} slots={slots} />;
}
