import type en from './en';

/** The newsletter pages' Spanish text (see `../newsletter.ts`). */
export default {
  form: {
    label: 'Suscripción al boletín',
    email: 'Correo electrónico',
    placeholder: 'usted@ejemplo.com',
    subscribe: 'Suscribirme',
    subscribing: 'Suscribiendo…',
    pastIssues: 'Leer boletines anteriores',
    subscribedTitle: '¡Suscripción recibida!',
    subscribedText:
      'Gracias por suscribirse a nuestro boletín. Confirme su suscripción desde el correo que le acabamos de enviar.',
    alreadyTitle: '¡Ya está suscrito!',
    alreadyText: 'Este correo electrónico ya está en la lista de nuestro boletín.',
    failedTitle: 'No se pudo completar la suscripción',
    failedText: 'Algo salió mal. Vuelva a intentarlo más tarde.',
    emailRequiredTitle: 'Falta el correo electrónico',
    emailRequiredText: 'Escriba su correo electrónico',
  },
  archive: {
    retry: { idle: 'Intentar de nuevo', busy: 'Intentando de nuevo...' },
    title: 'Boletín',
    description: 'Números anteriores de nuestro boletín.',
    loading: 'Cargando los boletines',
    failed: 'No se pudo cargar el boletín. Vuelva a intentarlo más tarde.',
    emptyTitle: 'Todavía no hay boletines',
    emptyText: 'Suscríbase en la página de inicio para recibir el próximo.',
    loadingIssue: 'Cargando el boletín',
    issueFailed: 'No se pudo cargar este boletín. Vuelva a intentarlo más tarde.',
    notFoundTitle: 'Boletín no encontrado',
    notFoundText: 'Este número del boletín no existe.',
    allIssues: 'Todos los boletines',
  },
  confirm: {
    description: 'Confirme su suscripción al boletín.',
    confirming: 'Confirmando su suscripción…',
    confirmedTitle: 'Ya está suscrito',
    confirmedText: 'Gracias por confirmar. Nuestro boletín llegará a este correo electrónico.',
    failedTitle: 'Algo salió mal',
    failedText: 'No pudimos confirmar su suscripción. Vuelva a abrir el enlace en unos minutos.',
    invalidTitle: 'Este enlace no es válido',
    invalidText:
      'Este enlace de confirmación está incompleto o ha vencido (los enlaces valen por 7 días). Vuelva a suscribirse en la página de inicio para recibir uno nuevo.',
  },
  unsubscribe: {
    title: 'Cancelar la suscripción',
    description: 'Deje de recibir el boletín de la iglesia.',
    incomplete:
      'Este enlace para cancelar la suscripción está incompleto. Vuelva a abrir el enlace desde el correo del boletín o copie el enlace completo en su navegador.',
    askUs: 'O pídanos que quitemos su correo electrónico',
    removedTitle: 'Su suscripción fue cancelada',
    removedText: 'Quitamos su correo electrónico de la lista de nuestro boletín. Ya no recibirá el boletín.',
    notFoundTitle: 'No está suscrito',
    notFoundText:
      'Este enlace ya se usó, o su correo electrónico ya se había quitado de la lista. No recibirá el boletín.',
    goHome: 'Ir a la página de inicio',
    question: '¿Dejar de recibir nuestro boletín en el correo electrónico al que se envió este enlace?',
    failed: 'No se pudo cancelar la suscripción. Revise su conexión y vuelva a intentarlo.',
    sending: 'Cancelando…',
    tryAgain: 'Volver a intentarlo',
  },
} satisfies typeof en;
