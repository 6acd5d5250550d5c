// Signs a console operator in through /admin/sign-in as a browser without JavaScript does, and returns the session's
// cookie header: the page's form posts to its server action (the hidden $ACTION_ID_ field), the answer's redirect to
// /admin/leads sets the session. For the benches and the integration tests that need a real operator session without a
// browser. Plain ESM (types in console-sign-in.d.mts).

/** The `cookie` header of a new session of `email`, or throws with what the server answered. */
export async function signInOperator(baseUrl, email, password) {
  const page = await fetch(`${baseUrl}/admin/sign-in`);
  const html = await page.text();
  const form = new FormData();
  for (const [, name, value] of html.matchAll(/<input[^>]*type="hidden"[^>]*name="([^"]+)"(?:[^>]*value="([^"]*)")?/g)) {
    if (name.startsWith('$ACTION') || name === 'next') form.append(name, value ?? '');
  }
  if (![...form.keys()].some((name) => name.startsWith('$ACTION_ID_'))) throw new Error('sign-in: the form has no server action id');
  form.append('email', email);
  form.append('password', password);
  const response = await fetch(`${baseUrl}/admin/sign-in`, { method: 'POST', body: form, headers: { origin: baseUrl }, redirect: 'manual' });
  await response.arrayBuffer();
  const cookies = response.headers.getSetCookie().map((line) => line.split(';')[0]);
  const location = response.headers.get('location') ?? '';
  if (!cookies.some((cookie) => cookie.startsWith('console')) || !location.includes('/admin/leads')) {
    throw new Error(`sign-in of ${email}: HTTP ${response.status} → ${location} (cookies: ${cookies.map((c) => c.split('=')[0]).join(', ')})`);
  }
  return cookies.join('; ');
}
