import type en from './en';

/** The 404 page's Spanish text (see `../not-found.ts`). */
export default {
  title: 'Página no encontrada',
  text: 'Lo sentimos, la página que busca no existe o se ha cambiado de lugar.',
  goHome: 'Ir al inicio',
  goBack: 'Volver',
} satisfies typeof en;
