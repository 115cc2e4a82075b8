import type en from './en';

/** What a refused registration says, by the API's code (`REGISTRATION_ERRORS`, 429, network). */
const REFUSALS: Record<string, string> = {
  not_found: 'Este evento no recibe inscripciones.',
  registration_closed: 'La inscripción está cerrada',
  full: 'Lo sentimos, este evento está lleno.',
  not_enough_seats: 'No quedan suficientes lugares para un grupo de este tamaño. Pruebe con menos personas.',
  invalid_name: 'Escriba su nombre.',
  invalid_email: 'Escriba un correo electrónico válido.',
  invalid_phone: 'Escriba un número de teléfono válido o deje el campo vacío.',
  invalid_party_size: 'El número de personas debe estar entre 1 y 10.',
  invalid_answers: 'Revise sus respuestas a las preguntas.',
  duplicate: 'Esta inscripción ya se envió.',
  cancelled: 'Esta inscripción fue cancelada.',
  expired: 'Se liberaron los lugares apartados para esta inscripción.',
  too_many_holds:
    'Confirme los lugares que ya tiene apartados (revise su correo) antes de inscribir a más personas.',
  rate_limited: 'Demasiadas inscripciones desde esta conexión. Inténtelo de nuevo en unos minutos.',
  network: 'Algo salió mal. Inténtelo de nuevo más tarde.',
};

/** The register form's Spanish text (see `../register.ts`). */
export default {
  register: 'Inscribirse',
  joinWaitlist: 'Anotarse en la lista de espera',
  waitlistIntro:
    'Este evento está lleno. Anótese en la lista de espera y le escribiremos si se libera un lugar.',
  closed: 'La inscripción está cerrada',
  full: 'Este evento está lleno.',
  name: 'Nombre',
  email: 'Correo electrónico',
  partySize: 'Número de personas',
  phone: 'Teléfono (opcional)',
  optional: ' (opcional)',
  yes: 'Sí',
  no: 'No',
  partySizeRange: 'El número de personas debe estar entre 1 y 10',
  phoneTooLong: 'El teléfono puede tener como máximo 30 caracteres',
  answerRequired: 'Responda esta pregunta',
  answerTooLong: 'Como máximo 500 caracteres',
  failed: 'Algo salió mal. Inténtelo de nuevo más tarde.',
  sending: 'Enviando...',
  seatsLeft: { one: 'Queda # lugar', many: 'Quedan # de lugares', other: 'Quedan # lugares' },
  awaiting: 'Revise su correo para confirmar su lugar',
  waitlisted: (place: number) => `Está en la lista de espera, con el número ${place}`,
  alreadyRegistered: 'Ya tiene una inscripción',
  linkSentAgain: 'Le volvimos a enviar por correo el enlace a su inscripción.',
  waitlistDetail:
    'Le enviamos por correo un enlace a su inscripción. Si se libera un lugar, le enviaremos un enlace para tomarlo.',
  holdDetail: (minutes: number) =>
    `Le apartamos sus lugares durante ${minutes} minutos. Abra el enlace del correo que le enviamos para confirmarlos; después se liberan.`,
  refusal: (code: string, sentence: string) => REFUSALS[code] ?? sentence,
} satisfies typeof en;
