import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { preloadRoute } from './build/preload-route';

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    // Most visits start on the home page: fetch its code alongside the entry (decision 0006).
    preloadRoute([{ path: '/', module: 'src/app/routes/home.tsx' }]),
  ],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  build: { target: 'es2022', sourcemap: true },
});
