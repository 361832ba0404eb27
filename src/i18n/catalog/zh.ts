/** Chinese messages. The production build replaces this module by the same object as plain data (scripts/locale-catalogs.ts). */
import { dictionary } from '../dictionary';
import { pickLocale } from './pick';

export default pickLocale(dictionary, 'zh');
