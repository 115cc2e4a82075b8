import { createBrowserRouter } from 'react-router-dom';

/**
 * Route table (spec §2). The only module that imports feature routes; every page is lazy.
 */
export const router = createBrowserRouter([
  {
    path: '/',
    lazy: async () => ({ Component: (await import('@/features/home/routes/home-route')).HomeRoute }),
  },
]);
