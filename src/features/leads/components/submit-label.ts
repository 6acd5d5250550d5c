/** What a lead form's button says will happen: a message sent, free advice requested, a call booked (messages LeadForm.*). */
export type SubmitLabel = 'send' | 'requestAdvice' | 'book';
