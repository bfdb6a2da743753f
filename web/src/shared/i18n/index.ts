import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@marketplace/domain';
import enCommon from './locales/en/common.json';
import frCommon from './locales/fr/common.json';

export const resources = {
  fr: { common: frCommon },
  en: { common: enCommon },
} as const;

export function createI18n(language: Language): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: LANGUAGES,
    resources,
    defaultNS: 'common',
    ns: ['common'],
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}
