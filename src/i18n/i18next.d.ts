/** Typed translation keys: zh.json is the key source (DESIGN §2), so a typo is a compile error. */
import type zh from '../../locales/zh.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof zh };
  }
}
