import type en from './en';

/** The on-demand shared parts' Spanish text (see `../ui.ts`). */
export default {
  toast: {
    region: 'Notificaciones ({hotkey})',
    announce: 'Notificación',
    close: 'Cerrar la notificación',
  },
  feeds: {
    close: 'Cerrar',
    copy: 'Copiar el enlace',
    copyFeed: (feed: string) => `Copiar el enlace: ${feed}`,
    newTab: ' (se abre en una pestaña nueva)',
    copied: 'Enlace copiado',
    copiedText: 'La dirección del canal se copió al portapapeles.',
    copyFailed: 'No se pudo copiar el enlace',
    copyFailedText: 'Seleccione la dirección y cópiela a mano.',
  },
} satisfies typeof en;
