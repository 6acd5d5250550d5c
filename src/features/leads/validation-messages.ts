/** Texts of the lead pipeline's errors in both languages (the API answers without next-intl, so they live here). */
import type { Locale } from '@/i18n/routing';

export const validationMessages = {
  es: {
    required: 'Este campo es obligatorio.',
    tooLong: (max: number) => `Máximo ${max} caracteres.`,
    name: 'Escribe un nombre válido (solo letras, espacios, apóstrofos y guiones).',
    phone: 'Escribe un teléfono válido: 9 dígitos en Perú o el número internacional con +código de país.',
    email: 'Escribe un correo válido, por ejemplo nombre@empresa.com.',
    slot: 'Elige un horario de la lista.',
    slotTaken: 'Ese horario acaba de ser reservado. Elige otro de la lista.',
    registration: 'Elige una fecha de la lista.',
    registrationClosed: 'Las inscripciones para esa fecha ya cerraron. Revisa las fechas disponibles y vuelve a enviar.',
    option: 'Elige una opción de la lista.',
    text: 'Debe ser texto.',
    unknownField: 'Campo no reconocido.',
    unknownForm: 'Formulario desconocido.',
    generic: 'Ocurrió un error. Por favor, intente de nuevo.',
    rateLimited: 'Has enviado demasiados formularios. Espera unos minutos e inténtalo de nuevo.',
  },
  en: {
    required: 'This field is required.',
    tooLong: (max: number) => `At most ${max} characters.`,
    name: 'Enter a valid name (letters, spaces, apostrophes and hyphens only).',
    phone: 'Enter a valid phone: 9 digits in Peru or the international number with +country code.',
    email: 'Enter a valid e-mail address, for example name@company.com.',
    slot: 'Choose a time from the list.',
    slotTaken: 'That time has just been booked. Choose another one from the list.',
    registration: 'Choose a date from the list.',
    registrationClosed: 'Registration for that date has closed. Check the dates available and send again.',
    option: 'Choose an option from the list.',
    text: 'Must be text.',
    unknownField: 'Unrecognized field.',
    unknownForm: 'Unknown form.',
    generic: 'An error ocurred. Please, try again.',
    rateLimited: 'You have sent too many forms. Please wait a few minutes and try again.',
  },
} satisfies Record<Locale, Record<string, string | ((max: number) => string)>>;

export type ValidationMessages = (typeof validationMessages)['es'];
