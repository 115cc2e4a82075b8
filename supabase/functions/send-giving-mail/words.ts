/**
 * The words of the gift e-mails (receipt.ts, statement.ts) in English and Spanish (issue 43,
 * item 6; docs/decisions/0055), side by side so that they change together. The Spanish addresses
 * the donor as 'usted', as the site's Spanish pages do. A Spanish receipt or statement carries
 * the IRS sentence in Spanish with the English sentence beside it (IRS Publication 1771 words
 * the acknowledgment in English). Subjects name the church (and a statement's year) only. No
 * Deno APIs.
 */
import type { MailLanguage } from '../_shared/mail-language.ts';

/** IRS Publication 1771: the written acknowledgment's statement about goods or services. */
export const IRS_SENTENCE =
  'No goods or services were provided in exchange for this contribution other than intangible religious benefits.';

/** {@link IRS_SENTENCE} in Spanish, always printed with the English beside it. */
export const IRS_SENTENCE_ES =
  'No se proporcionaron bienes ni servicios a cambio de esta contribución, aparte de beneficios religiosos intangibles.';

/** Everything the gift e-mails say, in one language. */
export interface GivingWords {
  /** A gift of a frequency ('one_time', 'monthly', …): 'monthly gift' / 'donativo mensual'. */
  gift: (frequency: string) => string;
  /** A frequency on a statement's line: 'monthly' / 'mensual'. */
  frequency: (frequency: string) => string;
  thanks: (gift: string, church: string) => string;
  thanksHeading: (gift: string) => string;
  date: string;
  amount: string;
  fund: string;
  receiptNumber: string;
  donor: string;
  /** The button to the customer portal. */
  changeOrCancel: string;
  /** The plain text's line before the portal link. */
  toChangeOrCancel: string;
  receiptSubject: (church: string) => string;
  receiptTitle: string;
  receiptFooter: (church: string) => string;
  failed: (gift: string, amount: string, fund: string) => string;
  failedAsk: string;
  updateCard: string;
  failedSubject: (church: string) => string;
  failedHeading: string;
  failedTitle: string;
  failedFooter: (church: string) => string;
  statementSubject: (year: number, church: string) => string;
  statementHeading: (year: number) => string;
  statementTitle: (year: number) => string;
  statementFooter: (church: string, year: number) => string;
  total: string;
  /** The IRS sentences, in print order: the English alone, or the Spanish then the English. */
  irs: readonly string[];
}

const EN_FREQUENCY: Record<string, string> = {
  one_time: 'one-time',
  monthly: 'monthly',
  quarterly: 'quarterly',
  annually: 'annual',
};

const ES_FREQUENCY: Record<string, string> = {
  one_time: 'único',
  monthly: 'mensual',
  quarterly: 'trimestral',
  annually: 'anual',
};

/** The gift e-mails' words per language. */
export const GIVING_WORDS: Record<MailLanguage, GivingWords> = {
  en: {
    gift: (f) => (f === 'one_time' ? 'gift' : `${EN_FREQUENCY[f] ?? f} gift`),
    frequency: (f) => EN_FREQUENCY[f] ?? f,
    thanks: (gift, church) => `Thank you for your ${gift} to ${church}.`,
    thanksHeading: (gift) => `Thank you for your ${gift}`,
    date: 'Date',
    amount: 'Amount',
    fund: 'Fund',
    receiptNumber: 'Receipt number',
    donor: 'Donor',
    changeOrCancel: 'Change or cancel your recurring gift',
    toChangeOrCancel: 'To change or cancel your recurring gift',
    receiptSubject: (church) => `Your gift receipt from ${church}`,
    receiptTitle: 'Gift receipt',
    receiptFooter: (church) =>
      `You receive this receipt because you gave online to ${church}. Keep it for your tax records.`,
    failed: (gift, amount, fund) => `The ${gift} of ${amount} to ${fund} could not be charged to your card.`,
    failedAsk: 'Please update your card so that your gift continues; nothing else needs to be done.',
    updateCard: 'Update your card',
    failedSubject: (church) => `Your recurring gift to ${church} needs attention`,
    failedHeading: 'Your recurring gift needs attention',
    failedTitle: 'Recurring gift',
    failedFooter: (church) =>
      `You receive this e-mail because you set up a recurring gift online to ${church}.`,
    statementSubject: (year, church) => `Your ${year} giving statement from ${church}`,
    statementHeading: (year) => `Your ${year} giving statement`,
    statementTitle: (year) => `${year} giving statement`,
    statementFooter: (church, year) =>
      `You receive this statement because you gave online to ${church} in ${year}. Keep it for your tax records.`,
    total: 'Total',
    irs: [IRS_SENTENCE],
  },
  es: {
    gift: (f) => (f === 'one_time' ? 'donativo' : `donativo ${ES_FREQUENCY[f] ?? f}`),
    frequency: (f) => ES_FREQUENCY[f] ?? f,
    thanks: (gift, church) => `Gracias por su ${gift} a ${church}.`,
    thanksHeading: (gift) => `Gracias por su ${gift}`,
    date: 'Fecha',
    amount: 'Monto',
    fund: 'Fondo',
    receiptNumber: 'Número de recibo',
    donor: 'Donante',
    changeOrCancel: 'Cambiar o cancelar su donativo periódico',
    toChangeOrCancel: 'Para cambiar o cancelar su donativo periódico',
    receiptSubject: (church) => `Recibo de su donativo a ${church}`,
    receiptTitle: 'Recibo de donativo',
    receiptFooter: (church) =>
      `Recibe este recibo porque hizo un donativo en línea a ${church}. Guárdelo para su declaración de impuestos.`,
    failed: (gift, amount, fund) => `No se pudo cobrar a su tarjeta el ${gift} de ${amount} para ${fund}.`,
    failedAsk: 'Actualice su tarjeta, por favor, para que su donativo continúe; no hace falta nada más.',
    updateCard: 'Actualizar mi tarjeta',
    failedSubject: (church) => `Su donativo periódico a ${church} necesita atención`,
    failedHeading: 'Su donativo periódico necesita atención',
    failedTitle: 'Donativo periódico',
    failedFooter: (church) =>
      `Recibe este correo porque programó un donativo periódico en línea a ${church}.`,
    statementSubject: (year, church) => `Su constancia de donativos de ${year} de ${church}`,
    statementHeading: (year) => `Su constancia de donativos de ${year}`,
    statementTitle: (year) => `Constancia de donativos de ${year}`,
    statementFooter: (church, year) =>
      `Recibe esta constancia porque hizo donativos en línea a ${church} en ${year}. Guárdela para su declaración de impuestos.`,
    total: 'Total',
    irs: [IRS_SENTENCE_ES, IRS_SENTENCE],
  },
};

/**
 * The IRS sentences as HTML paragraphs: the English one alone, or the Spanish with the English
 * beside it marked `lang="en"`.
 */
export function irsParagraphs(language: MailLanguage, style: string): string {
  return GIVING_WORDS[language].irs
    .map((sentence) => {
      const lang = language !== 'en' && sentence === IRS_SENTENCE ? ' lang="en"' : '';
      return `<p style="${style}"${lang}>${sentence}</p>`;
    })
    .join('\n');
}
