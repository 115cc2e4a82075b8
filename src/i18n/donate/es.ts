import type en from './en';

/** The giving-checkout function's 400 refusals by the field they name (`CheckoutError.field`). */
const REFUSED_FIELDS: Record<string, string> = {
  amount_cents: 'Escriba una cantidad de $1 a $100,000.',
  fund_id: 'Elija un fondo.',
  frequency: 'Elija una sola vez, mensual, trimestral o anual.',
  donor_name: 'Su nombre puede tener como máximo 100 caracteres.',
  donor_email: 'Escriba un correo electrónico válido.',
  idempotency_key: 'Vuelva a cargar la página e inténtelo de nuevo.',
  language: 'Vuelva a cargar la página e inténtelo de nuevo.',
};

/** Its other refusals by status (0: the network failed). */
const REFUSED_STATUSES: Record<number, string> = {
  0: 'No se pudo llegar a la página de pago. Revise su conexión e inténtelo de nuevo.',
  400: 'Revise la cantidad, el fondo y la frecuencia, e inténtelo de nuevo.',
  409: 'Las donaciones en línea no están disponibles en este momento.',
  429: 'Demasiados intentos desde esta conexión. Vuelva a intentarlo en unos minutos.',
  500: 'No se pudo comenzar el donativo. Inténtelo de nuevo.',
};

/** The Donate and checkout pages' Spanish text (see `../donate.ts`). */
export default {
  title: 'Donar',
  description:
    'Apoye el ministerio: dé una ofrenda, su diezmo o un donativo para las misiones, el fondo de construcción o un evento especial.',
  bannerTitle: 'Dé para el ministerio',
  bannerText: 'Su generosidad nos ayuda a compartir esperanza y a servir a nuestra comunidad',
  whyTitle: 'Por qué damos',
  whyText:
    'Cada donativo, grande o pequeño, nos ayuda a adorar juntos, cuidar de las familias necesitadas, enviar misioneros y mantener nuestras puertas abiertas para todo el que llega.',
  verse:
    '“Cada uno dé como propuso en su corazón: no con tristeza, ni por necesidad, porque Dios ama al dador alegre.”',
  verseReference: '2 Corintios 9:7',
  howText: 'Elija una cantidad y un fondo. Puede hacer que su donativo se repita cada mes o cada trimestre.',
  formTitle: 'Haga un donativo',
  form: {
    label: 'Formulario para donar',
    amount: 'Cantidad',
    custom: 'Otra',
    customAmount: 'Otra cantidad (USD)',
    youAreGiving: (amount: string) => `Va a dar ${amount}.`,
    fund: 'Fondo',
    recurringGift: 'Donativo periódico',
    makeRecurring: 'Repetir este donativo',
    frequency: 'Frecuencia',
    frequencies: { one_time: 'Una sola vez', monthly: 'Mensual', quarterly: 'Trimestral', annually: 'Anual' },
  },
  simulated: {
    noAmount: 'Escriba una cantidad mayor que $0.00.',
    purpose: 'Propósito',
    purposePlaceholder: '¿Para qué es este donativo?',
    annualSoon: '¡Pronto podrá programar donativos anuales!',
    cardDetails: 'Datos de la tarjeta',
    cardNotice:
      'Este es un formulario de demostración: no se cobra nada, y los datos de la tarjeta nunca se envían ni se guardan.',
    cardName: 'Nombre en la tarjeta',
    cardNamePlaceholder: 'Nombre completo',
    cardNumber: 'Número de la tarjeta',
    cardExpiry: 'Vencimiento (MM/AA)',
    cardExpiryPlaceholder: 'MM/AA',
    cardCvc: 'CVC',
    processing: 'Procesando…',
    give: (amount: string | null) => (amount === null ? 'Donar' : `Donar ${amount}`),
    funds: {
      offering: 'Ofrenda general',
      tithe: 'Diezmo',
      missions: 'Misiones',
      building_fund: 'Fondo de construcción',
      special_event: 'Evento especial',
      others: 'Otro',
    },
    thanksTitle: '¡Gracias por su generosidad!',
    thanks: (kind: string, amount: string, fund: string) =>
      `Gracias por su donativo ${kind} de ${amount} para ${fund}. Esto es una simulación: no se cobró nada y los datos de su tarjeta nunca salieron de esta página.`,
    kinds: { one_time: 'único', monthly: 'mensual', quarterly: 'trimestral' },
    done: 'Listo',
    close: 'Cerrar',
  },
  external: {
    text: 'Recibimos los donativos en nuestra página de donaciones en línea, que se abre en el sitio de nuestro proveedor.',
    button: 'Donar en línea',
  },
  online: {
    fundsFailed: 'No se pudieron cargar los fondos. Vuelva a cargar la página para intentarlo de nuevo.',
    coverFee: 'Cubrir el costo de procesamiento',
    feeUnknown: 'Elija una cantidad para ver el costo.',
    feeCovered: (fee: string, gift: string, total: string) =>
      `Suma ${fee} para que la iglesia reciba su donativo completo de ${gift}: usted da ${total}.`,
    feeOffer: (percent: string, fixed: string, total: string) =>
      `Los pagos con tarjeta le cuestan a la iglesia ${percent}% + ${fixed}; marque la casilla para sumarlo (${total} en total).`,
    donorName: 'Su nombre (opcional)',
    donorEmail: 'Correo electrónico para su recibo (opcional)',
    cardNotice:
      'Los datos de su tarjeta se escriben en la página de pago segura de Stripe; este sitio nunca los ve.',
    charged: (total: string, interval: string | null) =>
      `Se le cobrará ${total}${interval === null ? '' : ` ${interval}`}.`,
    checkoutFailed: 'No se pudo abrir la página de pago. Inténtelo de nuevo.',
    /** The function answers in English: its refusal is said again from its status and field. */
    refused: (status: number, field: string | undefined, _sentence: string) =>
      (field && REFUSED_FIELDS[field]) ??
      REFUSED_STATUSES[status] ??
      'No se pudo abrir la página de pago. Inténtelo de nuevo.',
    opening: 'Abriendo la página de pago…',
    submit: 'Continuar al pago seguro',
  },
  success: {
    title: 'Pago realizado',
    heading: '¡Pago realizado!',
    giftDescription: 'Recibimos su donativo. Gracias por apoyar el ministerio.',
    orderDescription: 'Su pedido de la librería está completo. Gracias por apoyar el ministerio.',
    backToGiving: 'Volver a Donar',
    backToBookstore: 'Volver a la librería',
    lookingUp: 'Buscando su donativo…',
    orderThanks: 'Gracias por su pedido y por apoyar el ministerio.',
    giftThanks: 'Gracias por su donativo y por apoyar el ministerio.',
    giftThanksBefore: 'Gracias por su donativo: ',
    receipt: 'Le enviamos un recibo al correo electrónico que dio en la página de pago.',
    gift: (amount: string, fund: string, interval: string) => `${amount} para ${fund}, ${interval}`,
    intervals: {
      one_time: 'una sola vez',
      monthly: 'cada mes',
      quarterly: 'cada 3 meses',
      annually: 'cada año',
    } as Record<string, string>,
  },
  cancel: {
    giftTitle: 'Donativo cancelado',
    orderTitle: 'Pedido cancelado',
    giftDescription: 'Su donativo se canceló y no se cobró nada.',
    orderDescription:
      'Su pedido de la librería se canceló. Su carrito queda guardado para cuando esté listo.',
    returnToGiving: 'Volver a Donar',
    returnToBookstore: 'Volver a la librería',
    nothingCharged: 'No se cobró nada. Sus opciones quedan guardadas por si quiere intentarlo de nuevo.',
    giveAgain: 'Donar de nuevo con las mismas opciones',
    orderText:
      'No se tomó su pago. Su carrito quedó guardado para que pueda terminar su pedido cuando esté listo.',
  },
  backHome: 'Volver al inicio',
} satisfies typeof en;
