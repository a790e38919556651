// The generated wallet account: a 404 means "no wallet yet"; other failures say
// 'something went wrong'.
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isApiError } from '#src/api/client.ts';
import { walletQueries } from '#src/api/wallet.ts';
import { texts } from '#src/lib/texts.ts';
import { notifyError } from '#src/lib/toast.ts';

export function useWalletAccount(userId: string) {
  const query = useQuery({ ...walletQueries.account(userId), retry: false });
  const missing = query.isError && isApiError(query.error) && query.error.status === 404;
  const failed = query.isError && !missing;
  useEffect(() => {
    if (failed) notifyError(texts.somethingWentWrong);
  }, [failed]);
  return { account: query.data ?? null, loading: query.isPending, missing };
}
