import type en from './en';

/** The offline parts' Spanish text (see `../offline.ts`). */
export default {
  page: {
    title: (site: string) => `Sin conexión · ${site}`,
    heading: 'No tiene conexión',
    text: 'Esta página todavía no se ha guardado en este dispositivo. Se abrirá cuando vuelva a tener conexión.',
    home: 'Ir a la página de inicio',
    saved: 'Guardado para escuchar sin conexión',
    noneSaved:
      'Todavía no hay sermones guardados para escuchar sin conexión. En la página de un sermón, elija ‘Guardar para escuchar sin conexión’.',
  },
  install: {
    title: 'Instale la aplicación',
    withPrompt:
      'Agregue este sitio a su pantalla de inicio: se abre como una aplicación y funciona sin conexión.',
    steps:
      'Toque el botón Compartir y luego ‘Agregar a pantalla de inicio’: el sitio se abre como una aplicación y funciona sin conexión.',
    action: 'Instalar',
  },
  update: {
    title: 'Hay una nueva versión disponible',
    text: 'Vuelva a cargar la página para usarla.',
    action: 'Volver a cargar',
    actionLabel: 'Volver a cargar la página para usar la nueva versión',
  },
} satisfies typeof en;
