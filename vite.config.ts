import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { preloadRoute } from './build/preload-route';
import { parseEnv } from './src/lib/env-schema';

export default defineConfig(({ command, mode }) => {
  // A production build without a valid Supabase URL and public key would ship a site that cannot
  // start, and one with a secret key (sb_secret_…, the service-role JWT, in any VITE_ variable)
  // would publish it: fail here, with the message the browser would show (src/lib/env-schema.ts).
  if (command === 'build') parseEnv(loadEnv(mode, import.meta.dirname, 'VITE_'));
  return {
    plugins: [
      react(),
      tailwindcss(),
      // Most visits start on the home page: fetch its code alongside the entry (decision 0006).
      preloadRoute([{ path: '/', module: 'src/app/routes/home.tsx' }]),
    ],
    resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
    server: { host: '127.0.0.1', port: 5173, strictPort: true },
    preview: { host: '127.0.0.1', port: 4173, strictPort: true },
    build: {
      target: 'es2022',
      sourcemap: true,
      // Images stay image requests: inlined as data URLs they would count as JavaScript of the
      // first visit (decision 0006).
      assetsInlineLimit: (file: string) => (file.endsWith('.svg') ? false : undefined),
    },
  };
});
