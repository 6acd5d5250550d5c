/**
 * Culqi's browser side, loaded by dynamic import only when a visitor presses Pay on a link page with
 * Culqi configured: the Custom Checkout (v4) turns the card into a token in Culqi's own frame, and
 * Culqi3DS runs the bank's 3-D Secure challenge when the charge asks for it. Both scripts come from
 * Culqi's origins, which the CSP allows on /pagos/{code} only (docs/security.md).
 */

export const CULQI_CHECKOUT_SCRIPT = 'https://checkout.culqi.com/js/v4';
export const CULQI_3DS_SCRIPT = 'https://3ds.culqi.com';

interface CulqiGlobal {
  publicKey: string;
  settings(options: { title: string; currency: string; amount: number }): void;
  options(options: Record<string, unknown>): void;
  open(): void;
  close(): void;
  token?: { id: string; email?: string };
  error?: { user_message?: string };
}

interface Culqi3dsGlobal {
  publicKey: string;
  settings: Record<string, unknown>;
  options: Record<string, unknown>;
  generateDevice(): Promise<string>;
  initAuthentication(tokenId: string): void;
}

declare global {
  interface Window {
    Culqi?: CulqiGlobal;
    Culqi3DS?: Culqi3dsGlobal;
    culqi?: () => void;
  }
}

const loading = new Map<string, Promise<void>>();

function loadScript(src: string): Promise<void> {
  let promise = loading.get(src);
  if (!promise) {
    promise = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        loading.delete(src);
        reject(new Error(`Could not load ${src}`));
      };
      document.head.appendChild(script);
    });
    loading.set(src, promise);
  }
  return promise;
}

/** Opens Culqi's checkout; resolves to the card token, or null when the visitor closes it. */
export async function openCulqiCheckout(options: {
  publicKey: string;
  amountCents: number;
  currency: string;
  title: string;
  email?: string;
}): Promise<{ id: string; email?: string } | null> {
  await loadScript(CULQI_CHECKOUT_SCRIPT);
  const culqi = window.Culqi;
  if (!culqi) throw new Error('Culqi checkout did not start');
  culqi.publicKey = options.publicKey;
  culqi.settings({ title: 'Darko Digital', currency: options.currency, amount: options.amountCents });
  culqi.options({ lang: document.documentElement.lang.startsWith('en') ? 'en' : 'es', installments: false, paymentMethods: { tarjeta: true } });
  return new Promise((resolve) => {
    let settled = false;
    window.culqi = () => {
      settled = true;
      const token = window.Culqi?.token;
      window.Culqi?.close();
      resolve(token ? { id: token.id, email: token.email ?? options.email } : null);
    };
    culqi.open();
    // Culqi has no close callback: a visitor who closes the frame gets the button back when the page regains focus.
    const onFocus = () => {
      setTimeout(() => {
        if (!settled && !document.querySelector('iframe[src*="culqi.com"]:not([style*="display: none"])')) {
          window.removeEventListener('focus', onFocus);
          resolve(null);
        }
      }, 500);
    };
    window.addEventListener('focus', onFocus);
  });
}

/** Runs Culqi3DS for a token; resolves to the authentication parameters for the second charge, or null. */
export async function authenticateWithCulqi3ds(options: {
  publicKey: string;
  amountCents: number;
  currency: string;
  email?: string;
  tokenId?: string;
}): Promise<Record<string, string | number> | null> {
  await loadScript(CULQI_3DS_SCRIPT);
  const threeDs = window.Culqi3DS;
  const tokenId = options.tokenId ?? window.Culqi?.token?.id;
  if (!threeDs || !tokenId) return null;
  threeDs.publicKey = options.publicKey;
  threeDs.settings = {
    charge: { totalAmount: options.amountCents, returnUrl: window.location.href, currency: options.currency },
    card: { email: options.email },
  };
  threeDs.options = { showModal: true, showLoading: true, showIcon: true };
  await threeDs.generateDevice();
  return new Promise((resolve) => {
    const onMessage = (event: MessageEvent) => {
      if (!/^https:\/\/([a-z0-9-]+\.)*culqi\.com$/.test(event.origin)) return;
      const data = event.data as { parameters3DS?: Record<string, string | number>; error?: unknown };
      if (data?.parameters3DS) {
        window.removeEventListener('message', onMessage);
        resolve(data.parameters3DS);
      } else if (data?.error) {
        window.removeEventListener('message', onMessage);
        resolve(null);
      }
    };
    window.addEventListener('message', onMessage);
    threeDs.initAuthentication(tokenId);
  });
}
