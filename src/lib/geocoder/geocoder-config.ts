export interface GeocoderEnv {
  VITE_API_URL?: string;
  VITE_GEOCODER_URL?: string;
}

const PUBLIC_NOMINATIM_HOST = 'nominatim.openstreetmap.org';

/** `VITE_GEOCODER_URL`, else the mock's emulation at `${VITE_API_URL}/__mock/geo`; no trailing slash. */
export function geocoderBaseUrl(env: GeocoderEnv): string {
  const configured = env.VITE_GEOCODER_URL?.trim();
  const base = configured || `${(env.VITE_API_URL ?? '').trim().replace(/\/+$/, '')}/__mock/geo`;
  return base.replace(/\/+$/, '');
}

/** The public OpenStreetMap server: 1 request per second, no search-as-you-type bursts. */
export function isPublicNominatim(baseUrl: string): boolean {
  try {
    return new URL(baseUrl, 'http://localhost').hostname === PUBLIC_NOMINATIM_HOST;
  } catch {
    return false;
  }
}
