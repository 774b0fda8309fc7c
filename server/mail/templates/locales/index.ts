/** Every locale's mail texts (spec §1's 24 locales), keyed by locale code. */
import type { Locale } from '../../../../protocol';
import type { MailStrings } from '../strings';
import { zh } from './zh';
import { en } from './en';
import { vi } from './vi';
import { th } from './th';
import { ar } from './ar';
import { bn } from './bn';
import { de } from './de';
import { es } from './es';
import { fa } from './fa';
import { fil } from './fil';
import { fr } from './fr';
import { ja } from './ja';
import { km } from './km';
import { lo } from './lo';
import { ko } from './ko';
import { ms } from './ms';
import { my } from './my';
import { nl } from './nl';
import { pl } from './pl';
import { pt } from './pt';
import { ru } from './ru';
import { tr } from './tr';
import { zhTW } from './zh-TW';
import { zu } from './zu';

export const MAIL_STRINGS: Record<Locale, MailStrings> = {
  zh, en, vi, th, ar, bn, de, es, fa, fil, fr, ja, km, lo, ko, ms, my, nl, pl, pt, ru, tr, 'zh-TW': zhTW, zu,
};
