import type en from './en';

/** The gallery pages' Spanish text (see `../gallery.ts`). */
export default {
  title: 'Galería de fotos',
  description:
    'Álbumes de fotos de nuestra familia de fe: el culto dominical, los ministerios, el alcance a la comunidad y momentos de comunión.',
  bannerText: 'Momentos de adoración, comunión y servicio de nuestra familia de fe',
  loadingAlbums: 'Cargando los álbumes de fotos',
  noAlbumsTitle: 'No hay álbumes de fotos',
  noAlbumsText: 'Todavía no se han agregado álbumes a la galería. ¡Vuelva a visitarnos pronto!',
  albums: 'Álbumes de fotos',
  coverAlt: (album: string) => `Foto de portada del álbum ${album}`,
  viewBefore: 'Ver el álbum',
  viewHidden: (album: string) => ` ${album}`,
  viewAfter: '',
  photoCount: { one: '# foto', many: '# de fotos', other: '# fotos' },
  albumDescription: (album: string) =>
    `Fotos de ${album}, un álbum de la galería de fotos de nuestra iglesia.`,
  gallery: 'Galería',
  backToAlbums: 'Volver a todos los álbumes',
  loadingPhotos: 'Cargando las fotos',
  noPhotosTitle: 'No hay fotos en este álbum',
  noPhotosText: 'Este álbum está vacío por ahora. ¡Vuelva a visitarnos pronto!',
  photosOf: (album: string) => `Fotos de ${album}`,
  openPhoto: (label: string) => `Abrir la foto: ${label}`,
  position: (number: number, total: number) => `Foto ${number} de ${total}`,
  previous: 'Anterior',
  next: 'Siguiente',
  close: 'Cerrar',
} satisfies typeof en;
