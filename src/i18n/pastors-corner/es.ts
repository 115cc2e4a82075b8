import type en from './en';

/** The Pastor's Corner page's Spanish text (see `../pastors-corner.ts`). */
export default {
  retry: { idle: 'Intentar de nuevo', busy: 'Intentando de nuevo...' },
  title: 'Rincón del Pastor',
  description: 'Libros recomendados, el blog, la librería y testimonios de nuestra familia de la iglesia.',
  banner:
    'Una palabra de nuestro pastor, lecturas recomendadas, el blog y testimonios de nuestra familia de la iglesia',
  tabsLabel: 'Secciones del Rincón del Pastor',
  tabs: { main: 'Escritorio del pastor', blog: 'Blog', bookstore: 'Librería', testimonies: 'Testimonios' },
  loadingDesk: 'Cargando el escritorio del pastor',
  deskError: 'No se pudo cargar el escritorio del pastor. Inténtelo de nuevo más tarde.',
  word: 'Palabra de aliento',
  verses: 'Versículos clave',
  books: 'Libros recomendados',
  loadingBooks: 'Cargando los libros recomendados',
  bookCover: (title: string) => `Portada de ${title}`,
  by: (author: string) => `de ${author}`,
  read: 'Leer',
  readPdf: (title: string) => `: ${title} (PDF, se abre en una pestaña nueva)`,
  bookstore: {
    loading: 'Cargando la librería',
    error: 'Error al cargar los libros: error desconocido',
    emptyTitle: 'Todavía no hay libros',
    emptyText: 'Estamos surtiendo la librería. Vuelva a visitarnos pronto.',
    buy: 'Comprar',
    newTab: (title: string) => `: ${title} (se abre en una pestaña nueva)`,
  },
} satisfies typeof en;
