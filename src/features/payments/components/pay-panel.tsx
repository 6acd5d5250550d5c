'use client';
/**
 * Pays a link in the browser. The card is turned into a provider token here (the sandbox's in this file,
 * Culqi's by its own checkout, loaded only when the visitor asks), and only that token goes to our
 * server. One attempt key per try makes double clicks and resends one charge.
 */
import type { Locale } from '@/i18n/routing';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { clsx } from 'clsx';
import { earlyTapProps, useEarlyTap } from '@/components/ui/early-tap';
import { makeSandboxToken } from '../sandbox-cards';

type RefusalReason = 'paid' | 'expired' | 'cancelled' | 'not_found' | 'too_many_attempts';

/**
 * The panel's words (messages Payments.*), resolved on the server in the page's language: only these travel to the
 * browser, no message bundle grows.
 */
export interface PayPanelText {
  sandboxNote: string;
  cardNumber: string;
  cardExpiry: string;
  cardExpiryPlaceholder: string;
  cardCvv: string;
  email: string;
  payButton: string;
  paying: string;
  cardNumberInvalid: string;
  cardExpiryInvalid: string;
  cardCvvInvalid: string;
  emailInvalid: string;
  culqiButton: string;
  culqiFailed: string;
  threeDsTitle: string;
  threeDsText: string;
  threeDsApprove: string;
  threeDsCancel: string;
  /** By the provider's decline code, with `other` for the codes it has no words for. */
  declined: Record<string, string>;
  tryAgain: string;
  pending: string;
  genericError: string;
  state: Record<RefusalReason, string>;
}

type PanelState =
  | { kind: 'idle' }
  | { kind: 'paying' }
  | { kind: 'challenge' }
  | { kind: 'declined'; message: string }
  | { kind: 'pending' }
  | { kind: 'refused'; message: string }
  | { kind: 'error'; message: string };

type ServerAnswer =
  | { status: 'succeeded'; receiptNumber: string }
  | { status: 'requires_3ds' }
  | { status: 'declined'; code: string }
  | { status: 'pending' }
  | { status: 'refused'; reason: RefusalReason }
  | { status: 'error' };

export interface PayPanelProps {
  code: string;
  locale: Locale;
  provider: 'sandbox' | 'culqi';
  /** Culqi's public key (Culqi mode only). */
  culqiPublicKey?: string;
  amountCents: number;
  currency: string;
  concept: string;
  /** The link names no client e-mail: ask for one for the receipt. */
  askEmail: boolean;
  receiptPath: string;
  text: PayPanelText;
}

/** How long to wait before asking again while another try of this link is with the provider. */
const PENDING_RETRY_MS = 1000;
const MAX_PENDING_ROUNDS = 120;

export function PayPanel(props: PayPanelProps) {
  const { code, locale, provider, text, receiptPath, askEmail } = props;
  const [state, setState] = useState<PanelState>({ kind: 'idle' });
  const [errors, setErrors] = useState<Partial<Record<'number' | 'expiry' | 'cvv' | 'email', string>>>({});
  const busy = useRef(false);
  /** The current try: its key, token and e-mail, kept for the 3-D Secure round and resends. */
  const attempt = useRef<{ key: string; token: string; email?: string } | null>(null);

  async function send(authentication?: Record<string, string | number>): Promise<void> {
    const current = attempt.current!;
    for (let round = 0; round < MAX_PENDING_ROUNDS; round++) {
      let answer: ServerAnswer;
      try {
        const response = await fetch(`/api/payments/links/${encodeURIComponent(code)}/charge`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ attemptKey: current.key, token: current.token, email: current.email, locale, authentication }),
        });
        answer = (await response.json()) as ServerAnswer;
      } catch {
        // The network dropped: the same attempt is sent again, which the server answers without charging twice.
        answer = { status: 'pending' };
      }
      switch (answer.status) {
        case 'succeeded':
          window.location.assign(receiptPath);
          return;
        case 'requires_3ds':
          if (provider === 'culqi') {
            const { authenticateWithCulqi3ds } = await import('../client/culqi-checkout');
            const result = await authenticateWithCulqi3ds({
              publicKey: props.culqiPublicKey!,
              amountCents: props.amountCents,
              currency: props.currency,
              email: current.email,
              tokenId: current.token,
            });
            if (!result) {
              finishTry({ kind: 'declined', message: text.declined.authentication_failed! });
              return;
            }
            return send(result);
          }
          setState({ kind: 'challenge' });
          return;
        case 'declined':
          finishTry({ kind: 'declined', message: text.declined[answer.code] ?? text.declined.other! });
          return;
        case 'pending':
          setState({ kind: 'pending' });
          await new Promise((resolve) => setTimeout(resolve, PENDING_RETRY_MS));
          continue;
        case 'refused':
          finishTry({ kind: 'refused', message: text.state[answer.reason] });
          return;
        default:
          finishTry({ kind: 'error', message: text.genericError });
          return;
      }
    }
    finishTry({ kind: 'pending' });
  }

  function finishTry(next: PanelState): void {
    // A declined or refused try is over: the next click is a new attempt with a new key.
    attempt.current = null;
    busy.current = false;
    setState(next);
  }

  async function start(token: string, email?: string): Promise<void> {
    attempt.current = { key: crypto.randomUUID(), token, email };
    setState({ kind: 'paying' });
    await send();
  }

  function emailError(email: string): string | undefined {
    return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ? undefined : text.emailInvalid;
  }

  async function onSandboxSubmit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (busy.current) return;
    const form = event.currentTarget;
    const value = (id: string) => (form.querySelector<HTMLInputElement>(`#${id}`)?.value ?? '').trim();
    const email = askEmail ? value('pay-email') : undefined;
    const card = makeSandboxToken({ number: value('pay-card-number'), expiry: value('pay-card-expiry'), cvv: value('pay-card-cvv') });
    const found: typeof errors = {};
    if (!card.ok) found[card.field] = { number: text.cardNumberInvalid, expiry: text.cardExpiryInvalid, cvv: text.cardCvvInvalid }[card.field];
    if (email !== undefined && emailError(email)) found.email = text.emailInvalid;
    setErrors(found);
    if (!card.ok || found.email) {
      const first = (['number', 'expiry', 'cvv', 'email'] as const).find((field) => found[field]);
      form.querySelector<HTMLInputElement>(`#${first === 'email' ? 'pay-email' : `pay-card-${first}`}`)?.focus();
      return;
    }
    busy.current = true;
    await start(card.token, email);
  }

  async function onCulqiClick(): Promise<void> {
    if (busy.current) return;
    const email = askEmail ? (document.querySelector<HTMLInputElement>('#pay-email')?.value ?? '').trim() : undefined;
    if (email !== undefined && emailError(email)) {
      setErrors({ email: text.emailInvalid });
      return;
    }
    setErrors({});
    busy.current = true;
    setState({ kind: 'paying' });
    try {
      const { openCulqiCheckout } = await import('../client/culqi-checkout');
      const token = await openCulqiCheckout({
        publicKey: props.culqiPublicKey!,
        amountCents: props.amountCents,
        currency: props.currency,
        title: props.concept,
        email,
      });
      if (!token) {
        finishTry({ kind: 'idle' });
        return;
      }
      await start(token.id, email ?? token.email);
    } catch {
      finishTry({ kind: 'error', message: text.culqiFailed });
    }
  }

  // "Pagar" pressed before the page's JavaScript was ready: the card typed then is still in the fields, so the form
  // is submitted as soon as it can be (the held submit never sent the card anywhere).
  const payTapRef = useEarlyTap<HTMLFormElement>((form) => form.requestSubmit());
  const culqiTapRef = useEarlyTap<HTMLButtonElement>(() => void onCulqiClick());

  async function onChallenge(approved: boolean): Promise<void> {
    setState({ kind: 'paying' });
    await send({ sandbox3ds: approved ? 'approved' : 'rejected' });
  }

  const working = state.kind === 'paying' || state.kind === 'pending';
  const closed = state.kind === 'refused';
  const fieldClass = (error?: string) =>
    clsx(
      'min-h-11 w-full rounded-md border bg-white px-3 text-base text-brand-dark placeholder:text-grey-400 focus:border-brand-blue focus:ring-2 focus:ring-brand-blue/30 focus:outline-none',
      error ? 'border-red-600' : 'border-grey-200',
    );
  const field = (id: string, label: string, error: string | undefined, input: Record<string, string>) => (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-brand-dark">
        {label}
      </label>
      {/* No name attribute: the card never travels in a form submission, only as the token made above. */}
      <input
        id={id}
        className={fieldClass(error)}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        disabled={working}
        {...input}
      />
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );

  return (
    <div data-testid="pay-panel" data-state={state.kind} className="noscript:hidden">
      <div aria-live="polite" role="status" className="empty:hidden">
        {state.kind === 'declined' ? (
          <div className="mb-5 rounded-md border border-red-200 bg-red-50 p-4 text-red-800" data-testid="pay-declined">
            <p className="font-semibold">{state.message}</p>
            <p className="mt-1 text-sm">{text.tryAgain}</p>
          </div>
        ) : state.kind === 'refused' || state.kind === 'error' ? (
          <p className="mb-5 rounded-md border border-amber-200 bg-amber-50 p-4 font-semibold text-amber-900" data-testid="pay-refused">
            {state.message}
          </p>
        ) : state.kind === 'pending' ? (
          <p className="mb-5 rounded-md bg-grey-50 p-4 text-brand-dark">{text.pending}</p>
        ) : null}
      </div>
      {closed ? null : provider === 'sandbox' ? (
        <form ref={payTapRef} {...earlyTapProps} noValidate onSubmit={(event) => void onSandboxSubmit(event)} className="grid gap-4" aria-busy={working}>
          <p className="rounded-md bg-brand-green/15 p-3 text-sm text-brand-dark">{text.sandboxNote}</p>
          {field('pay-card-number', text.cardNumber, errors.number, {
            inputMode: 'numeric',
            autoComplete: 'cc-number',
            placeholder: '4111 1111 1111 1111',
            maxLength: '23',
          })}
          <div className="grid grid-cols-2 gap-4">
            {field('pay-card-expiry', text.cardExpiry, errors.expiry, {
              inputMode: 'numeric',
              autoComplete: 'cc-exp',
              placeholder: text.cardExpiryPlaceholder,
              maxLength: '7',
            })}
            {field('pay-card-cvv', text.cardCvv, errors.cvv, { inputMode: 'numeric', autoComplete: 'cc-csc', placeholder: '123', maxLength: '4' })}
          </div>
          {askEmail ? field('pay-email', text.email, errors.email, { type: 'email', autoComplete: 'email' }) : null}
          <PayButton working={working} label={working ? text.paying : text.payButton} />
        </form>
      ) : (
        <div className="grid gap-4">
          {askEmail ? field('pay-email', text.email, errors.email, { type: 'email', autoComplete: 'email' }) : null}
          <PayButton working={working} label={working ? text.paying : text.culqiButton} onClick={() => void onCulqiClick()} tapRef={culqiTapRef} />
        </div>
      )}
      {state.kind === 'challenge' ? <SandboxChallenge text={text} onAnswer={(approved) => void onChallenge(approved)} /> : null}
    </div>
  );
}

/**
 * The sandbox's stand-in for the bank's 3-D Secure page: a native modal dialog (focus stays inside, Escape
 * cancels, the page behind is inert).
 */
function SandboxChallenge({ text, onAnswer }: { text: PayPanelText; onAnswer: (approved: boolean) => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const confirm = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    // The expected action has the focus (showModal alone would pick the first button, Cancel).
    confirm.current?.focus();
    return () => element?.close();
  }, []);
  return (
    <dialog
      ref={dialog}
      aria-labelledby="pay-3ds-title"
      onCancel={(event) => {
        event.preventDefault();
        onAnswer(false);
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-sm rounded-lg bg-white p-6 text-brand-dark shadow-xl backdrop:bg-brand-dark/60"
    >
      <h2 id="pay-3ds-title" className="font-heading text-xl font-bold">
        {text.threeDsTitle}
      </h2>
      <p className="mt-3">{text.threeDsText}</p>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button
          type="button"
          className="min-h-11 rounded-full border-2 border-brand-blue-deep px-5 font-semibold text-brand-blue-deep"
          onClick={() => onAnswer(false)}
        >
          {text.threeDsCancel}
        </button>
        <button ref={confirm} type="button" className="min-h-11 rounded-full bg-brand-blue-deep px-5 font-semibold text-white" onClick={() => onAnswer(true)}>
          {text.threeDsApprove}
        </button>
      </div>
    </dialog>
  );
}

function PayButton({
  working,
  label,
  onClick,
  tapRef,
}: {
  working: boolean;
  label: string;
  onClick?: () => void;
  tapRef?: (element: HTMLButtonElement | null) => void;
}) {
  return (
    <button
      ref={tapRef}
      {...(tapRef ? earlyTapProps : {})}
      type={onClick ? 'button' : 'submit'}
      onClick={onClick}
      disabled={working}
      aria-disabled={working}
      className="mt-2 inline-flex min-h-12 w-full items-center justify-center rounded-full bg-brand-blue-deep px-6 text-lg font-semibold text-white transition-colors hover:bg-brand-dark disabled:cursor-progress disabled:opacity-80"
    >
      {label}
    </button>
  );
}
