/** The platform's public contact details (footer, about, privacy, terms), shared with functions. */
export { CONTACT } from '@marketplace/domain';
