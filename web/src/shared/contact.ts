/** The platform's public contact details (footer, about, privacy, terms). */
export const CONTACT = {
  email: 'contact@servicesafrique.cm',
  phone: '+237 233 42 18 60',
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
