/** Every text the payment panel shows, resolved on the server in the page's language (no message bundle grows). */
export interface PayPanelText {
  payTitle: string;
  secureNote: string;
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
  needsJs: string;
  culqiButton: string;
  culqiLoading: string;
  culqiFailed: string;
  threeDsTitle: string;
  threeDsText: string;
  threeDsApprove: string;
  threeDsCancel: string;
  declined: Record<string, string>;
  tryAgain: string;
  pending: string;
  genericError: string;
  state: Record<'paid' | 'expired' | 'cancelled' | 'not_found' | 'too_many_attempts', string>;
}

export const declineCodes = ['card_declined', 'insufficient_funds', 'expired_card', 'incorrect_cvv', 'authentication_failed', 'processing_error'] as const;
