/**
 * The words of the registration e-mails (docs/decisions/0039, 0047) in English and Spanish
 * (issue 43, item 6; docs/decisions/0055), side by side so that they change together. The
 * English is the spec's; the Spanish addresses the reader as 'usted', as the site's Spanish
 * pages do. Subjects name the event only, never the person. No Deno APIs.
 */
import type { MailLanguage } from '../_shared/mail-language.ts';

/**
 * What the queue says to send (`private.registration_mail.kind`; decisions 0039, 0047):
 * 'hold' (confirm your seat), 'offer' (a seat opened from the waitlist: confirm it),
 * 'confirmation' (you're registered), 'waitlist', 'promotion' (moved from the waitlist by staff),
 * 'released' (a hold ran out), 'cancellation' (by staff), 'cancel_confirmation' (the person
 * cancelled through the link; issue 45), 'link' (sent again) and 'message' (from staff).
 */
export type RegistrationMailKind =
  | 'hold'
  | 'offer'
  | 'confirmation'
  | 'waitlist'
  | 'promotion'
  | 'released'
  | 'cancellation'
  | 'cancel_confirmation'
  | 'link'
  | 'message';

/** Everything a registration e-mail says, in one language. */
export interface RegistrationWords {
  /** The subject's start per kind; ': <event title>' follows. */
  subjects: Record<RegistrationMailKind, string>;
  /** The person cancelled through the link. */
  cancelledByYou: string;
  /** Staff cancelled, or the registration is cancelled. */
  cancelled: string;
  /** A hold ran out. */
  released: (party: number) => string;
  waitlisted: (place: number) => string;
  /** A seat opened from the waitlist; `until` is {@link RegistrationWords.until}'s text or null. */
  offer: (party: number, until: string | null) => string;
  /** Seats held until the link is opened. */
  hold: (party: number, until: string | null) => string;
  registered: (party: number) => string;
  /** '<time> on <day>' (English) when a hold ends, from the two `Intl` parts. */
  until: (time: string, day: string) => string;
  /** '<day> at <time>' when the event starts. */
  when: (day: string, time: string) => string;
  confirmSeat: string;
  seeOrChange: string;
  registerAgain: string;
  /** The greeting line, by first name. */
  hello: (first: string) => string;
  /** The footer: why this e-mail came (the church's name as given, escaped by the caller). */
  footer: (church: string) => string;
  /** The `.ics` description: the party and, when there is one, the registration's link. */
  icsDescription: (party: number, link: string) => string;
}

const seats = (n: number) => (n === 1 ? '1 seat' : `${n} seats`);
const lugares = (n: number) => (n === 1 ? '1 lugar' : `${n} lugares`);
const personas = (n: number) => (n === 1 ? '1 persona' : `${n} personas`);
/** 'a la 1:00 p. m.' but 'a las 10:00 a. m.'. */
const aLas = (time: string) => `${/^1:/.test(time) ? 'a la' : 'a las'} ${time}`;

/** The registration e-mails' words per language. */
export const REGISTRATION_WORDS: Record<MailLanguage, RegistrationWords> = {
  en: {
    subjects: {
      hold: 'Confirm your seat',
      offer: 'A seat opened',
      confirmation: "You're registered",
      waitlist: "You're on the waitlist",
      promotion: "A seat opened: you're registered",
      released: 'Your seat was released',
      cancellation: 'Your registration was cancelled',
      cancel_confirmation: 'Your registration is cancelled',
      link: 'Your registration',
      message: 'A message about',
    },
    cancelledByYou: 'Your registration is cancelled, as you asked, and your seats are free for others.',
    cancelled: 'Your registration has been cancelled.',
    released: (party) =>
      `We held ${seats(party)} for you, but the link in our e-mail was not opened in time, so the seats were released.`,
    waitlisted: (place) =>
      `You're on the waitlist, number ${place}. If a seat opens, we'll e-mail you a link to take it.`,
    offer: (party, until) =>
      `A seat opened for your party of ${party}. Open the link below by ${until ?? 'soon'} to confirm it; after that it goes to the next person on the waitlist.`,
    hold: (party, until) =>
      `We're holding ${seats(party)} for you. Open the link below by ${until ?? 'soon'} to confirm your registration; after that the seats are released.`,
    registered: (party) => `You're registered, party of ${party}.`,
    until: (time, day) => `${time} on ${day}`,
    when: (day, time) => `${day} at ${time}`,
    confirmSeat: 'Confirm your seat',
    seeOrChange: 'See or change your registration',
    registerAgain: 'Register again if seats are left',
    hello: (first) => `Hello ${first},`,
    footer: (church) => `You receive this e-mail because you registered for an event of ${church}.`,
    icsDescription: (party, link) => `Party of ${party}.${link ? ` Your registration: ${link}` : ''}`,
  },
  es: {
    subjects: {
      hold: 'Confirme su lugar',
      offer: 'Se abrió un lugar',
      confirmation: 'Su inscripción está confirmada',
      waitlist: 'Está en la lista de espera',
      promotion: 'Se abrió un lugar: su inscripción está confirmada',
      released: 'Se liberó su lugar',
      cancellation: 'Su inscripción fue cancelada',
      cancel_confirmation: 'Su inscripción está cancelada',
      link: 'Su inscripción',
      message: 'Un mensaje sobre',
    },
    cancelledByYou:
      'Su inscripción está cancelada, como lo pidió, y sus lugares quedan libres para otras personas.',
    cancelled: 'Su inscripción ha sido cancelada.',
    released: (party) =>
      `Le apartamos ${lugares(party)}, pero el enlace de nuestro correo no se abrió a tiempo, así que se liberaron.`,
    waitlisted: (place) =>
      `Está en la lista de espera, con el número ${place}. Si se abre un lugar, le enviaremos por correo un enlace para tomarlo.`,
    offer: (party, until) =>
      `Se abrió lugar para su grupo de ${personas(party)}. Abra el enlace de abajo ${until ? `antes del ${until}` : 'pronto'} para confirmarlo; después pasará a la siguiente persona de la lista de espera.`,
    hold: (party, until) =>
      `Le estamos apartando ${lugares(party)}. Abra el enlace de abajo ${until ? `antes del ${until}` : 'pronto'} para confirmar su inscripción; después, los lugares se liberarán.`,
    registered: (party) => `Su inscripción está confirmada para ${personas(party)}.`,
    until: (time, day) => `${day}, ${aLas(time)}`,
    when: (day, time) => `${day}, ${aLas(time)}`,
    confirmSeat: 'Confirmar mi lugar',
    seeOrChange: 'Ver o cambiar mi inscripción',
    registerAgain: 'Volver a inscribirme si quedan lugares',
    hello: (first) => `Hola, ${first}:`,
    footer: (church) => `Recibe este correo porque se inscribió en un evento de ${church}.`,
    icsDescription: (party, link) => `Grupo de ${personas(party)}.${link ? ` Su inscripción: ${link}` : ''}`,
  },
};
