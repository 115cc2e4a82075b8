import { formatChurchDateTime } from '@/lib/church-time';
import type en from './en';

/** What a refused change or cancellation says, by the API's code (others keep the API's sentence). */
const REFUSALS: Record<string, string> = {
  not_enough_seats: 'No quedan suficientes lugares para un grupo de este tamaño. Pruebe con menos personas.',
  registration_closed: 'La inscripción está cerrada',
  cancelled: 'Esta inscripción fue cancelada.',
  expired: 'Se liberaron los lugares apartados para esta inscripción.',
  rate_limited: 'Demasiadas inscripciones desde esta conexión. Inténtelo de nuevo en unos minutos.',
  network: 'Algo salió mal. Inténtelo de nuevo más tarde.',
};

/** The registration page's Spanish text (see `../manage-registration.ts`). */
export default {
  title: 'Su inscripción',
  metaDescription: 'Vea, cambie o cancele su inscripción.',
  loading: 'Cargando su inscripción',
  notFoundTitle: 'No encontramos la inscripción',
  notFoundText:
    'Este enlace no es válido o un correo más reciente lo reemplazó. Use el enlace del último correo sobre su inscripción.',
  failed: 'Algo salió mal. Inténtelo de nuevo más tarde.',
  when: (iso: string) => formatChurchDateTime(iso, { dateStyle: 'full', locale: 'es-US' }),
  cancelled: 'Esta inscripción está cancelada.',
  released: 'Se liberaron sus lugares',
  waitlisted: (place: number) => `Está en la lista de espera, con el número ${place}`,
  awaiting: 'Revise su correo para confirmar su lugar',
  registered: 'Su inscripción está confirmada',
  releasedText:
    'El enlace de nuestro correo no se abrió a tiempo, así que se liberaron los lugares que le apartamos.',
  registerAgain: 'Si quedan lugares, puede volver a inscribirse en la página del evento.',
  party: (name: string, size: number, email: string) =>
    `${name}, ${size === 1 ? '1 persona' : `${size} personas`}. Le escribimos a ${email}.`,
  partySize: 'Número de personas',
  changePartySize: 'Cambiar el número de personas',
  seatsLeft: { one: 'Queda # lugar', many: 'Quedan # de lugares', other: 'Quedan # lugares' },
  cancelGroup: 'Cancelar la inscripción',
  cancelQuestion: '¿Cancelar su inscripción?',
  cancelYes: 'Sí, cancelarla',
  cancelNo: 'Conservarla',
  cancel: 'Cancelar la inscripción',
  refusal: (code: string, sentence: string) => REFUSALS[code] ?? sentence,
} satisfies typeof en;
