import type en from './en';

/** The home page's Spanish text (see `../home.ts`). */
export default {
  title: 'Inicio',
  description:
    'Una familia de fe en Indianápolis: cultos, próximos eventos, sermones, oración y maneras de conectarse.',
  heroLoading: 'Cargando…',
  pauseVideo: 'Pausar el video de fondo',
  playVideo: 'Reproducir el video de fondo',
  pauseTicker: 'Pausar la cinta de horarios de culto',
  playTicker: 'Reanudar la cinta de horarios de culto',
  heroTitle: 'Bienvenidos a nuestra iglesia',
  heroText:
    'Una familia de fe que busca un avivamiento apostólico mundial con excelencia. Venga a crecer con nosotros y a servir a nuestra comunidad.',
  learnAboutUs: 'Conózcanos',
  watchLive: 'Ver en vivo',
  welcomeTitle: 'Una familia de fe para cada etapa de la vida',
  visionBefore: 'Nuestra visión es un ',
  vision: 'avivamiento apostólico mundial con excelencia',
  visionAfter:
    ': vidas transformadas por el evangelio, hogares llenos de oración y una iglesia que lleva la presencia de Dios a cada área de la vida.',
  welcomeText:
    'Dondequiera que esté en su camino, aquí hay un lugar para usted. Venga a crecer en la fe con nosotros por medio de la adoración, la Palabra y la comunión, y acompáñenos a servir a nuestra comunidad con el amor de Cristo.',
  missionLink: 'Nuestra misión y mandato',
  eventsTitle: 'Próximos eventos',
  eventsIntro: 'Acompáñenos en la adoración, la comunión y el alcance a la comunidad.',
  eventsLoading: 'Cargando los próximos eventos',
  eventsFailed: 'No se pudieron cargar los próximos eventos',
  retry: { idle: 'Intentar de nuevo', busy: 'Intentando de nuevo...' },
  eventsEmptyTitle: 'No hay próximos eventos',
  eventsEmptyText: 'Por ahora no hay eventos programados. ¡Vuelva a visitarnos pronto!',
  allEvents: 'Ver todos los eventos',
  eventCard: {
    cover: (title: string) => `Imagen de portada de ${title}`,
    noDescription: 'Pronto habrá más detalles',
    viewDetails: 'Ver detalles',
    viewDetailsFor: (title: string) => ` de ${title}`,
  },
  supportTitle: 'Apoye nuestro ministerio',
  supportText:
    'Su generosidad nos ayuda a llevar el evangelio a nuestra ciudad y a las naciones, a cuidar de las familias necesitadas y a edificar un hogar donde cada generación pueda crecer en la fe.',
  giveNow: 'Donar ahora',
  testimonialsTitle: 'Lo que dice nuestra comunidad',
  connectTitle: 'Visítenos o comuníquese con nosotros',
  connectIntro: 'Nos encantaría recibirle en persona o saber de usted por internet.',
  contactDetails: 'Datos de contacto',
  serviceTimes: 'Horarios de culto',
  followUs: 'Síganos',
  sendMessage: 'Envíenos un mensaje',
  mapTitle: 'Mapa con la ubicación de la iglesia',
  prayerTitle: '¿Necesita oración?',
  prayerIntro:
    'No tiene que cargarlo solo. Comparta su petición de oración con nuestro equipo de oración y estaremos a su lado en la fe.',
  prayerButton: 'Enviar una petición de oración',
  newsletterTitle: 'Manténgase en contacto',
  newsletterIntro:
    'Suscríbase a nuestro boletín para recibir noticias de los cultos, los próximos eventos y ánimo para su semana.',
  newsletterLoading: 'Cargando el formulario del boletín',
} satisfies typeof en;
