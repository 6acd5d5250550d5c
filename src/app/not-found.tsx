/** Requests outside any locale (rare: the proxy maps every page path to one) get a plain Spanish 404. */
export default function RootNotFound() {
  return (
    <html lang="es">
      <head>
        <title>Darko Digital | Página no encontrada</title>
      </head>
      <body style={{ fontFamily: 'system-ui, sans-serif', textAlign: 'center', padding: '4rem 1rem' }}>
        <h1>Página no encontrada</h1>
        <p>Oh, algo salió mal...</p>
        <a href="/">Ir al inicio</a>
      </body>
    </html>
  );
}
