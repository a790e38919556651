// The generated wallet account: a 404 means "no wallet yet"; other failures say
// 'something went wrong' (one toast) and the panel offers a Retry.
import { useQuery } from '@tanstack/react-query';
import { isApiError } from '#src/api/client.ts';
import { walletQueries } from '#src/api/wallet.ts';
import { isSessionExpired } from '#src/lib/session-expiry.ts';
import { texts } from '#src/lib/texts.ts';
import { useFailureToast } from '#src/lib/use-failure-toast.ts';

export function useWalletAccount(userId: string) {
  const query = useQuery({ ...walletQueries.account(userId), retry: false });
  const missing = query.isError && isApiError(query.error) && query.error.status === 404;
  const failed = query.isError && !missing && !isSessionExpired(query.error);
  useFailureToast(
    { isError: failed, error: query.error, errorUpdatedAt: query.errorUpdatedAt },
    texts.somethingWentWrong,
  );
  return {
    account: query.data ?? null,
    loading: query.isPending,
    missing,
    failed,
    retry: () => void query.refetch(),
    retrying: query.isFetching,
  };
}
