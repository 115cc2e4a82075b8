import type en from './en';

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
