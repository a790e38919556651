import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The mock API (npm run mock) listens on 4010 by default; `npm run dev` proxies to it so the
// client can use same-origin URLs. Set VITE_API_URL to talk to another backend instead.
const mockTarget = process.env.MOCK_URL ?? 'http://localhost:4010';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 3000,
    strictPort: true,
    proxy: {
      '/api': { target: mockTarget, changeOrigin: true },
      '/__mock': { target: mockTarget, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
  },
});
