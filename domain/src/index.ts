export * from './categories';
export * from './countries';
export * from './http';
export * from './i18n';
export * from './localized-text-schema';
export * from './money';
export * from './provider';
export * from './user';
