/**
 * The platform's public contact details: the footer, the about, privacy and terms pages (web)
 * and the support assistant's "write to us" answers (functions) show the same ones.
 */
export const CONTACT = {
  email: 'contact@servicesafrique.cm',
  phone: '+237 233 42 18 60',
  /**
   * The support line on WhatsApp. The project had no separate WhatsApp number: the team's
   * phone line is given (replace it here if the team opens a dedicated one).
   */
  whatsapp: '+237 233 42 18 60',
  address: {
    street: '45, rue Joffre, Akwa',
    postalBox: 'BP 4120',
    city: 'Douala',
    country: { fr: 'Cameroun', en: 'Cameroon' },
  },
  social: {
    facebook: 'https://www.facebook.com/servicesafrique',
    x: 'https://x.com/servicesafrique',
    instagram: 'https://www.instagram.com/servicesafrique',
    linkedin: 'https://www.linkedin.com/company/servicesafrique',
  },
} as const;

/** `https://wa.me/237233421860`: WhatsApp's click-to-chat link wants the digits only. */
export const CONTACT_WHATSAPP_URL = `https://wa.me/${CONTACT.whatsapp.replace(/\D/g, '')}`;
