import { DEFAULT_PICTURE_FILE_TYPE, PICTURE_FILE_TYPES, type PictureFileType } from './formats';

/** Spec §4: several pictures are zipped into this folder. */
export const ZIP_FOLDER = 'images';

const MAX_NAME_LENGTH = 120;
// Characters Windows, macOS or zip tools refuse or misread in a file name, and control characters.
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u001f\u007f<>:"/\\|?*]+/g;

/** A name that is safe as a file name everywhere: no path parts, no reserved characters, bounded length. */
export function safeFileName(name: string, fallback = 'download'): string {
  const cleaned = name.replace(UNSAFE, '_').replace(/\s+/g, ' ').trim().replace(/^\.+/, '');
  if (!cleaned) return fallback;
  if (cleaned.length <= MAX_NAME_LENGTH) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : '';
  return cleaned.slice(0, MAX_NAME_LENGTH - extension.length) + extension;
}

/** The last path segment of a URL, decoded ("/a/b/%E5%9B%BE.jpg?x=1" → "图.jpg"); '' when there is none. */
export function lastUrlName(url: string): string {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  const segment = path.slice(path.lastIndexOf('/') + 1);
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The picture type of a file name: its extension when jpg, png or jpeg, otherwise png (spec §9). */
export function pictureFileType(name: string): PictureFileType {
  const extension = /\.([A-Za-z0-9]+)$/.exec(name)?.[1]?.toLowerCase();
  return (PICTURE_FILE_TYPES as readonly string[]).includes(extension ?? '') ? (extension as PictureFileType) : DEFAULT_PICTURE_FILE_TYPE;
}

/**
 * The name a downloaded picture is saved under (spec §7 image download): the given name, else
 * the URL's last name; it always ends in a picture type (jpg, png, jpeg), png by default.
 */
export function pictureSaveName(url: string, givenName?: string): string {
  const base = safeFileName(givenName?.trim() || lastUrlName(url), 'image');
  const type = pictureFileType(base);
  return base.toLowerCase().endsWith(`.${type}`) ? base : `${base.replace(/\.[A-Za-z0-9]{1,5}$/, '')}.${type}`;
}

/** Spec §9: "a timestamp plus the picture count plus 张图片.zip". */
export function zipArchiveName(count: number, now: number = Date.now()): string {
  return `${now}${count}张图片.zip`;
}

/** The file name of an item's asset: "{title}-{id}.{ext}", the URL's last segment and the saved name. */
export function assetFileName(title: string, itemId: number, extension: string, suffix = ''): string {
  const stem = safeFileName(title, 'trendloom').slice(0, 80);
  return safeFileName(`${stem}-${itemId}${suffix}.${extension}`);
}

/** Makes names unique inside one archive: "a.jpg", "a(1).jpg", "a(2).jpg" … */
export function uniqueNamer(): (name: string) => string {
  const used = new Set<string>();
  return (name) => {
    let candidate = name;
    const dot = name.lastIndexOf('.');
    const stem = dot > 0 ? name.slice(0, dot) : name;
    const extension = dot > 0 ? name.slice(dot) : '';
    for (let n = 1; used.has(candidate.toLowerCase()); n++) candidate = `${stem}(${n})${extension}`;
    used.add(candidate.toLowerCase());
    return candidate;
  };
}
