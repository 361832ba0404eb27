import { describe, expect, it } from 'vitest';
import { FORMAT_INFO, isAlreadyCompressed, isDownloadFormat } from '../../src/shared/download/formats';
import { assetFileName, lastUrlName, pictureFileType, pictureSaveName, safeFileName, uniqueNamer, zipArchiveName } from '../../src/shared/download/naming';
import { downloadRole, quotaDay, serverZipTimeoutMs } from '../../src/shared/download/limits';
import { batchFraction, fakeProgressStep, PROGRESS_CAP, withRealProgress } from '../../src/shared/download/progress';
import { batchDownloadEventText, downloadEventText } from '../../src/shared/download/stats';
import { assetUrl, bulkZipUrl } from '../../src/shared/download/types';
import { fillMessage, DOWNLOAD_MESSAGES } from '../../src/shared/download/messages';

describe('file names', () => {
  it('saves under the given name, else the last URL name', () => {
    expect(pictureSaveName('/download/item/5/jpg/a.jpg', '春夏印花.jpg')).toBe('春夏印花.jpg');
    expect(pictureSaveName('/download/item/5/jpg/%E6%98%A5%E5%A4%8F-5.jpg?x=1#top')).toBe('春夏-5.jpg');
    expect(lastUrlName('https://x.test/a/b/c.png?q')).toBe('c.png');
    expect(lastUrlName('/bad/%E0%A4%A')).toBe('%E0%A4%A');
  });

  it('keeps jpg, png and jpeg, and defaults any other type to png', () => {
    expect(pictureFileType('a.JPG')).toBe('jpg');
    expect(pictureFileType('a.jpeg')).toBe('jpeg');
    expect(pictureFileType('a.webp')).toBe('png');
    expect(pictureFileType('noextension')).toBe('png');
    expect(pictureSaveName('/x/photo.webp')).toBe('photo.png');
    expect(pictureSaveName('/x/photo')).toBe('photo.png');
    expect(pictureSaveName('/x/')).toBe('image.png');
  });

  it('strips path parts and reserved characters and bounds the length', () => {
    expect(safeFileName('../../etc/passwd')).toBe('_.._etc_passwd');
    expect(safeFileName('a<b>:c"d|e?f*g\u0001.jpg')).toBe('a_b_c_d_e_f_g_.jpg');
    expect(safeFileName('   ')).toBe('download');
    const long = safeFileName(`${'长'.repeat(300)}.jpg`);
    expect(long.length).toBe(120);
    expect(long.endsWith('.jpg')).toBe(true);
  });

  it('names the archive {timestamp}{count}张图片.zip', () => {
    expect(zipArchiveName(30, 1732180000000)).toBe('173218000000030张图片.zip');
  });

  it('names assets {title}-{id}.{ext} and builds authorised URLs from them', () => {
    expect(assetFileName('春夏/印花', 12, 'jpg')).toBe('春夏_印花-12.jpg');
    expect(assetFileName('Look', 12, 'jpg', '-2')).toBe('Look-12-2.jpg');
    expect(assetUrl(12, 'jpg', '春夏-12.jpg')).toBe('/download/item/12/jpg/%E6%98%A5%E5%A4%8F-12.jpg');
    expect(lastUrlName(assetUrl(12, 'jpg', '春夏-12.jpg'))).toBe('春夏-12.jpg');
    expect(bulkZipUrl([1, 2, 3])).toBe('/download/src/mul?ids=1,2,3');
  });

  it('makes names unique inside an archive, ignoring case', () => {
    const unique = uniqueNamer();
    expect(['a.jpg', 'A.jpg', 'a.jpg', 'b'].map(unique)).toEqual(['a.jpg', 'A(1).jpg', 'a(2).jpg', 'b']);
  });
});

describe('formats', () => {
  it('knows which formats exist and which are already compressed', () => {
    expect(isDownloadFormat('tiff')).toBe(true);
    expect(isDownloadFormat('exe')).toBe(false);
    expect(isDownloadFormat('__proto__')).toBe(false);
    expect(FORMAT_INFO.tiff.mime).toBe('image/tiff');
    expect(isAlreadyCompressed('images/a.JPG')).toBe(true);
    expect(isAlreadyCompressed('a.svg')).toBe(false);
    expect(isAlreadyCompressed('README')).toBe(false);
  });
});

describe('limits', () => {
  it('gives the server zip the greater of 30 s and 2 s per image', () => {
    expect(serverZipTimeoutMs(1)).toBe(30_000);
    expect(serverZipTimeoutMs(15)).toBe(30_000);
    expect(serverZipTimeoutMs(16)).toBe(32_000);
    expect(serverZipTimeoutMs(200)).toBe(400_000);
  });

  it('derives the download role from VIP and account type', () => {
    expect(downloadRole({ isVip: false, type: 0 })).toBeNull();
    expect(downloadRole({ isVip: false, type: 1 })).toBeNull();
    expect(downloadRole({ isVip: true, type: 0 })).toBe('vip');
    expect(downloadRole({ isVip: true, type: 1 })).toBe('designer');
  });

  it('counts quota days in China time', () => {
    expect(quotaDay(Date.UTC(2026, 0, 1, 15, 59))).toBe('2026-01-01');
    expect(quotaDay(Date.UTC(2026, 0, 1, 16, 0))).toBe('2026-01-02');
  });
});

describe('progress', () => {
  it('fills towards 98 % and never past it while waiting', () => {
    let percent = 0;
    const seen: number[] = [];
    for (let i = 0; i < 2000; i++) {
      percent = fakeProgressStep(percent);
      seen.push(percent);
    }
    expect(Math.max(...seen)).toBe(PROGRESS_CAP);
    expect(seen.every((value, i) => i === 0 || value >= seen[i - 1]!)).toBe(true);
    expect(seen[10]).toBeLessThan(60);
  });

  it('lets real progress lead but caps it at 98 % and never moves back', () => {
    expect(withRealProgress(10, 0.5)).toBe(50);
    expect(withRealProgress(70, 0.5)).toBe(70);
    expect(withRealProgress(10, 1)).toBe(98);
    expect(withRealProgress(10, 7)).toBe(98);
    expect(batchFraction('fetch', 1)).toBeCloseTo(0.8);
    expect(batchFraction('pack', 0.5)).toBeCloseTo(0.9);
  });
});

describe('statistics texts and messages', () => {
  it('writes download events like the call they report', () => {
    expect(downloadEventText(12, 'jpg')).toBe('UserCenter/getDownloadCount?id=12&type=jpg');
    expect(batchDownloadEventText([1, 2, 3])).toBe('UserCenter/batchPicDownloadLog?ids=1,2,3&type=pic');
  });

  it('fills is_download into the refusal text', () => {
    expect(fillMessage(DOWNLOAD_MESSAGES.notAllowed, 0)).toBe('下载失败！is_download: 0');
  });
});
