import { randomInt } from 'node:crypto';

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A new id: 20 random letters and digits, like Firestore's (`photoIdSchema`). */
export const newRandomId = () =>
  Array.from({ length: 20 }, () => ALPHANUMERIC[randomInt(ALPHANUMERIC.length)]).join('');
