'use client';
/**
 * Last resort when the layout itself fails: a minimal bilingual page with status 500 and the
 * failure message, in the language of the URL (the translation provider may be what failed).
 */
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const english = typeof window !== 'undefined' && /^\/en(\/|$)/.test(window.location.pathname);
  return (
    <html lang={english ? 'en' : 'es'}>
      <head>
        <title>Darko Digital | Error</title>
      </head>
      <body style={{ fontFamily: 'system-ui, sans-serif', textAlign: 'center', padding: '4rem 1rem', color: '#212d40' }}>
        <p style={{ fontSize: '4rem', fontWeight: 700, color: '#3a5bef', margin: 0 }}>500</p>
        <h1>{english ? 'An error ocurred. Please, try again.' : 'Ocurrió un error. Por favor, intente de nuevo.'}</h1>
        {error.message ? <p>{error.message}</p> : null}
        <p>
          <button type="button" onClick={reset} style={{ minHeight: 44, padding: '0 1.5rem', marginRight: 12 }}>
            {english ? 'Try again' : 'Intentar de nuevo'}
          </button>
          <a href={english ? '/en' : '/'}>{english ? 'Go home' : 'Ir al inicio'}</a>
        </p>
      </body>
    </html>
  );
}
