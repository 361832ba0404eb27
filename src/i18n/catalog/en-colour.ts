/** English messages of the colour pages (pick.ts). The production build replaces this module by the same object as plain data (scripts/locale-catalogs.ts). */
import { dictionary } from '../dictionary';
import { pickPart } from './pick';

export default pickPart(dictionary, 'en', 'colour');
