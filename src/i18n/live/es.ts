import type en from './en';

/** The live page's Spanish text (see `../live.ts`). */
export default {
  title: 'Ver en vivo',
  description:
    'Adore con nosotros por internet: vea el culto en vivo, sepa cuándo empieza el próximo culto y únase a las salas de reunión en línea.',
  banner: 'Acompáñenos en los cultos por internet, dondequiera que esté',
  notify: 'Avisarme cuando estemos en vivo',
  notifyOn: 'Recibirá una notificación cuando estemos en vivo.',
  player: 'Transmisión en vivo',
  details: 'Detalles del culto',
  unavailable: 'Transmisión en vivo no disponible',
  unavailableText:
    'No se pudo cargar la transmisión en vivo. Inténtelo de nuevo más tarde o visite directamente nuestro canal de YouTube.',
  channel: 'Visite nuestro canal de YouTube',
  newTab: ' (se abre en una pestaña nueva)',
  liveNow: 'En vivo ahora',
  nextIn: (wait: string) => `Próximo culto en ${wait}`,
  connect: 'Comuníquese con nosotros',
  connectText: 'Vea cultos anteriores en nuestro canal o envíenos un mensaje.',
  contact: 'Contáctenos',
  meetingLinks: 'Enlaces para reunirse en línea',
} satisfies typeof en;
