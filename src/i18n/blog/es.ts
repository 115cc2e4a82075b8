import type en from './en';

/** The blog's Spanish text (see `../blog.ts`). */
export default {
  title: 'Blog',
  description: 'Artículos del Rincón del Pastor: reflexiones, enseñanza y noticias de nuestra iglesia.',
  banner: 'Blog del pastor',
  bannerText: 'Reflexiones, enseñanza y noticias de nuestros pastores',
  pastorsCorner: 'Rincón del Pastor',
  loading: 'Cargando las publicaciones del blog',
  emptyTitle: 'Todavía no hay publicaciones',
  emptyText: 'Vuelva pronto para leer palabras de nuestro pastor.',
  latest: 'Lo más reciente del blog',
  viewAll: 'Ver todas las publicaciones',
  cover: (title: string) => `Imagen de portada de ${title}`,
  readMore: 'Leer más',
  readMoreAbout: (title: string) => ` sobre ${title}`,
  back: 'Volver al blog',
  notPublished: 'Todavía no se ha publicado',
  tags: 'Etiquetas',
  neverMiss: 'No se pierda ninguna publicación:',
  loadingPost: 'Cargando la publicación',
  loadError: 'No se pudo cargar esta publicación. Inténtelo de nuevo más tarde.',
  notFound: 'Publicación no encontrada',
  notFoundText: 'La publicación que busca no existe o todavía no se ha publicado.',
  feed: {
    label: 'Canal RSS',
    title: 'Canal del blog',
    intro: 'Siga el blog del pastor en su lector de canales.',
    name: 'Publicaciones del blog',
    open: 'Abrir el canal',
    alternate: (church: string) => `Blog de ${church}`,
  },
} satisfies typeof en;
