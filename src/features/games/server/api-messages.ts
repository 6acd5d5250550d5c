/** What the game's API says to a player, in the page's language. */
import type { NicknameProblem } from '../nickname';
import type { ScoreRejection } from './submit-score';

interface ApiMessages {
  nickname: Record<NicknameProblem, string>;
  rejected: Record<ScoreRejection, string>;
  rateLimited: string;
  crossOrigin: string;
  badRequest: string;
  generic: string;
}

export const gameApiMessages: Record<'es' | 'en', ApiMessages> = {
  es: {
    nickname: {
      length: 'Tu apodo debe tener entre 3 y 16 caracteres.',
      characters: 'Usa solo letras, números, espacios, puntos, guiones o guiones bajos (empieza con letra o número).',
      abusive: 'Elige otro apodo: este no está permitido en el ranking.',
    },
    rejected: {
      'token-invalid': 'Esta partida no fue iniciada por el juego: no puede entrar al ranking.',
      'token-expired': 'Esta partida venció. Juega otra para entrar al ranking.',
      'too-fast': 'El puntaje llegó antes de lo que dura la partida: no se registró.',
      'too-many-points': 'Ese puntaje no es posible en el tiempo jugado: no se registró.',
      'replay-mismatch': 'Al repetir la partida no se obtuvo ese puntaje: no se registró.',
      'already-submitted': 'Esta partida ya está en el ranking.',
    },
    rateLimited: 'Demasiados intentos desde tu conexión. Espera un momento y vuelve a intentarlo.',
    crossOrigin: 'No se aceptan puntajes desde otro sitio.',
    badRequest: 'La solicitud no es válida.',
    generic: 'Ocurrió un error. Por favor, intente de nuevo.',
  },
  en: {
    nickname: {
      length: 'Your nickname must be 3 to 16 characters long.',
      characters: 'Use only letters, digits, spaces, dots, dashes or underscores (start with a letter or digit).',
      abusive: 'Please choose another nickname: this one is not allowed on the leaderboard.',
    },
    rejected: {
      'token-invalid': 'This run was not started by the game: it cannot enter the leaderboard.',
      'token-expired': 'This run has expired. Play another one to enter the leaderboard.',
      'too-fast': 'The score arrived sooner than the run lasts: it was not recorded.',
      'too-many-points': 'That score is not possible in the time played: it was not recorded.',
      'replay-mismatch': 'Replaying the run did not give that score: it was not recorded.',
      'already-submitted': 'This run is already on the leaderboard.',
    },
    rateLimited: 'Too many attempts from your connection. Wait a moment and try again.',
    crossOrigin: 'Scores from another site are not accepted.',
    badRequest: 'The request is not valid.',
    // The spec's generic error, as written.
    generic: 'An error ocurred. Please, try again.',
  },
};
