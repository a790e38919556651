// wouter imports `use-sync-external-store/shim`, the polyfill for React < 18. On React 18+ the shim
// only re-exports React's own hook, so vite.config.ts points that import here and the polyfill's
// code stays out of the bundle.
export { useSyncExternalStore } from 'react';
