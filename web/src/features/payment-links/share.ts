/**
 * Where a link is shared: the checkout's address, and the WhatsApp and SMS apps opened with a
 * message that carries it (no phone number: the sender picks the contact there).
 */
export const checkoutUrl = (token: string, origin: string = window.location.origin) =>
  `${origin}/pay/${token}`;

export const whatsappHref = (message: string) =>
  `https://wa.me/?text=${encodeURIComponent(message)}`;

/** `sms:?&body=`: the form both iOS and Android read. */
export const smsHref = (message: string) => `sms:?&body=${encodeURIComponent(message)}`;

/** The Web Share API, where the browser has it (phones mostly). */
export const canShareNatively = () =>
  typeof navigator !== 'undefined' && typeof navigator.share === 'function';
