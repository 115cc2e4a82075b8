import type en from './en';

/**
 * The public forms' shared Spanish text (see `../forms.ts`). A field's name carries its article
 * or possessive ('su nombre', 'el asunto') so that one sentence fits every field.
 */
export default {
  fields: {
    name: 'su nombre',
    email: 'su correo electrónico',
    phone: 'su teléfono',
    subject: 'el asunto',
    message: 'su mensaje',
    howHeard: 'cómo supo de nosotros',
    comments: 'sus comentarios',
    prayerRequest: 'su petición de oración',
    url: 'el enlace',
    purpose: 'el propósito',
    cardName: 'el nombre que aparece en la tarjeta',
    cardNumber: 'el número de la tarjeta',
    cardExpiry: 'la fecha de vencimiento',
    cardCvc: 'el código de seguridad (CVC)',
  },
  required: (field: string) => `Escriba ${field}`,
  tooLong: (field: string, max: number) =>
    `Acorte ${field}: como máximo ${max.toLocaleString('es-US')} caracteres`,
  notAllowed: (field: string) => `Hay caracteres no permitidos en ${field}`,
  emailInvalid: 'Escriba un correo electrónico válido',
  phoneInvalid: 'Escriba un número de teléfono válido, p. ej., (317) 555-0142',
  urlInvalid: 'Escriba un enlace que empiece por http:// o https://',
  prayerRequestRequired: 'Escriba su petición de oración',
  chooseFund: 'Elija un fondo.',
  amountFormat: 'Escriba una cantidad en dólares y centavos.',
  giftRange: 'Escriba una cantidad de $1 a $100,000.',
  queuedTitle: 'Guardado: se enviará cuando vuelva a tener conexión',
  queuedText: 'Puede cerrar esta página; se enviará la próxima vez que abra el sitio con conexión.',
  rateLimitedTitle: 'Demasiados envíos',
  rateLimitedText: 'Vuelva a intentarlo en unos minutos. Lo que escribió sigue aquí.',
} satisfies typeof en;
