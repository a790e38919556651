// Compile-time constants Vite writes into the bundle (`define` in vite.config.ts and
// src/demo/vite.demo.config.ts), so a build drops the branches it does not need.

/** The static demo build (npm run build:demo): the page answers the API itself (MSW). */
declare const __DEMO_BUILD__: boolean;
