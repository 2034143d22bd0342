import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './en';

// Keys are the Chinese source phrases; a phrase without an English entry shows as written.
export const LANGUAGES = [
  { code: 'zh', label: '中文' },
  { code: 'en', label: 'English' },
] as const;

const stored = typeof localStorage !== 'undefined' ? localStorage.getItem('i18nextLng') : null;

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en }, zh: { translation: {} } },
  lng: stored === 'en' ? 'en' : 'zh',
  fallbackLng: false,
  keySeparator: false,
  nsSeparator: false,
  returnEmptyString: false,
  interpolation: { escapeValue: false },
});

i18n.on('languageChanged', (lng) => {
  localStorage.setItem('i18nextLng', lng);
  document.documentElement.lang = lng;
});

export default i18n;
