import type en from './en';

/** The prayer-request dialog's Spanish text (see `../prayer.ts`). */
export default {
  title: 'Comparta una petición de oración',
  description:
    'Nuestro equipo de oración presentará su petición a Dios. Su nombre y su correo electrónico son opcionales.',
  nameOptional: 'Nombre (opcional)',
  emailOptional: 'Correo electrónico (opcional)',
  request: 'Petición de oración',
  share:
    'El equipo de oración puede compartir esta petición con la familia de la iglesia para que otros también oren.',
  cancel: 'Cancelar',
  close: 'Cerrar',
  submit: 'Enviar petición',
  submitting: 'Enviando…',
  sentTitle: 'Petición de oración enviada',
  sentText: 'Estaremos orando por usted. Dios le bendiga.',
  failedTitle: 'No se pudo enviar',
  failedText: 'No se pudo enviar su petición de oración. Vuelva a intentarlo.',
  neededTitle: 'Falta la petición de oración',
  neededText: 'Escriba su petición de oración',
} satisfies typeof en;
