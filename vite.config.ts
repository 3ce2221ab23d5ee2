import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The operations console's code and the libraries only it uses (antd, its icons and components, recharts). */
const CONSOLE_MODULE =
  /\/src\/web\/(admin|api\/admin)\/|\/src\/contract\/admin|\/node_modules\/(antd|@ant-design|@rc-component|recharts)\//;

export default defineConfig({
  root: 'src/web',
  plugins: [react()],
  resolve: {
    alias: {
      // antd-mobile's React 18 renderer is never used (phone/setup.ts sets createRoot's): leave its code out.
      'rc-util/lib/React/render': fileURLToPath(new URL('src/web/phone/antd-mobile-legacy-render.ts', import.meta.url)),
    },
  },
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    target: 'es2020',
    assetsInlineLimit: 0,
    rollupOptions: {
      output: {
        // Chunks holding console code are named admin-*: the phone and marketing pages must never ask for one
        // (tests/e2e/support/shared-suites.ts checks it in the browser).
        chunkFileNames: (chunk) =>
          chunk.moduleIds.some((id) => CONSOLE_MODULE.test(id)) && !chunk.name.startsWith('admin')
            ? 'assets/admin-[name]-[hash].js'
            : 'assets/[name]-[hash].js',
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
});
