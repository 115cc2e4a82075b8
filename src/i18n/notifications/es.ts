import type en from './en';

/** The notifications page's Spanish text (see `../notifications.ts`). */
export default {
  title: 'Notificaciones',
  description:
    'Elija las notificaciones que recibe este dispositivo: la transmisión en vivo, los sermones nuevos y los anuncios.',
  bannerText: 'Reciba noticias nuestras en este dispositivo, solo cuando importa',
  topics: {
    live: { label: 'Estamos en vivo', text: 'Cuando empieza la transmisión del culto.' },
    sermons: { label: 'Sermones nuevos', text: 'Cuando se publica un sermón nuevo.' },
    announcements: {
      label: 'Anuncios',
      text: 'Noticias de la oficina de la iglesia, como mucho unas pocas por semana.',
    },
  },
  topicsLabel: 'Temas',
  blocked:
    'Las notificaciones están bloqueadas para este sitio. Para recibirlas, permita las notificaciones de este sitio en la configuración de su navegador.',
  remindersTitle: 'Recordatorios de eventos:',
  remindersText:
    ' abra el enlace del correo de su inscripción y toque ‘Recordármelo’ para recibir un recordatorio 24 horas y 1 hora antes del evento.',
  quietTitle: 'Horas de silencio:',
  quietText:
    ' no llega nada entre las 9 p. m. y las 8 a. m., salvo ‘Estamos en vivo’; lo que surja de noche espera hasta las 8 a. m.',
  theSwitch: 'el interruptor',
  turnAllOff: 'Desactivar todas',
  install: {
    title: 'Primero agregue este sitio a su pantalla de inicio',
    text: 'En iPhone y iPad, las notificaciones funcionan cuando el sitio está en su pantalla de inicio.',
    share: 'Toque el botón Compartir (el cuadrado con una flecha hacia arriba) en la barra de Safari.',
    add: 'Desplácese hacia abajo, toque ‘Agregar a pantalla de inicio’ y luego ‘Agregar’.',
    open: (control: string) =>
      `Abra el sitio desde su nuevo ícono en la pantalla de inicio y vuelva a tocar ‘${control}’.`,
  },
} satisfies typeof en;
