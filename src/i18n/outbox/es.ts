import type en from './en';

/** The outbox list's Spanish text (see `../outbox.ts`). */
export default {
  heading: {
    one: 'Pendiente de envío: # formulario',
    many: 'Pendientes de envío: # de formularios',
    other: 'Pendientes de envío: # formularios',
  },
  hide: 'Ocultar',
  show: 'Mostrar',
  intro:
    'Se guardaron en este dispositivo sin conexión y se enviarán cuando vuelva a tener conexión. Lo que no se envíe en 7 días se borra.',
  saved: (when: string) => `Guardado: ${when}`,
  deletedAfter: (when: string) => `Se borrará sin enviar después de: ${when}`,
  discard: 'Descartar',
  discardLabel: (form: string, when: string) => `Descartar ${form} (guardado: ${when})`,
  discardText: 'Todavía no se ha enviado. Se borrará de este dispositivo y no se podrá recuperar.',
  discarding: 'Descartando...',
  close: 'Cerrar',
  keep: 'Conservarlo',
  discardFailed: 'No se pudo descartar. Inténtelo de nuevo.',
  forms: {
    prayer: {
      name: 'Petición de oración',
      inText: 'la petición de oración',
      question: '¿Descartar esta petición de oración?',
    },
    contact: {
      name: 'Mensaje de contacto',
      inText: 'el mensaje de contacto',
      question: '¿Descartar este mensaje de contacto?',
    },
    firstTimer: {
      name: 'Tarjeta de bienvenida',
      inText: 'la tarjeta de bienvenida',
      question: '¿Descartar esta tarjeta de bienvenida?',
    },
    testimony: { name: 'Testimonio', inText: 'el testimonio', question: '¿Descartar este testimonio?' },
    newsletter: {
      name: 'Suscripción al boletín',
      inText: 'la suscripción al boletín',
      question: '¿Descartar esta suscripción al boletín?',
    },
    other: { name: 'Formulario', inText: 'el formulario', question: '¿Descartar este formulario?' },
  },
} satisfies typeof en;
