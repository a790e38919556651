import { getApiBaseUrl } from '#src/api/client.ts';

/** Image URLs from the API may be paths on the API's origin (the mock's /__mock/media/…). */
export function mediaUrl(url: string | undefined): string {
  if (!url) return '';
  return url.startsWith('/') && !url.startsWith('//') ? `${getApiBaseUrl()}${url}` : url;
}
