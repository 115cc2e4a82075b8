import type en from './en';

/** Why a change failed, by its reason (`PushReason`); the function's refusals (`server`) too. */
const PROBLEMS: Record<string, string> = {
  blocked:
    'Las notificaciones están bloqueadas para este sitio. Permítalas en la configuración de su navegador para este sitio y vuelva a intentarlo.',
  notAllowed: 'No se permitieron las notificaciones. Toque de nuevo cuando esté listo.',
  noWorker:
    'Este navegador aún no terminó de preparar el sitio para las notificaciones. Vuelva a cargar la página e inténtelo de nuevo.',
  unreachable:
    'No pudimos conectar con el servicio de notificaciones. Revise su conexión e inténtelo de nuevo.',
  browser: 'Este navegador no pudo activar las notificaciones. Inténtelo de nuevo más tarde.',
  server: 'Algo salió mal. Inténtelo de nuevo.',
};

/** The notification controls' Spanish text (see `../push.ts`). */
export default {
  turnOff: 'Desactivar',
  busy: 'Un momento...',
  reminders: 'Recordatorios',
  remindMe: 'Recordármelo',
  remindOn: 'Este dispositivo le avisará 24 horas y 1 hora antes del evento.',
  turnOffReminders: 'Desactivar los recordatorios',
  unsupported: 'Este navegador no puede mostrar notificaciones de sitios web.',
  failed: 'No se pudieron cambiar las notificaciones. Inténtelo de nuevo.',
  problem: (reason: string, sentence: string) => PROBLEMS[reason] ?? sentence,
} satisfies typeof en;
